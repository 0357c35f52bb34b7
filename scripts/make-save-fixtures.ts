// Writes the save fixtures of tests/fixtures/saves-v<format version>/ with the
// app's own save store, so that tests/save-fixtures.test.ts can prove every
// later version still loads the saves players already have on disk.
//
//   npx tsx scripts/make-save-fixtures.ts
//
// Run it once per save format version, with the code of that version, and
// commit its output; never regenerate an existing folder (that would test the
// new code against itself).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { engineChecks } from '../src/main/saves/checks.js';
import { CampaignStore } from '../src/main/saves/campaigns.js';
import { CURRENT_FORMAT_VERSION } from '../src/main/saves/format.js';
import { SaveStore } from '../src/main/saves/store.js';
import { GameRecordStore } from '../src/main/saves/game-records.js';
import { JournalWriter } from '../src/main/saves/journal.js';
import { defaultEngine as engine } from '../src/main/game/session.js';
import { STORY_SCENARIO_IDS } from '../src/main/saves/campaigns.js';
import type { Action, GameConfig, GameState } from '../src/engine/core/types.js';
import { findScenario } from '../src/engine/content/index.js';
import type { FixtureEntry } from '../tests/fixtures/manifest.js';

const FIXTURE_DIR = join(import.meta.dirname, '..', 'tests', 'fixtures', `saves-v${CURRENT_FORMAT_VERSION}`);

const seat = (clan: GameConfig['seats'][number]['clan'], i: number): GameConfig['seats'][number] => ({ clan, controller: 'human', name: `Player ${i + 1}` });
const base = { palaceAlt: false, dragon: false, asymmetric: false };

interface Plan {
  slot: string;
  what: string;
  config: GameConfig;
  seed: number | string;
  /** Stops the random game here (before the first action for which it is true). */
  stop: (s: GameState, played: number) => boolean;
}

const after = (n: number) => (_s: GameState, played: number) => played >= n;
/** Choices a record or a campaign holds in its journal, after its checkpoint. */
const JOURNALED = 5;

const PLANS: Plan[] = [
  { slot: 'standard-4p', what: 'standard, 4 players, mid round 1', config: { ...base, mode: 'standard', seats: (['crane', 'koi', 'tortoise', 'fox'] as const).map(seat) }, seed: 2_918_734_411, stop: after(70) },
  {
    slot: 'palace-alt-dragon',
    what: 'palace alternative mode + dragon, 3 players, in round 2',
    config: { ...base, mode: 'standard', palaceAlt: true, dragon: true, seats: [{ ...seat('koi', 0), side: 1 }, { ...seat('fox', 1), side: 3 }, { ...seat('crane', 2), side: 0 }] },
    seed: 48_213,
    stop: (s) => s.round >= 2 && s.ply > 0 && s.turnSeat >= 0,
  },
  { slot: 'team', what: 'team vs team', config: { ...base, mode: 'team', seats: (['fox', 'crane', 'koi', 'tortoise'] as const).map(seat) }, seed: 'team-fixture', stop: after(55) },
  {
    slot: 'asymmetric-secret',
    what: 'asymmetric, 4 players, three secret choices made, nothing revealed yet',
    config: { ...base, mode: 'standard', asymmetric: true, seats: (['tortoise', 'koi', 'crane', 'fox'] as const).map(seat) },
    seed: 7_340_021,
    stop: after(3),
  },
  {
    slot: 'coop-vanilla',
    what: 'coop vanilla, 2 allies, hard',
    config: { ...base, mode: 'coop', difficulty: 'hard', story: null, basilisk: { clan: 'fox' }, seats: (['crane', 'koi'] as const).map(seat) },
    seed: 90_210,
    stop: after(40),
  },
  {
    slot: 'coop-story',
    what: `coop story "${STORY_SCENARIO_IDS[1]}", 3 allies`,
    config: storyConfig(STORY_SCENARIO_IDS[1]!, 3),
    seed: 555_001,
    stop: after(45),
  },
];

/** A story game as the new-game screen builds it: the Basilisk plays the scenario deck's clan. */
function storyConfig(story: string, allies: number): GameConfig {
  const clan = findScenario(story)!.clan;
  const seats = (['crane', 'koi', 'tortoise', 'fox'] as const).filter((c) => c !== clan).slice(0, allies).map(seat);
  return { ...base, mode: 'coop', difficulty: 'medium', story, basilisk: { clan }, seats };
}

function lcg(seed: number): () => number {
  let x = seed >>> 0;
  return () => (x = (Math.imul(x, 1103515245) + 12345) >>> 0) >>> 8;
}

/** Random legal moves from a fixed generator until `stop` says so. */
function play(config: GameConfig, seed: number | string, stop: Plan['stop'], movesSeed: number): { state: GameState; actions: Action[] } {
  const next = lcg(movesSeed);
  let state = engine.createGame(config, seed);
  const actions: Action[] = [];
  while (!engine.isGameOver(state) && !stop(state, actions.length)) {
    const legal = engine.legalActions(state);
    const a = legal[next() % legal.length]!;
    state = engine.applyAction(state, a);
    actions.push(a);
  }
  if (engine.isGameOver(state)) throw new Error(`${JSON.stringify(config)} ended before its stop point`);
  return { state, actions };
}

const gameRecord = (config: GameConfig, seed: number | string, actions: Action[], state: GameState) => ({
  config,
  seed,
  actions,
  snapshot: state as unknown as Record<string, unknown>,
  hash: engine.stateHash(state),
});

async function main(): Promise<void> {
  if (existsSync(FIXTURE_DIR)) {
    throw new Error(`${FIXTURE_DIR} exists: it holds saves of an earlier version, which must stay as they were written.`);
  }
  mkdirSync(FIXTURE_DIR, { recursive: true });
  const opts = { ...engineChecks(engine), appVersion: '0.1.0', now: () => new Date('2026-11-23T15:00:00Z') };
  const saves = new SaveStore(FIXTURE_DIR, opts);
  const manifest: FixtureEntry[] = [];
  for (const [i, p] of PLANS.entries()) {
    const { state, actions } = play(p.config, p.seed, p.stop, 1000 + i);
    const rec = gameRecord(p.config, p.seed, actions, state);
    await saves.save(p.slot, { kind: 'game', game: rec });
    manifest.push({ kind: 'game', slot: p.slot, what: p.what, seed: p.seed, actions: actions.length, hash: rec.hash });
  }
  // A story campaign in its first scenario, in the middle of Act II (round 2).
  const campaigns = new CampaignStore(join(FIXTURE_DIR, 'campaigns'), opts);
  const id = await campaigns.create({
    name: 'Fixture campaign',
    allies: [
      { clan: 'crane', name: 'Aiko', controller: 'human' },
      { clan: 'koi', name: 'Ren', controller: 'heuristic' },
    ],
    difficulty: 'medium',
    scenarioOrder: [...STORY_SCENARIO_IDS],
  });
  const started = await campaigns.continue(id);
  if (!started.ok || !started.newGame) throw new Error('the new campaign has no scenario to start');
  const seed = 3_141_592_653;
  const { state, actions } = play(started.newGame, seed, (s) => s.round >= 2 && s.turnSeat >= 0 && s.turnSeat < 2, 77);
  const rec = gameRecord(started.newGame, seed, actions, state);
  await campaigns.recordTurn(id, rec);
  // The campaign's choices after its last recorded turn, in its journal (format 2 on).
  // (Stopped where the person, Aiko, chooses: the fixture test makes that choice.)
  const more = play(started.newGame, seed, (s, n) => n >= actions.length + JOURNALED && engine.currentDecision(s)?.seat === 0, 77);
  const journal = new JournalWriter(join(FIXTURE_DIR, 'campaigns', `${id}.journal`));
  await journal.reset({ journal: 1, seed, base: actions.length });
  for (let at = actions.length; at < more.actions.length; at++) await journal.append({ at, action: more.actions[at]! });
  await journal.close();
  manifest.push({ kind: 'campaign', slot: id, what: `story campaign, first scenario, round 2, ${more.actions.length - actions.length} choices in its journal`, seed, actions: more.actions.length, hash: engine.stateHash(more.state) });

  // Every game's own record (format 2 on): a checkpoint, then choices in the journal, one taken back.
  const records = new GameRecordStore(join(FIXTURE_DIR, 'games'), opts);
  for (const [i, p] of PLANS.entries()) {
    const id = `g-fixture${i}-0000000${i}`;
    const whole = play(p.config, p.seed, p.stop, 1000 + i);
    const checked = Math.max(0, whole.actions.length - JOURNALED);
    const start = engine.replay(p.config, p.seed, whole.actions.slice(0, checked));
    await records.checkpoint(id, gameRecord(p.config, p.seed, whole.actions.slice(0, checked), start), { name: `Record ${p.slot}`, meta: { createdAt: '2026-11-23T14:00:00.000Z', pinned: i === 0 } });
    for (let at = checked; at < whole.actions.length; at++) {
      await records.append(id, { at, action: whole.actions[at]! });
      // One choice taken back and made again: the journal holds undos too.
      if (at === checked) {
        await records.append(id, { at });
        await records.append(id, { at, action: whole.actions[at]! });
      }
    }
    manifest.push({ kind: 'record', slot: id, what: `game record: ${p.what}`, seed: p.seed, actions: whole.actions.length, hash: engine.stateHash(whole.state) });
  }
  await records.close();
  writeFileSync(join(FIXTURE_DIR, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n');
  console.log(`wrote ${manifest.length} saves to ${FIXTURE_DIR}`);
}

await main();
