// Adds one save to tests/fixtures/saves-v1/: a game begun with the rule
// readings of config.readings 2 (docs/rules-notes.md), stopped after the new
// decisions have been made (a declined daytime effect, a hit kin's owner
// choosing its ward), so that later versions must keep replaying them.
//
//   npx tsx scripts/make-readings-fixture.ts
//
// Like scripts/make-save-fixtures.ts it writes with the app's own save store,
// and it refuses to overwrite: run it once, with the code of that version.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { engineChecks } from '../src/main/saves/checks.js';
import { SaveStore } from '../src/main/saves/store.js';
import { defaultEngine as engine } from '../src/main/game/session.js';
import type { Action, GameConfig, GameState } from '../src/engine/core/types.js';
import type { FixtureEntry } from '../tests/fixtures/manifest.js';

const FIXTURE_DIR = join(import.meta.dirname, '..', 'tests', 'fixtures', 'saves-v1');
const SLOT = 'readings-2-palace-alt';

const config: GameConfig = {
  seats: [
    { clan: 'koi', controller: 'human', name: 'Player 1', side: 0 },
    { clan: 'fox', controller: 'human', name: 'Player 2', side: 1 },
    { clan: 'crane', controller: 'human', name: 'Player 3', side: 2 },
  ],
  mode: 'standard',
  palaceAlt: true,
  dragon: false,
  asymmetric: false,
  readings: 2,
};

function lcg(seed: number): () => number {
  let x = seed >>> 0;
  return () => (x = (Math.imul(x, 1103515245) + 12345) >>> 0) >>> 8;
}

/** Which new decisions an action answered. */
function newKind(s: GameState, a: Action): string | null {
  const d = engine.currentDecision(s);
  if (d?.kind === 'hitWard') return 'hitWard';
  if (d?.kind === 'offerDaytime' && a.t === 'pass') return 'declinedDaytime';
  if (d?.kind === 'gainResource' && a.t === 'pass') return 'declinedPalace';
  return null;
}

/** Random legal moves (hits and declines favoured) until a hit ward choice and a decline are in the log. */
function play(seed: number, movesSeed: number): { state: GameState; actions: Action[] } | null {
  const next = lcg(movesSeed);
  let state = engine.createGame(config, seed);
  const actions: Action[] = [];
  const seen = new Set<string>();
  while (!engine.isGameOver(state)) {
    if (seen.has('hitWard') && seen.size >= 2 && engine.currentDecision(state)?.kind === 'place') return { state, actions };
    const legal = engine.legalActions(state);
    const hit = legal.find((x) => x.t === 'kin' && engine.currentDecision(state)?.kind === 'ability');
    const a = hit ?? legal[next() % legal.length]!;
    const kind = newKind(state, a);
    if (kind) seen.add(kind);
    state = engine.applyAction(state, a);
    actions.push(a);
  }
  return null;
}

async function main(): Promise<void> {
  if (existsSync(join(FIXTURE_DIR, `${SLOT}.json`))) throw new Error(`${SLOT} exists: fixtures stay as they were written.`);
  const seed = 20_261_123;
  let found: { state: GameState; actions: Action[] } | null = null;
  for (let movesSeed = 1; !found && movesSeed < 500; movesSeed++) found = play(seed, movesSeed);
  if (!found) throw new Error('no random game made the new decisions');
  const { state, actions } = found;
  const opts = { ...engineChecks(engine), appVersion: '0.1.0', now: () => new Date('2026-11-23T19:30:00Z') };
  const saves = new SaveStore(FIXTURE_DIR, opts);
  const hash = engine.stateHash(state);
  await saves.save(SLOT, { kind: 'game', game: { config, seed, actions, snapshot: state as unknown as Record<string, unknown>, hash } });
  const manifestPath = join(FIXTURE_DIR, 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as FixtureEntry[];
  manifest.push({
    kind: 'game',
    slot: SLOT,
    what: 'rule readings 2, palace alternative, 3 players: a declined daytime effect and a hit kin\'s ward chosen by its owner',
    seed,
    actions: actions.length,
    hash,
  });
  writeFileSync(manifestPath, JSON.stringify(manifest, null, 2) + '\n');
  console.log(`wrote ${SLOT} (${actions.length} actions, round ${state.round})`);
}

await main();
