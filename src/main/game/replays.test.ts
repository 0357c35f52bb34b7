// Replays, export and import through the real channel table (dispatch), and
// one round over the web host's WebSocket: what a player watching a game back
// sees, what a seat may never see, and files that must be refused.
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeConfig } from '../../engine/config.js';
import type { GameConfig } from '../../engine/core/types.js';
import { channels, type ApiContext, type ChannelTable } from '../contract/channel-table.js';
import { createAppContext } from '../app-context.js';
import { defaultRecordName } from './game-keeper.js';
import { CURRENT_FORMAT_VERSION } from '../saves/format.js';
import { dispatch, type Sender } from '../contract/ipc-guard.js';
import type { ReplayFrame, ReplayInfo } from './replayed-game.js';
import { defaultEngine } from './session.js';
import { BotService } from './bot-service.js';
import { GameDriver } from './driver.js';
import { SECRET_LABEL, type GameEvent } from '../../shared/events.js';
import type { Msg } from '../../engine/core/message.js';
import { sayEnglish } from '../../shared/i18n/format.js';
import { connectClient } from '../web-host-test-support.js';
import { startWebHost } from '../web-host.js';
import { LIST_INDEX_FILE } from '../saves/list-index.js';

const WEB_OK: Sender = { kind: 'web', authenticated: true };
const table = channels as ChannelTable;

let tmp: string;
beforeEach(() => {
  tmp = mkdtempSync(path.join(tmpdir(), 'ryozen-replay-'));
});
afterEach(() => {
  rmSync(tmp, { recursive: true, force: true });
});

function context(): ApiContext {
  return createAppContext({ dataDir: path.join(tmp, 'data'), thinker: null, botPauseMs: 0 });
}

async function call<T>(ctx: ApiContext, channel: string, payload: unknown): Promise<T> {
  const reply = await dispatch(table, ctx, channel, payload, WEB_OK);
  if (!reply.ok) throw new Error(`${channel}: ${reply.error.code}: ${reply.error.message}`);
  return reply.result as T;
}

async function refusal(ctx: ApiContext, channel: string, payload: unknown): Promise<{ code: string; message: string }> {
  const reply = await dispatch(table, ctx, channel, payload, WEB_OK);
  if (reply.ok) throw new Error(`${channel} was expected to be refused`);
  return reply.error;
}

/** Plays `max` choices (or to the end) through the driver for whoever must choose, picking among the legal ones by a fixed pattern. */
async function play(ctx: ApiContext, max = 100_000): Promise<void> {
  const session = ctx.session;
  for (let i = 0; i < max; i++) {
    const seat = session.decisionSeat();
    if (seat === null) return;
    const legal = session.engine.legalActions(session.state());
    await ctx.driver.act(seat, legal[(i * 7) % legal.length]!);
  }
}

const threeSeats = (options: { asymmetric?: boolean } = {}): GameConfig => makeConfig({ players: 3, ...options });

async function finishedGame(ctx: ApiContext, config: GameConfig = threeSeats(), seed = 11): Promise<void> {
  await call(ctx, 'game:new', { config, seed });
  await play(ctx);
  expect(ctx.session.decisionSeat()).toBeNull();
}

describe('replay of a game', () => {
  it('a finished game replayed to its last move shows the scores the score screen showed', async () => {
    const ctx = context();
    await finishedGame(ctx);
    const shown = ctx.session.seatView(0).scores;
    const info = await call<ReplayInfo>(ctx, 'replay:open', { source: { kind: 'current' } });
    expect(info.finished).toBe(true);
    expect(info.steps).toHaveLength(ctx.session.record().actions.length);
    expect(info.scores).toEqual(shown);
    for (const seat of [0, 1, 2, 'all'] as const) {
      const last = await call<ReplayFrame>(ctx, 'replay:frame', { id: info.id, step: info.steps.length, seat });
      expect(last.view.gameOver).toBe(true);
      expect(last.view.scores).toEqual(shown);
    }
    // The timeline: rounds start where the round number changes, turns tick when a new seat's turn begins.
    expect(info.rounds.map((r) => r.round)).toEqual([1, 2, 3]);
    expect(info.rounds[0]).toEqual({ round: 1, step: 0 });
    for (const r of info.rounds.slice(1)) {
      expect((await call<ReplayFrame>(ctx, 'replay:frame', { id: info.id, step: r.step, seat: 0 })).view.view.round).toBe(r.round);
      expect((await call<ReplayFrame>(ctx, 'replay:frame', { id: info.id, step: r.step - 1, seat: 0 })).view.view.round).toBe(r.round - 1);
    }
    const ticks = info.steps.filter((s) => s.newTurn);
    expect(ticks[0]?.step).toBe(1);
    expect(ticks.map((s) => s.turn)).toEqual(ticks.map((_, i) => i + 1));
  });

  it('step 0 is the start position, and a frame offers no choice and no undo even to the seat that chose', async () => {
    const ctx = context();
    await call(ctx, 'game:new', { config: threeSeats(), seed: 5 });
    await play(ctx, 20);
    const info = await call<ReplayInfo>(ctx, 'replay:open', { source: { kind: 'current' } });
    const start = await call<ReplayFrame>(ctx, 'replay:frame', { id: info.id, step: 0, seat: 0 });
    expect(start.view.ply).toBe(0);
    expect(start.log.every((l) => l.ply === 0)).toBe(true);
    const decider = info.steps[5]!.seat;
    const frame = await call<ReplayFrame>(ctx, 'replay:frame', { id: info.id, step: 4, seat: decider });
    expect(frame.view).toMatchObject({ legal: [], yourTurn: false, canUndo: false, autosavedAt: null, savedPly: null });
    expect(frame.view.decision?.seat).toBe(decider);
  });

  it('a replay never changes the game in play', async () => {
    const ctx = context();
    await call(ctx, 'game:new', { config: threeSeats(), seed: 5 });
    await play(ctx, 30);
    const before = ctx.session.hash();
    const info = await call<ReplayInfo>(ctx, 'replay:open', { source: { kind: 'current' } });
    await call(ctx, 'replay:frame', { id: info.id, step: 3, seat: 1 });
    expect((await refusal(ctx, 'game:export', { source: { kind: 'current' } })).code).toBe('in-progress');
    expect(ctx.session.hash()).toBe(before);
    expect(ctx.session.record().actions).toHaveLength(30);
  });

  it('"all cards open" is refused while the game is unfinished and shows every hidden pile once it is over', async () => {
    const ctx = context();
    await call(ctx, 'game:new', { config: threeSeats(), seed: 3 });
    await play(ctx, 25);
    const open = await call<ReplayInfo>(ctx, 'replay:open', { source: { kind: 'current' } });
    expect(open.finished).toBe(false);
    const refused = await refusal(ctx, 'replay:frame', { id: open.id, step: 10, seat: 'all' });
    expect(refused.message).toBe('All cards open is only offered for finished games.');

    await play(ctx);
    const done = await call<ReplayInfo>(ctx, 'replay:open', { source: { kind: 'current' } });
    const all = await call<ReplayFrame>(ctx, 'replay:frame', { id: done.id, step: 10, seat: 'all' });
    const seat0 = await call<ReplayFrame>(ctx, 'replay:frame', { id: done.id, step: 10, seat: 0 });
    expect(all.seat).toBe('all');
    expect(all.view.seat).toBe(0);
    expect(all.view.view.kin.some((k) => k.type === 'hidden')).toBe(false);
    expect(all.view.view.players.flatMap((p) => p.pile).some((id) => id < 0)).toBe(false);
    // The same moment from seat 1's chair keeps the clan piles face down.
    expect(seat0.view.view.kin.some((k) => k.type === 'hidden')).toBe(true);
  });

  it('refuses a closed replay, a step past the end and a seat not in the game, with reasons', async () => {
    const ctx = context();
    expect((await refusal(ctx, 'replay:open', { source: { kind: 'current' } })).code).toBe('no-game');
    await call(ctx, 'game:new', { config: threeSeats(), seed: 5 });
    await play(ctx, 10);
    const first = await call<ReplayInfo>(ctx, 'replay:open', { source: { kind: 'current' } });
    expect((await refusal(ctx, 'replay:frame', { id: first.id, step: 11, seat: 0 })).message).toMatch(/steps 0 to 10/);
    expect((await refusal(ctx, 'replay:frame', { id: first.id, step: 1, seat: 3 })).message).toMatch(/no seat 4/);
    await call<ReplayInfo>(ctx, 'replay:open', { source: { kind: 'current' } });
    expect((await refusal(ctx, 'replay:frame', { id: first.id, step: 1, seat: 0 })).code).toBe('replay-closed');
    expect((await refusal(ctx, 'replay:open', { source: { kind: 'save', name: 'nothing-here' } })).message).toMatch(/no save called "nothing-here"/);
  });

  it("a damaged save is refused with the save loader's own reason", async () => {
    const ctx = context();
    await call(ctx, 'game:new', { config: threeSeats(), seed: 9 });
    await play(ctx, 12);
    await call(ctx, 'game:save', { name: 'evening' });
    const file = path.join(tmp, 'data', 'saves', 'evening.json');
    writeFileSync(file, readFileSync(file, 'utf8').slice(0, 300));
    const refused = await refusal(ctx, 'replay:open', { source: { kind: 'save', name: 'evening' } });
    expect(refused.code).toBe('truncated');
    expect(refused.message).toMatch(/^The save "evening" is incomplete/);
  });

  it('a saved game opens as a replay from its slot', async () => {
    const ctx = context();
    await call(ctx, 'game:new', { config: threeSeats(), seed: 9 });
    await play(ctx, 40);
    await call(ctx, 'game:save', { name: 'evening' });
    const info = await call<ReplayInfo>(ctx, 'replay:open', { source: { kind: 'save', name: 'evening' } });
    expect(sayEnglish(info.title)).toBe('evening');
    expect(info.steps).toHaveLength(40);
    // Saved to go on: no seat's hand is shown, only the table.
    const live = ctx.session.tableView();
    const last = await call<ReplayFrame>(ctx, 'replay:frame', { id: info.id, step: 40, seat: 2 });
    expect(last.tableOnly).toBe(true);
    expect(last.view.view).toEqual(live.view);
  });
});

describe('secrets in replays (asymmetric set-up)', () => {
  it('seat 2 sees at every step exactly what it saw live, and never seat 1 secret draws or purchases', async () => {
    const ctx = context();
    await call(ctx, 'game:new', { config: threeSeats({ asymmetric: true }), seed: 7 });
    const live: { view: unknown; log: unknown }[] = [];
    const record = () => {
      const v = ctx.session.seatView(1);
      live.push({ view: { ...v, legal: [], yourTurn: false, canUndo: false, autosavedAt: null, savedPly: null }, log: ctx.session.logSince(0).entries });
    };
    record();
    const secretWords: Msg[] = [];
    for (let i = 0; i < 60 && ctx.session.decisionSeat() !== null; i++) {
      const seat = ctx.session.decisionSeat()!;
      const state = ctx.session.state();
      const legal = ctx.session.engine.legalActions(state);
      const action = legal[legal.length - 1]!;
      // Seat 1 (index 0) swaps its fighter for a drawn kin in secret: the kin's words must not reach seat 2.
      if (seat === 0 && ctx.session.engine.currentDecision(state)?.secret) secretWords.push(ctx.session.engine.describeAction(state, action));
      await ctx.driver.act(seat, action);
      record();
    }
    expect(secretWords.length).toBe(2);
    // Seats' own views are replayed once the game is over (before, only the table's).
    await play(ctx);
    const info = await call<ReplayInfo>(ctx, 'replay:open', { source: { kind: 'current' } });
    expect(info.tableOnly).toBe(false);
    expect(info.steps.slice(0, 2).map((s) => sayEnglish(s.label))).toEqual(['Player 1 chose in secret.', 'Player 1 chose in secret.']);
    for (let step = 0; step < live.length; step++) {
      const frame = await call<ReplayFrame>(ctx, 'replay:frame', { id: info.id, step, seat: 1 });
      expect(frame.view).toEqual({ ...(live[step]!.view as object), game: frame.view.game });
      expect(frame.log).toEqual(live[step]!.log);
      const reveal = frame.log.some((l) => / reveals /.test(sayEnglish(l.msg)));
      if (!reveal) {
        const said = [...frame.log.map((l) => sayEnglish(l.msg)), ...info.steps.map((s) => sayEnglish(s.label))].join('\n');
        const text = JSON.stringify(frame) + JSON.stringify(info.steps);
        for (const words of secretWords) {
          expect(said).not.toContain(sayEnglish(words));
          expect(text).not.toContain(JSON.stringify(words));
        }
        const asym = (frame.view.view as unknown as { asym: { drawn: number[]; fighterSwap: number; bought: number[] }[] }).asym;
        expect(asym[0]).toMatchObject({ fighterSwap: -1, bought: [] });
        expect(asym[0]!.drawn.every((id) => id === -1)).toBe(true);
      }
    }
  });
});

describe('secrets in the live game', () => {
  it("a computer seat's secret pick reaches the screen only as 'chose in secret'", async () => {
    const config = threeSeats({ asymmetric: true });
    const bots = new BotService({ think: (state) => Promise.resolve(defaultEngine.legalActions(state).at(-1)!) });
    const driver = new GameDriver({ bots, botPauseMs: 0 });
    const session = driver.session;
    const moves: GameEvent[] = [];
    // The first computer move is enough: the driver stops its seats there.
    driver.subscribe((e) => {
      if (e.type !== 'move') return;
      moves.push(e);
      driver.halt();
    });
    await driver.start((t) => t.newGame({ ...config, seats: config.seats.map((s) => ({ ...s, controller: 'heuristic' as const })) }, 7, { kind: 'record' }));
    await driver.idle();
    expect(moves).toEqual([expect.objectContaining({ type: 'move', seat: 0, label: SECRET_LABEL, byComputer: true })]);
    expect(sayEnglish(SECRET_LABEL)).toBe('chose in secret');
    expect(moves[0]).not.toHaveProperty('action');
    expect(sayEnglish(session.logSince(0).entries.at(-1)!.msg)).toBe('Player 1 chose in secret.');
  });
});

describe('saves written by earlier versions', () => {
  const fixtures = path.join(import.meta.dirname, '../../../tests/fixtures/saves-v1');
  const manifest = JSON.parse(readFileSync(path.join(fixtures, 'manifest.json'), 'utf8')) as { kind: string; slot: string; what: string }[];
  for (const f of manifest.filter((e) => e.kind === 'game')) {
    it(`${f.what}: its replay's last step shows every seat what the loaded game shows it`, async () => {
      cpSync(fixtures, path.join(tmp, 'data', 'saves'), { recursive: true });
      const ctx = context();
      await call(ctx, 'game:load', { name: f.slot });
      const info = await call<ReplayInfo>(ctx, 'replay:open', { source: { kind: 'save', name: f.slot } });
      for (let seat = 0; seat < info.seats.length; seat++) {
        // An unfinished game replays the table's view whatever seat is asked.
        const live = info.finished ? ctx.session.seatView(seat) : ctx.session.tableView();
        const frame = await call<ReplayFrame>(ctx, 'replay:frame', { id: info.id, step: info.steps.length, seat });
        expect(frame.tableOnly).toBe(!info.finished);
        expect(frame.view).toEqual({ ...live, game: frame.view.game, legal: [], yourTurn: false, canUndo: false, autosavedAt: null, savedPly: null });
        expect(frame.log).toEqual(ctx.session.logSince(0).entries);
      }
    });
  }
});

describe('export and import', () => {
  /** The data folder's files, but the listing's index (and its write in progress): a cache the end of a game's pruning writes in the background. */
  function dataFiles(): string[] {
    const list = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? list(path.join(dir, e.name)) : [path.join(dir, e.name)]));
    return list(path.join(tmp, 'data'))
      .filter((f) => !path.basename(f).includes(LIST_INDEX_FILE))
      .sort();
  }

  it('an exported game is a save document that imports to the same replay', async () => {
    const ctx = context();
    await finishedGame(ctx);
    const source = await call<ReplayInfo>(ctx, 'replay:open', { source: { kind: 'current' } });
    const exported = await call<{ fileName: string; text: string }>(ctx, 'game:export', { source: { kind: 'current' } });
    expect(exported.fileName).toMatch(/^ryozen-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.ryozen\.json$/);
    // The file carries the game's name as the games list gives it, not a placeholder.
    const listed = defaultRecordName(ctx.session.state().config);
    expect(sayEnglish(source.title)).toBe(listed);
    expect(JSON.parse(exported.text)).toMatchObject({ format: 'ryozen-save', formatVersion: CURRENT_FORMAT_VERSION, kind: 'game', name: listed });
    // Another copy of Ryozen (a fresh context with its own data folder) opens it, under the same name.
    const other = createAppContext({ dataDir: path.join(tmp, 'other'), thinker: null });
    const imported = await call<ReplayInfo>(other, 'game:import', { text: exported.text, fileName: exported.fileName });
    expect(sayEnglish(imported.title)).toBe(listed);
    expect(imported.steps).toEqual(source.steps);
    expect(imported.scores).toEqual(source.scores);
    expect(other.session.hasGame).toBe(false);
  });

  it('a file exported by an earlier version, named "Current game", is titled with its file name instead', async () => {
    const ctx = context();
    await finishedGame(ctx);
    const exported = await call<{ text: string }>(ctx, 'game:export', { source: { kind: 'current' } });
    const old = JSON.stringify({ ...(JSON.parse(exported.text) as object), name: 'Current game' });
    const other = createAppContext({ dataDir: path.join(tmp, 'other'), thinker: null });
    const imported = await call<ReplayInfo>(other, 'game:import', { text: old, fileName: 'ryozen-sunday-rematch-2026-11-20.ryozen.json' });
    expect(sayEnglish(imported.title)).toBe('ryozen-sunday-rematch-2026-11-20');
    // Without a file name (a caller of the channel that has none), the name in the file stays.
    const bare = await call<ReplayInfo>(other, 'game:import', { text: old });
    expect(sayEnglish(bare.title)).toBe('Current game');
  });

  it('a damaged, truncated, newer or campaign file is refused with its reason and nothing changes', async () => {
    const ctx = context();
    await finishedGame(ctx, threeSeats(), 4);
    const { text } = await call<{ text: string }>(ctx, 'game:export', { source: { kind: 'current' } });
    await call(ctx, 'game:save', { name: 'kept' });
    const open = await call<ReplayInfo>(ctx, 'replay:open', { source: { kind: 'current' } });
    const hash = ctx.session.hash();
    const files = dataFiles();

    const doc = JSON.parse(text) as { formatVersion: number; game: { seed: number } };
    const campaignFile = readFileSync(path.join(import.meta.dirname, '../../../tests/fixtures/saves-v1/campaigns/c-mwte6w00-fde12935.json'), 'utf8');
    const cases: [string, string, RegExp][] = [
      ['hash-mismatch', JSON.stringify({ ...doc, game: { ...doc.game, seed: doc.game.seed + 1 } }), /replaying its moves does not lead to the position it recorded/],
      ['truncated', text.slice(0, Math.floor(text.length / 2)), /is incomplete/],
      ['newer-version', JSON.stringify({ ...doc, formatVersion: CURRENT_FORMAT_VERSION + 1 }), /newer version of Ryozen/],
      ['not-json', 'MZ\u0000\u0001 not a save', /damaged and cannot be opened/],
      ['campaign-file', campaignFile, /This file is a campaign, not a game/],
    ];
    for (const [code, bad, reason] of cases) {
      const r = await refusal(ctx, 'game:import', { text: bad });
      expect(r.code, code).toBe(code);
      expect(r.message).toMatch(reason);
      expect(ctx.session.hash()).toBe(hash);
      expect(dataFiles()).toEqual(files);
      // The replay open before is still the open one.
      expect((await call<ReplayFrame>(ctx, 'replay:frame', { id: open.id, step: 35, seat: 0 })).step).toBe(35);
    }
  });
});

describe('campaign replays', () => {
  it('a scenario finished now can be replayed; one finished before replays were kept cannot, with the reason', async () => {
    const ctx = context();
    const started = await call<{ id: string }>(ctx, 'campaign:create', {
      name: 'Winter of the Basilisk',
      allies: [
        { clan: 'crane', name: 'Aki', controller: 'human' },
        { clan: 'koi', name: 'Bo', controller: 'human' },
      ],
      difficulty: 'easy',
      goldenRuleAuto: true,
    });
    await play(ctx);
    // The driver handed the keeper the scenario's last choice: the campaign has recorded its end.
    const scores = ctx.session.seatView(0).scores;

    type Listing = { campaigns: { id: string; results: { replayable: boolean; game?: unknown }[] }[] };
    const listed = await call<Listing>(ctx, 'campaign:list', {});
    expect(listed.campaigns[0]!.results).toHaveLength(1);
    expect(listed.campaigns[0]!.results[0]!.replayable).toBe(true);
    // The listing stays small: the game itself is not sent with it.
    expect(listed.campaigns[0]!.results[0]!.game).toBeUndefined();
    const info = await call<ReplayInfo>(ctx, 'replay:open', { source: { kind: 'campaign', id: started.id, scenario: 0 } });
    expect(sayEnglish(info.title)).toMatch(/\(campaign\)$/);
    expect(info.finished).toBe(true);
    expect(info.scores).toEqual(scores);
    expect(info.seats.some((s) => s.isBasilisk)).toBe(true);
    const exported = await call<{ fileName: string }>(ctx, 'game:export', { source: { kind: 'campaign', id: started.id, scenario: 0 } });
    expect(exported.fileName).toMatch(/^ryozen-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.ryozen\.json$/);
    expect((await refusal(ctx, 'replay:open', { source: { kind: 'campaign', id: started.id, scenario: 1 } })).message).toMatch(/has not been finished yet/);

    // The same file as an earlier version wrote it: results without their game.
    const file = path.join(tmp, 'data', 'saves', 'campaigns', `${started.id}.json`);
    const doc = JSON.parse(readFileSync(file, 'utf8')) as { campaign: { results: Record<string, unknown>[] } };
    for (const r of doc.campaign.results) delete r.game;
    writeFileSync(file, JSON.stringify(doc));
    const old = await call<Listing>(ctx, 'campaign:list', {});
    expect(old.campaigns[0]!.results[0]!.replayable).toBe(false);
    const refused = await refusal(ctx, 'replay:open', { source: { kind: 'campaign', id: started.id, scenario: 0 } });
    expect(refused.message).toMatch(/was finished before this version of Ryozen kept replays/);
  });
});

describe('replays over the web host', () => {
  it('opens the current game and answers frames over the WebSocket', async () => {
    const renderer = path.join(tmp, 'renderer');
    mkdirSync(renderer, { recursive: true });
    writeFileSync(path.join(renderer, 'index.html'), '<!doctype html><title>Ryozen</title>');
    const host = await startWebHost({ port: 0, dataDir: path.join(tmp, 'data'), rendererDir: renderer, botPauseMs: 0 });
    try {
      const client = await connectClient(host);
      await client.call('game:new', { config: threeSeats(), seed: 21 });
      const info = await client.call<ReplayInfo>('replay:open', { source: { kind: 'current' } });
      expect(info.steps).toEqual([]);
      const frame = await client.call<ReplayFrame>('replay:frame', { id: info.id, step: 0, seat: 2 });
      // The game is not over: the table's view, whatever seat is asked.
      expect(frame).toMatchObject({ seat: 2, tableOnly: true, view: { seat: -1, legal: [] } });
      const bad = await client.raw('replay:frame', { id: info.id, step: 0, seat: 'everyone' });
      expect(bad.error?.code).toBe('invalid-payload');
      const unfinished = await client.raw('replay:frame', { id: info.id, step: 0, seat: 'all' });
      expect(unfinished.error?.message).toBe('All cards open is only offered for finished games.');
      client.close();
    } finally {
      await host.close();
    }
  });
});
