// Saves with the real rules engine: a finished 4-player game and a whole
// story campaign survive save/load with their hash, and the engine-backed
// checks (engineChecks) catch a tampered log or snapshot.

import * as fsp from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as engine from '../../engine/index.js';
import type { Action, GameConfig, GameState } from '../../engine/core/types.js';
import { storeSaveService } from '../game/saved-copies.js';
import { CampaignStore, STORY_SCENARIO_IDS } from './campaigns.js';
import { engineChecks } from './checks.js';
import { GameRecordSchema, toGameRecord } from './format.js';
import { SaveStore, type SaveStoreOptions } from './store.js';

let dir: string;
beforeEach(async () => {
  dir = await fsp.mkdtemp(join(tmpdir(), 'ryozen-engine-saves-'));
});
afterEach(async () => {
  await fsp.rm(dir, { recursive: true, force: true });
});

function lcg(seed: number) {
  let x = seed >>> 0;
  return () => (x = (Math.imul(x, 1103515245) + 12345) >>> 0);
}

/** Plays random legal moves; `onMove` runs after each one. */
async function play(
  config: GameConfig,
  seed: number,
  maxMoves: number,
  onMove?: (state: GameState, actions: Action[]) => Promise<void>,
): Promise<{ state: GameState; actions: Action[] }> {
  const next = lcg(seed);
  let state = engine.createGame(config, seed);
  const actions: Action[] = [];
  while (!engine.isGameOver(state) && actions.length < maxMoves) {
    const legal = engine.legalActions(state);
    const a = legal[next() % legal.length]!;
    state = engine.applyAction(state, a);
    actions.push(a);
    await onMove?.(state, actions);
  }
  return { state, actions };
}

/** The two stores of a data folder's saves/ folder. */
const openSaves = (opts: SaveStoreOptions) => ({ saves: new SaveStore(dir, opts), campaigns: new CampaignStore(join(dir, 'campaigns'), opts) });

const record = (config: GameConfig, seed: number, actions: Action[], state: GameState) => ({
  config,
  seed,
  actions: [...actions],
  state,
  hash: engine.stateHash(state),
});

const FOUR: GameConfig = {
  seats: [
    { clan: 'crane', controller: 'human', name: 'Aiko' },
    { clan: 'koi', controller: 'random' },
    { clan: 'tortoise', controller: 'heuristic' },
    { clan: 'fox', controller: 'strong' },
  ],
  mode: 'standard',
  palaceAlt: false,
  dragon: true,
  asymmetric: false,
};

describe('with the rules engine', () => {
  it('a finished 4-player game saves, lists and loads to the same hash', async () => {
    const { saves } = openSaves({ ...engineChecks(engine), appVersion: '0.1.0', onWarning: () => undefined });
    const { state, actions } = await play(FOUR, 77, 20_000);
    expect(engine.isGameOver(state)).toBe(true);
    const service = storeSaveService(saves);
    await service.save('Finished game', record(FOUR, 77, actions, state));
    const listed = await service.list();
    expect(Array.isArray(listed) ? listed : listed.saves).toMatchObject([{ displayName: 'Finished game' }]);
    const loaded = await service.load('finished game');
    const replayed = engine.replay(loaded.config, loaded.seed, loaded.actions);
    expect(engine.stateHash(replayed)).toBe(engine.stateHash(state));
    expect(loaded.hash).toBe(engine.stateHash(state));
  });

  it('a save written before a table rule existed (its config does not name it) lists, loads and replays to its hash, the rule off', async () => {
    const { saves } = openSaves({ ...engineChecks(engine), onWarning: () => undefined });
    // An older version's config, written before the asymmetric rule: the field is simply not there.
    const older: GameConfig = { seats: FOUR.seats, mode: 'standard', palaceAlt: false, dragon: true };
    const { state, actions } = await play(older, 9, 80);
    const service = storeSaveService(saves);
    await service.save('Before the rule', record(older, 9, actions, state));
    const list = await saves.list();
    expect(list.damaged).toEqual([]);
    const loaded = await service.load('before the rule');
    expect('asymmetric' in loaded.config).toBe(false);
    expect(engine.stateHash(engine.replay(loaded.config, loaded.seed, loaded.actions))).toBe(loaded.hash);
    expect(engine.view(engine.replay(loaded.config, loaded.seed, loaded.actions), 0).asym).toBeNull();
  });

  it('a snapshot written when the variants kept their state in the `ext` bag still loads and checks', async () => {
    // Each version wrote the snapshot it played: one begun before the slots holds `ext`, with a blank slot absent.
    for (const [config, seed, moves] of [[{ ...FOUR, asymmetric: true }, 4, 3], [{ ...FOUR, asymmetric: true }, 4, 40], [FOUR, 4, 10]] as const) {
      const { state, actions } = await play(config, seed, moves);
      const rec = toGameRecord(record(config, seed, actions, state));
      const { asym, asymRevealed, deferRevelations, ...rest } = rec.snapshot;
      const bag = Object.fromEntries(Object.entries({ asym, asymRevealed, deferRevelations }).filter(([, v]) => v !== null && v !== false));
      const old = GameRecordSchema.parse({ ...rec, snapshot: { ...rest, ext: bag } });
      expect('ext' in old.snapshot).toBe(false);
      expect(old.snapshot.asym).toEqual(asym ?? undefined);
      expect(await engineChecks(engine).quickVerify(old)).toEqual({ ok: true });
    }
  });

  it('a co-op game begun under the current readings (4) saves, lists and loads, keeping its readings', async () => {
    const { saves } = openSaves({ ...engineChecks(engine), onWarning: () => undefined });
    const config: GameConfig = {
      seats: [{ clan: 'crane', controller: 'human' }, { clan: 'koi', controller: 'random' }],
      mode: 'coop',
      difficulty: 'hard',
      story: null,
      basilisk: { clan: 'fox' },
      readings: engine.CURRENT_READINGS,
    };
    expect(config.readings).toBe(4);
    const { state, actions } = await play(config, 5, 200);
    const service = storeSaveService(saves);
    await service.save('Readings four', record(config, 5, actions, state));
    expect((await saves.list()).damaged).toEqual([]);
    const loaded = await service.load('readings four');
    expect(loaded.config.readings).toBe(4);
    expect(engine.stateHash(engine.replay(loaded.config, loaded.seed, loaded.actions))).toBe(loaded.hash);
  });

  it('a tampered action log, seed or snapshot is listed as not loadable, with the reason load gives', async () => {
    const { saves } = openSaves({ ...engineChecks(engine), onWarning: () => undefined });
    const { state, actions } = await play(FOUR, 5, 60);
    const rec = toGameRecord(record(FOUR, 5, actions, state));
    await saves.save('good', { kind: 'game', game: rec });
    // another seed: the moves no longer lead to the same position (or are not even legal)
    await saves.save('other seed', { kind: 'game', game: { ...rec, seed: 6 } });
    // one move of the log replaced by another legal one: the snapshot and hash still agree
    const edited = [...rec.actions];
    const before = engine.replay(FOUR, 5, edited.slice(0, 10));
    edited[10] = engine.legalActions(before).find((a) => JSON.stringify(a) !== JSON.stringify(edited[10]))!;
    await saves.save('edited log', { kind: 'game', game: { ...rec, actions: edited } });
    // a snapshot changed with its fingerprint recomputed: only a replay shows it is not the game played
    const snapshot = { ...rec.snapshot, round: 3 };
    await saves.save('tampered snapshot', {
      kind: 'game',
      game: { ...rec, snapshot, hash: engine.stateHash(snapshot as unknown as GameState) },
    });
    const list = await saves.list();
    expect(list.saves.map((s) => s.slot)).toEqual(['good']);
    expect(list.damaged.map((d) => d.slot).sort()).toEqual(['edited log', 'other seed', 'tampered snapshot']);
    for (const d of list.damaged) {
      const res = await saves.load(d.slot);
      expect(res.ok, d.slot).toBe(false);
      if (!res.ok) expect({ code: d.code, message: d.message }).toEqual({ code: res.error.code, message: res.error.message });
    }
    expect((await saves.load('good')).ok).toBe(true);
  });

  it('a story campaign over the four scenarios: recorded after every turn, continue restores the exact game (hash equal)', async () => {
    const opts = { ...engineChecks(engine), onWarning: () => undefined };
    const id = await openSaves(opts).campaigns.create({
      name: 'Engine campaign',
      allies: [
        { clan: 'crane', name: 'Aiko', controller: 'human' },
        { clan: 'koi', name: 'Ren', controller: 'human' },
      ],
      difficulty: 'medium',
      scenarioOrder: [...STORY_SCENARIO_IDS].reverse(),
      goldenRuleSeat: 1,
    });
    for (let s = 0; s < 4; s++) {
      // a fresh store each scenario, as after a restart
      const { campaigns } = openSaves(opts);
      const cont = await campaigns.continue(id);
      expect(cont.ok).toBe(true);
      if (!cont.ok) return;
      expect(cont.game).toBeNull();
      const config = cont.newGame!;
      const seed = 1000 + s;
      let turns = 0;
      const { state, actions } = await play(config, seed, 3000, async (st, acts) => {
        if (acts.length % 7 === 0 || engine.isGameOver(st)) {
          await campaigns.recordTurn(id, toGameRecord(record(config, seed, acts, st)));
          turns++;
        }
      });
      expect(turns).toBeGreaterThan(0);
      const resumed = await openSaves(opts).campaigns.continue(id);
      expect(resumed.ok).toBe(true);
      if (!resumed.ok) return;
      const g = resumed.game!;
      expect(g.actions.length).toBe(actions.length % 7 === 0 || engine.isGameOver(state) ? actions.length : actions.length - (actions.length % 7));
      const rebuilt = engine.replay(g.config, g.seed, g.actions);
      if (g.actions.length === actions.length) expect(engine.stateHash(rebuilt)).toBe(engine.stateHash(state));
      const scores = engine.isGameOver(state) ? engine.finalScores(state) : { seats: [], winner: { seats: [], faction: 1 } };
      const won = scores.winner.faction === 0;
      const after = await campaigns.finishScenario(id, { scenarioId: cont.scenarioId!, outcome: won ? 'won' : 'lost', scores });
      expect(after.current).toBe(s + 1);
    }
    const { campaigns } = openSaves(opts);
    const list = await campaigns.list();
    expect(list.campaigns[0]).toMatchObject({ id, finished: true });
    expect(list.campaigns[0]?.results.map((r) => r.scenarioId)).toEqual([...STORY_SCENARIO_IDS].reverse());
  });
});
