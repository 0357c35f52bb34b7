// Every game is kept: each game has its own record, continued exactly where
// its last choice left it (after a restart, or after leaving mid-turn), never
// overwritten by another game; finished games are kept up to a limit, pinned
// games and games in progress always.
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GameConfig } from '../../engine/core/types.js';
import { channels, type ApiContext } from '../contract/channel-table.js';
import { appOn, choose, chooseToMidTurn, dataDirs, TWO_PEOPLE } from '../app-test-support.js';
import { GameKeeper } from './game-keeper.js';
import { dummyGame, dummyHash, dummyVerify } from '../saves/dummy-records-test-support.js';
import { GameRecordStore } from '../saves/game-records.js';
import { engineChecks } from '../saves/checks.js';
import { defaultEngine, Session } from './session.js';
import { GameDriver } from './driver.js';

const dataDir = dataDirs('games');

/** A restarted app: a new context on the same data folder. */
const app = appOn;

const position = (ctx: ApiContext) => ({ ply: ctx.session.choices().length, hash: ctx.session.hash(), decision: ctx.session.decisionSeat() });

describe('every game is kept', () => {
  it('a choice made in the middle of a turn is there after a restart: same ply, same decision, same position', async () => {
    const dir = dataDir();
    const a = app(dir);
    await channels['game:new'].handler(a, { config: TWO_PEOPLE, seed: 11 });
    await choose(a, 3);
    await chooseToMidTurn(a);
    const before = position(a);
    expect(a.session.seatView(0).savedPly).toBe(before.ply);

    const b = app(dir);
    const { games } = await channels['games:list'].handler(b, undefined);
    expect(games).toHaveLength(1);
    expect(games[0]).toMatchObject({ status: 'playing', moves: before.ply, current: false });
    await channels['games:continue'].handler(b, { id: games[0]!.id });
    expect(position(b)).toEqual(before);
    // The top bar's "Saved, move N" is true from the first moment: every choice came from the disk.
    expect(b.session.seatView(0).savedPly).toBe(before.ply);
  });

  it('starting another game never overwrites one; each continues where it stood', async () => {
    const dir = dataDir();
    const a = app(dir);
    await channels['game:new'].handler(a, { config: TWO_PEOPLE, seed: 1 });
    await choose(a, 5);
    const first = position(a);
    await channels['game:new'].handler(a, { config: TWO_PEOPLE, seed: 2 });
    await choose(a, 2);
    const second = position(a);

    const b = app(dir);
    const { games } = await channels['games:list'].handler(b, undefined);
    expect(games.map((g) => g.moves).sort()).toEqual([2, 5]);
    for (const g of games) {
      await channels['games:continue'].handler(b, { id: g.id });
      expect(position(b)).toEqual(g.moves === 5 ? first : second);
    }
  });

  it('an undo is kept too: the restarted game stands where the undo left it', async () => {
    const dir = dataDir();
    const a = app(dir);
    await channels['game:new'].handler(a, { config: TWO_PEOPLE, seed: 4 });
    await choose(a, 4);
    const undoable = a.session.undoRefusal(a.session.decisionSeat()!) === null ? a.session.decisionSeat()! : a.session.state().players.findIndex((_, s) => a.session.undoRefusal(s) === null);
    expect(undoable).toBeGreaterThanOrEqual(0);
    await channels['game:undo'].handler(a, { seat: undoable });
    const before = position(a);
    const b = app(dir);
    const { games } = await channels['games:list'].handler(b, undefined);
    await channels['games:continue'].handler(b, { id: games[0]!.id });
    expect(position(b)).toEqual(before);
  });

  it('a game with no choice made leaves no record behind', async () => {
    const dir = dataDir();
    const a = app(dir);
    await channels['game:new'].handler(a, { config: TWO_PEOPLE, seed: 4 });
    expect((await channels['games:list'].handler(a, undefined)).games).toEqual([]);
  });

  it('rename and pin of the game in play stick through its next checkpoints and a restart', async () => {
    const dir = dataDir();
    const a = app(dir);
    await channels['game:new'].handler(a, { config: TWO_PEOPLE, seed: 6 });
    await choose(a, 1);
    const id = (await channels['games:list'].handler(a, undefined)).games[0]!.id;
    const playedAt = (await channels['games:list'].handler(a, undefined)).games[0]!.savedAt;
    await new Promise((resolve) => setTimeout(resolve, 5));
    await channels['games:rename'].handler(a, { id, name: 'Friday night' });
    await channels['games:pin'].handler(a, { id, pinned: true });
    // Renaming or pinning is not playing: the game keeps its place in the list (and in the keep rule's order).
    expect((await channels['games:list'].handler(a, undefined)).games[0]!.savedAt).toBe(playedAt);
    await choose(a, 6);
    const before = position(a);
    const b = app(dir);
    const listed = (await channels['games:list'].handler(b, undefined)).games[0]!;
    expect(listed).toMatchObject({ id, name: 'Friday night', pinned: true, moves: before.ply });
    await channels['games:continue'].handler(b, { id });
    expect(position(b)).toEqual(before);
  });

  it('a loaded save of an earlier version is played on in a new record; the save file stays as it was', async () => {
    const dir = dataDir();
    const saves = join(dir, 'saves');
    mkdirSync(saves, { recursive: true });
    const fixture = join(import.meta.dirname, '../../../tests/fixtures/saves-v1/standard-4p.json');
    copyFileSync(fixture, join(saves, 'autosave.json'));
    const a = app(dir);
    await channels['game:load'].handler(a, { name: 'autosave' });
    await choose(a, 1);
    const before = position(a);
    expect(readFileSync(join(saves, 'autosave.json'))).toEqual(readFileSync(fixture));
    const b = app(dir);
    const { games } = await channels['games:list'].handler(b, undefined);
    expect(games).toHaveLength(1);
    await channels['games:continue'].handler(b, { id: games[0]!.id });
    expect(position(b)).toEqual(before);
  });

  it('a saved copy can be deleted; the game played on from it stays in the list', async () => {
    const dir = dataDir();
    const a = app(dir);
    await channels['game:new'].handler(a, { config: TWO_PEOPLE, seed: 12 });
    await choose(a, 2);
    await channels['game:save'].handler(a, { name: 'Copy' });
    await channels['game:load'].handler(a, { name: 'Copy' });
    await choose(a, 1);
    expect(await channels['game:delete'].handler(a, { name: 'copy' })).toEqual({ name: 'copy' });
    expect((await channels['game:list'].handler(a, undefined)).saves).toEqual([]);
    await expect(channels['game:delete'].handler(a, { name: 'Copy' })).rejects.toMatchObject({ code: 'not-found' });
    expect((await channels['games:list'].handler(a, undefined)).games).toHaveLength(2);
  });

  it('a deleted game is gone from the list, and the game on the table is not kept again under another record', async () => {
    const dir = dataDir();
    const a = app(dir);
    await channels['game:new'].handler(a, { config: TWO_PEOPLE, seed: 8 });
    await choose(a, 2);
    const id = (await channels['games:list'].handler(a, undefined)).games[0]!.id;
    await channels['games:delete'].handler(a, { id });
    await choose(a, 2);
    expect((await channels['games:list'].handler(a, undefined)).games).toEqual([]);
    await expect(channels['games:continue'].handler(a, { id })).rejects.toMatchObject({ code: 'not-found' });
  });
});

describe('finished games are kept up to a limit', () => {
  function finished(i: number) {
    const g = dummyGame(3, { seed: i });
    g.snapshot.phase = 'end';
    g.hash = dummyHash(g);
    return g;
  }

  it('the oldest unpinned finished games go first; pinned games and games in progress stay', async () => {
    const dir = dataDir();
    let t = Date.UTC(2026, 0, 1);
    const store = new GameRecordStore(dir, { verify: dummyVerify, fsync: false, now: () => new Date((t += 60_000)) });
    const meta = { createdAt: new Date(t).toISOString(), pinned: false };
    for (let i = 0; i < 6; i++) await store.checkpoint(`g-old${i}-0000000${i}`, finished(i), { name: `Finished ${i}`, meta: { ...meta, pinned: i === 0 } });
    await store.checkpoint('g-play-00000009', dummyGame(2, { seed: 99 }), { name: 'In progress', meta });
    const removed = await store.prune(2);
    // Kept: the pinned oldest (0), the two newest finished (4, 5), the game in progress.
    expect(removed.sort()).toEqual(['g-old1-00000001', 'g-old2-00000002', 'g-old3-00000003']);
    const names = (await store.list()).games.map((g) => g.name).sort();
    expect(names).toEqual(['Finished 0', 'Finished 4', 'Finished 5', 'In progress']);
  });

  it('a finished game keeps its final scores in its record, for the list', async () => {
    const dir = dataDir();
    const a = app(dir);
    const config: GameConfig = { ...TWO_PEOPLE, seats: TWO_PEOPLE.seats.map((s) => ({ ...s })) };
    await channels['game:new'].handler(a, { config, seed: 21 });
    while (a.session.decisionSeat() !== null) await choose(a, 1);
    const scores = JSON.parse(JSON.stringify(a.session.seatView(0).scores)) as unknown;
    const { games } = await channels['games:list'].handler(app(dir), undefined);
    expect(games[0]).toMatchObject({ status: 'finished', scores, moves: a.session.choices().length });
  }, 60_000);
});

describe('a game whose end was not checkpointed', () => {
  it('continued, it becomes a finished game with its scores (its last choices were in the journal)', async () => {
    const dir = dataDir();
    // The game's choices, made on a session of the test's own (no game in play, nothing kept).
    const a = new Session();
    a.newGame(TWO_PEOPLE, 31);
    const all = [];
    while (a.decisionSeat() !== null) {
      const seat = a.decisionSeat()!;
      const action = a.seatView(seat).legal[0]!.action;
      a.apply(seat, action);
      all.push(action);
    }
    // As if the app stopped after the journal took the last choices, before the game's end was written.
    const records = new GameRecordStore(join(dir, 'saves', 'games'), engineChecks(defaultEngine));
    const checked = all.length - 3;
    const config = a.config();
    const start = defaultEngine.replay(config, 31, all.slice(0, checked));
    const id = 'g-end-0000abcd';
    await records.checkpoint(id, { config, seed: 31, actions: all.slice(0, checked), snapshot: start as unknown as Record<string, unknown>, hash: defaultEngine.stateHash(start) }, { name: 'Cut short', meta: { createdAt: new Date().toISOString(), pinned: false } });
    for (let at = checked; at < all.length; at++) await records.append(id, { at, action: all[at]! });
    await records.close();

    const b = app(dir);
    expect((await channels['games:list'].handler(b, undefined)).games[0]).toMatchObject({ status: 'playing', moves: all.length });
    await channels['games:continue'].handler(b, { id });
    const scores = JSON.parse(JSON.stringify(b.session.seatView(0).scores)) as unknown;
    expect(scores).not.toBeNull();
    expect((await channels['games:list'].handler(app(dir), undefined)).games[0]).toMatchObject({ status: 'finished', moves: all.length, scores });
  }, 60_000);
});

describe('the game keeper', () => {
  it('a failing disk is reported, and play goes on', async () => {
    const dir = dataDir();
    const records = new GameRecordStore(join(dir, 'no', 'such'), { verify: dummyVerify });
    // A file where the games folder should be: nothing can be written there.
    mkdirSync(join(dir, 'no'));
    copyFileSync(join(import.meta.dirname, '../../../tests/fixtures/saves-v1/manifest.json'), join(dir, 'no', 'such'));
    const keeper = new GameKeeper({ records, campaigns: null, campaignJournalDir: null });
    const driver = new GameDriver({ autosaver: keeper, botPauseMs: 0 });
    const errors: string[] = [];
    driver.subscribe((e) => void (e.type === 'error' && errors.push(e.code)));
    await driver.start((t) => t.newGame(TWO_PEOPLE, 3, { kind: 'record' }));
    const seat = driver.session.decisionSeat()!;
    await driver.act(seat, driver.session.seatView(seat).legal[0]!.action);
    expect(keeper.lastError).toBeTruthy();
    expect(errors).toEqual(['autosave-failed']);
    expect(driver.session.seatView(0).savedPly).toBeNull();
    // Play goes on: the next choice is taken all the same.
    const next = driver.session.decisionSeat()!;
    await driver.act(next, driver.session.seatView(next).legal[0]!.action);
    expect(driver.session.choices()).toHaveLength(2);
  });
});
