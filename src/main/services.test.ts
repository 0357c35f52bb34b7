// The play services through the web host, over a real WebSocket: the game
// log, undo, autosave, computer seats, and story campaigns that survive a
// restart of the host.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startWebHost, type WebHost } from './web-host.js';
import type { SeatView } from './game/session.js';
import type { GameEvent } from '../shared/events.js';
import type { LogEntry } from '../shared/views.js';
import { sayEnglish } from '../shared/i18n/format.js';
import { connectClient, type GameClient } from './web-host-test-support.js';
import { channels, type ChannelTable } from './contract/channel-table.js';
import { BotRunner } from './bots/bot-runner.js';
import { createAppContext } from './app-context.js';
import { dispatch, type Sender } from './contract/ipc-guard.js';
import { TWO_PEOPLE } from './app-test-support.js';

let tmp: string;
let renderer: string;
const hosts: WebHost[] = [];

beforeEach(() => {
  tmp = mkdtempSync(path.join(tmpdir(), 'ryozen-services-'));
  renderer = path.join(tmp, 'renderer');
  mkdirSync(renderer, { recursive: true });
  writeFileSync(path.join(renderer, 'index.html'), '<!doctype html><title>Ryozen</title>');
});

afterEach(async () => {
  for (const h of hosts.splice(0)) await h.close();
  rmSync(tmp, { recursive: true, force: true });
});

async function open(dataDir: string): Promise<{ host: WebHost; client: GameClient }> {
  const host = await startWebHost({ port: 0, dataDir, rendererDir: renderer, botPauseMs: 0 });
  hosts.push(host);
  return { host, client: await connectClient(host) };
}

/** Makes the first offered choice for whoever must decide, `n` times; answers the view of the seat at the screen then. */
async function playChoices(client: GameClient, n: number): Promise<SeatView> {
  let view = await client.call<SeatView>('game:view', {});
  for (let i = 0; i < n && view.yourTurn; i++) {
    await client.call('game:act', { seat: view.seat, action: view.legal[0]!.action });
    view = await client.call<SeatView>('game:view', {});
  }
  return view;
}

describe('play services over the web host', () => {
  it('keeps a plain-words log of every choice, and a player can take back their last choice', async () => {
    const { client } = await open(path.join(tmp, 'data'));
    await client.call('game:new', { config: TWO_PEOPLE, seed: 5 });
    const first = await client.call<SeatView>('game:view', { seat: 0 });
    expect(first.canUndo).toBe(false);
    const place = first.legal.find((c) => c.action.t === 'place' && c.action.spot === 'palace') ?? first.legal[0]!;
    const told = client.nextEvent((e) => e.type === 'view');
    expect(await client.call('game:act', { seat: 0, action: place.action })).toEqual({ ply: 1 });
    const after = await told;
    if (after.type !== 'view') throw new Error('not a view');
    expect(after.view.logLength).toBeGreaterThan(first.logLength);
    const log = await client.call<{ entries: LogEntry[]; total: number }>('game:log', { since: 0 });
    expect(log.total).toBe(after.view.logLength);
    expect(log.entries.some((e) => /palace/i.test(sayEnglish(e.msg)))).toBe(true);
    expect(after.view.canUndo).toBe(true);
    expect(await client.call('game:undo', { seat: 0 })).toEqual({ ply: 0 });
    const undone = await client.call<SeatView>('game:view', { seat: 0 });
    expect(undone.ply).toBe(0);
    expect(undone.logLength).toBe(first.logLength);
    // The other seat cannot take back a choice it did not make.
    await client.call('game:act', { seat: 0, action: place.action });
    const refused = await client.raw('game:undo', { seat: 1 });
    expect(refused.ok).toBe(false);
    expect(refused.error?.code).toBe('cannot-undo');
  });

  it('keeps every choice in the game\'s own record, listed by games:list', async () => {
    const dataDir = path.join(tmp, 'data');
    const { client } = await open(dataDir);
    await client.call('game:new', { config: TWO_PEOPLE, seed: 9 });
    const view = await playChoices(client, 12);
    expect(view.autosavedAt).not.toBeNull();
    expect(view.savedPly).toBe(view.ply);
    const files = readdirSync(path.join(dataDir, 'saves', 'games'));
    expect(files.some((f) => /^g-.*\.json$/.test(f))).toBe(true);
    const listed = await client.call<{ games: { moves: number; status: string }[] }>('games:list');
    expect(listed.games).toEqual([expect.objectContaining({ moves: view.ply, status: 'playing' })]);
  });

  it('a computer seat plays its own choices off the main thread, and nobody chooses for it', async () => {
    const { client } = await open(path.join(tmp, 'data'));
    const config = { ...TWO_PEOPLE, seats: [TWO_PEOPLE.seats[0], { clan: 'koi', controller: 'random', name: 'Bot' }] };
    await client.call('game:new', { config, seed: 3 });
    // Seat 0 (a person) chooses until its turn passes; the computer seat then plays by itself.
    let view = await client.call<SeatView>('game:view', { seat: 0 });
    while (view.decision?.seat === 0) {
      await client.call('game:act', { seat: 0, action: view.legal[0]!.action });
      view = await client.call<SeatView>('game:view', { seat: 0 });
    }
    const back = client.nextEvent((e) => e.type === 'view' && e.view.yourTurn);
    const refused = await client.raw('game:act', { seat: 1, action: { t: 'pass' } });
    expect(refused.error?.code).toMatch(/^(computer-seat|busy)$/);
    expect(await back).toMatchObject({ view: { seat: 0, yourTurn: true } });
    const computerMoves = client.events.filter((e) => e.type === 'move' && e.byComputer);
    expect(computerMoves.length).toBeGreaterThan(0);
    expect(computerMoves.every((e) => e.type === 'move' && e.seat === 1)).toBe(true);
    expect(client.sent.filter((c) => c.startsWith('bot:'))).toEqual([]);
  });

  it('a story campaign is created, played, and continued after the host restarts in exactly the same state', async () => {
    const dataDir = path.join(tmp, 'data');
    const first = await open(dataDir);
    const made = await first.client.call<{ id: string; scenarioId: string; decisionSeat: number }>('campaign:create', {
      name: 'Winter of the Basilisk',
      allies: [
        { clan: 'crane', name: 'Aki', controller: 'human' },
        { clan: 'koi', name: 'Bo', controller: 'human' },
      ],
      difficulty: 'medium',
      goldenRuleAuto: true,
    });
    expect(made.scenarioId).toBeTruthy();
    const before = await playChoices(first.client, 25);
    const listed = await first.client.call<{ campaigns: { id: string; name: string; hasGameInProgress: boolean }[] }>('campaign:list');
    expect(listed.campaigns.map((c) => c.name)).toEqual(['Winter of the Basilisk']);
    await first.client.call('campaign:rename', { id: made.id, name: 'The long winter' });
    first.client.close();
    await first.host.close();
    hosts.splice(hosts.indexOf(first.host), 1);

    const second = await open(dataDir);
    const again = await second.client.call<{ campaigns: { id: string; name: string }[] }>('campaign:list');
    expect(again.campaigns.map((c) => c.name)).toEqual(['The long winter']);
    await second.client.call('campaign:continue', { id: made.id });
    const seat = before.decision!.seat;
    const after = await second.client.call<SeatView>('game:view', { seat });
    // The turn in progress at the last autosave is the one continued: nothing earlier is lost.
    expect(after.ply).toBeLessThanOrEqual(before.ply);
    expect(after.ply).toBeGreaterThan(0);
    const redo = await playChoices(second.client, 0);
    expect(redo.view.round).toBe(after.view.round);
    await second.client.call('campaign:delete', { id: made.id });
    const gone = await second.client.call<{ campaigns: unknown[] }>('campaign:list');
    expect(gone.campaigns).toEqual([]);
  });
});

describe('computer seats and suggestions', () => {
  it('a suggestion asked while the computer thinks waits for its move instead of cancelling it', async () => {
    // The real worker-thread runner: a new request cancels the one in flight, as in the app.
    const runner = new BotRunner({ budgetMs: 400 });
    try {
      const ctx = createAppContext({ dataDir: path.join(tmp, 'data'), thinker: { think: (state, level, seed) => runner.think(state, level, seed) }, botPauseMs: 0 });
      const events: GameEvent[] = [];
      ctx.driver.subscribe((e) => events.push(e));
      const WEB: Sender = { kind: 'web', authenticated: true };
      const call = (channel: string, payload: unknown = {}) => dispatch(channels as ChannelTable, ctx, channel, payload, WEB);
      const config = { ...TWO_PEOPLE, seats: [{ clan: 'crane', controller: 'strong', name: 'Bot' }, TWO_PEOPLE.seats[1]] };
      const thinks = new Promise<void>((resolve) => ctx.driver.subscribe((e) => e.type === 'thinking' && e.seat === 0 && resolve()));
      await call('game:new', { config, seed: 3 });
      expect(ctx.session.decisionSeat()).toBe(0);
      // The driver starts the computer seat's thought just after the reply.
      await thinks;
      // The person at seat 1 asks: a computer seat's own choices are never suggested (or shown).
      const suggestion = call('bot:suggest', { seat: 1 });
      // Answered for a later position, or refused with why when the seat has nothing left to choose.
      const answer = await suggestion;
      if (answer.ok) expect(answer.result).toMatchObject({ index: expect.any(Number), label: expect.any(String) });
      else expect(answer.error).toMatchObject({ code: 'not-your-turn', message: expect.stringMatching(/nothing for this seat/) });
      await ctx.driver.idle();
      // The computer's move stood: its turn was played through to the person's choice.
      expect(events.filter((e) => e.type === 'move' && e.byComputer && e.seat === 0).length).toBeGreaterThan(0);
      expect(events.some((e) => e.type === 'error')).toBe(false);
      expect(ctx.session.decisionSeat()).toBe(1);
    } finally {
      await runner.dispose();
    }
  });
});

describe('start of the services', () => {
  it('removes temp files left by saves killed mid-write, and nothing else', async () => {
    const dataDir = path.join(tmp, 'data');
    const saves = path.join(dataDir, 'saves');
    const campaigns = path.join(saves, 'campaigns');
    mkdirSync(campaigns, { recursive: true });
    // A process that has ended, as a save killed mid-write leaves it: its pid is in the temp file's name.
    const dead = spawnSync(process.execPath, ['-e', '']).pid!;
    const keep: Record<string, string> = {
      'saves/evening.json': '{"kept": 1}',
      'saves/evening.json.bak1': '{"kept": 2}',
      'saves/campaigns/c-1.json': '{"kept": 3}',
      // another Ryozen still running (this test's parent) may be writing this one right now
      [`saves/.evening.json.${process.ppid}.0123456789ab.tmp`]: 'in progress',
    };
    const stale = [`saves/.evening.json.${dead}.00000000abcd.tmp`, `saves/campaigns/.c-1.json.${dead}.00000000abce.tmp`];
    for (const [name, text] of Object.entries(keep)) writeFileSync(path.join(dataDir, name), text);
    for (const name of stale) writeFileSync(path.join(dataDir, name), 'half a save');

    const ctx = createAppContext({ dataDir, thinker: null });
    await ctx.startup;

    const left = [...readdirSync(saves).map((f) => `saves/${f}`), ...readdirSync(campaigns).map((f) => `saves/campaigns/${f}`)];
    expect(left.filter((f) => f !== 'saves/campaigns').sort()).toEqual(Object.keys(keep).sort());
    for (const [name, text] of Object.entries(keep)) expect(readFileSync(path.join(dataDir, name), 'utf8')).toBe(text);
  });
});
