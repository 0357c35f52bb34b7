// Every refusal of the gate leaves the session exactly as it was: checked by
// the real state hash before and after, with the real engine.
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { channel, channels, type ApiContext, type ChannelTable } from './channel-table.js';
import { dispatch, isAppUrl, type Sender } from './ipc-guard.js';
import type { GameSession } from '../game/session.js';
import { GameDriver } from '../game/driver.js';
import type { GameConfig } from '../../engine/core/types.js';
import { sayEnglish } from '../../shared/i18n/format.js';

const CONFIG: GameConfig = {
  seats: [
    { clan: 'crane', controller: 'human' },
    { clan: 'koi', controller: 'human' },
  ],
  mode: 'standard',
  palaceAlt: false,
  dragon: false,
  asymmetric: false,
};

const WEB_OK: Sender = { kind: 'web', authenticated: true };
const APP_URL = 'file:///opt/Ryozen/resources/app.asar/dist/renderer/index.html';
const ELECTRON_OK: Sender = { kind: 'electron', frameUrl: APP_URL, mainFrame: true, appUrl: APP_URL };
const table = channels as ChannelTable;

/** A context with only a driver and its session: no saves, no computer players. */
function bareContext(): ApiContext {
  const driver = new GameDriver();
  return { session: driver.session, driver, saves: null };
}

async function started(): Promise<ApiContext> {
  const ctx = bareContext();
  const reply = await dispatch(table, ctx, 'game:new', { config: CONFIG, seed: 42 }, WEB_OK);
  expect(reply.ok).toBe(true);
  return ctx;
}

/** The engine's own error code for a refused call, checked on a throwaway copy of the session. */
async function engineCode(ctx: ApiContext, channelName: string, payload: unknown): Promise<string> {
  const copy = bareContext();
  await copy.driver.start((t) => t.restore(ctx.session.record(), { kind: 'record' }));
  const reply = await dispatch(table, copy, channelName, payload, WEB_OK);
  if (reply.ok) throw new Error(`${channelName} was expected to be refused`);
  expect(reply.error.code).not.toMatch(/^(internal|invalid-payload|forbidden-sender|unknown-channel)$/);
  return reply.error.code;
}

/** Runs one call and asserts it was refused with `code` and the state hash did not move. */
async function expectRefused(ctx: ApiContext, channelName: unknown, payload: unknown, sender: Sender, code: string) {
  const before = ctx.session.hash();
  const plyBefore = ctx.session.record().actions.length;
  const reply = await dispatch(table, ctx, channelName, payload, sender);
  if (reply.ok) throw new Error(`${String(channelName)} was expected to be refused`);
  expect(reply.error.code).toBe(code);
  expect(reply.error.message.length).toBeGreaterThan(10);
  expect(ctx.session.hash()).toBe(before);
  expect(ctx.session.record().actions.length).toBe(plyBefore);
  return reply;
}

describe('dispatch: the happy path', () => {
  it('starts a game, shows the deciding seat its choices and applies one', async () => {
    const ctx = await started();
    const seat = ctx.session.decisionSeat();
    expect(seat).not.toBeNull();
    const view = await dispatch(table, ctx, 'game:view', { seat }, ELECTRON_OK);
    if (!view.ok) throw new Error(view.error.message);
    const sv = view.result as ReturnType<GameSession['seatView']>;
    expect(sv.yourTurn).toBe(true);
    expect(sv.legal.length).toBeGreaterThan(0);
    expect('rng' in (sv.view as object)).toBe(false);

    const before = ctx.session.hash();
    const act = await dispatch(table, ctx, 'game:act', { seat, action: sv.legal[0]!.action }, ELECTRON_OK);
    // A small acknowledgement: the new view comes as an event from the driver.
    expect(act).toEqual({ ok: true, result: { ply: 1 } });
    expect(ctx.session.hash()).not.toBe(before);
    expect(ctx.session.record().actions).toEqual([sv.legal[0]!.action]);
  });

});

describe('dispatch: refusals run no handler and leave the session unchanged', () => {
  it('unknown channel', async () => {
    const ctx = await started();
    const r = await expectRefused(ctx, 'game:cheat', { seat: 0 }, WEB_OK, 'unknown-channel');
    expect(r.error.message).toContain('game:cheat');
    await expectRefused(ctx, 42, {}, WEB_OK, 'unknown-channel');
    await expectRefused(ctx, '__proto__', {}, WEB_OK, 'unknown-channel');
    await expectRefused(ctx, 'constructor', {}, WEB_OK, 'unknown-channel');
  });

  it('payload failing the schema names the issue', async () => {
    const ctx = await started();
    const seat = ctx.session.decisionSeat();
    const r1 = await expectRefused(ctx, 'game:act', { seat, action: { t: 'teleport' } }, WEB_OK, 'invalid-payload');
    expect(r1.error.message).toMatch(/action\.t/);
    const r2 = await expectRefused(ctx, 'game:act', { seat: 'zero', action: { t: 'pass' } }, WEB_OK, 'invalid-payload');
    expect(r2.error.message).toMatch(/seat/);
    const r3 = await expectRefused(ctx, 'game:view', { seat: 0, extra: true }, WEB_OK, 'invalid-payload');
    expect(r3.error.message).toMatch(/extra/);
    await expectRefused(ctx, 'game:view', null, WEB_OK, 'invalid-payload');
    await expectRefused(ctx, 'game:new', { config: { ...CONFIG, seats: [] } }, WEB_OK, 'invalid-payload');
    await expectRefused(ctx, 'game:save', { name: '../../etc/passwd' }, WEB_OK, 'invalid-payload');
  });

  it('foreign Electron senders', async () => {
    const ctx = await started();
    const payload = { seat: 0 };
    await expectRefused(ctx, 'game:view', payload, { ...ELECTRON_OK, frameUrl: 'https://evil.example/' }, 'forbidden-sender');
    await expectRefused(ctx, 'game:view', payload, { ...ELECTRON_OK, frameUrl: 'file:///tmp/other.html' }, 'forbidden-sender');
    await expectRefused(ctx, 'game:view', payload, { ...ELECTRON_OK, frameUrl: null }, 'forbidden-sender');
    await expectRefused(ctx, 'game:view', payload, { ...ELECTRON_OK, mainFrame: false }, 'forbidden-sender');
    // Even a valid action is refused from a foreign frame.
    const legal = ctx.session.seatView(ctx.session.decisionSeat()!).legal;
    await expectRefused(ctx, 'game:act', { seat: 0, action: legal[0]!.action }, { ...ELECTRON_OK, frameUrl: 'http://127.0.0.1:1/' }, 'forbidden-sender');
  });

  it('unauthenticated web connections', async () => {
    const ctx = await started();
    await expectRefused(ctx, 'game:view', { seat: 0 }, { kind: 'web', authenticated: false }, 'forbidden-sender');
  });

  it('checks the sender before anything else, so even an unknown channel reveals nothing', async () => {
    const ctx = await started();
    const r = await expectRefused(ctx, 'game:cheat', {}, { kind: 'web', authenticated: false }, 'forbidden-sender');
    expect(r.error.message).not.toContain('game:view');
  });

  it('the handler never runs on a refusal', async () => {
    const handler = vi.fn(() => 'ran');
    const small: ChannelTable = { 'x:y': channel(z.strictObject({ n: z.number() }), handler) };
    const ctx = bareContext();
    expect((await dispatch(small, ctx, 'x:y', { n: 'no' }, WEB_OK)).ok).toBe(false);
    expect((await dispatch(small, ctx, 'x:y', { n: 1 }, { kind: 'web', authenticated: false })).ok).toBe(false);
    expect((await dispatch(small, ctx, 'x:z', { n: 1 }, WEB_OK)).ok).toBe(false);
    expect(handler).not.toHaveBeenCalled();
    expect(await dispatch(small, ctx, 'x:y', { n: 1 }, WEB_OK)).toEqual({ ok: true, result: 'ran' });
  });
});

describe('dispatch: engine refusals become replies', () => {
  it('a seat acting out of turn', async () => {
    const ctx = await started();
    const decider = ctx.session.decisionSeat()!;
    const legal = ctx.session.seatView(decider).legal;
    const r = await expectRefused(ctx, 'game:act', { seat: 1 - decider, action: legal[0]!.action }, WEB_OK, 'not-your-turn');
    expect(r.error.message).toMatch(/not your choice/i);
  });

  it('an illegal action (RulesError from the engine)', async () => {
    const ctx = await started();
    const decider = ctx.session.decisionSeat()!;
    const code = await engineCode(ctx, 'game:act', { seat: decider, action: { t: 'place', kin: 999, spot: 's9.9' } });
    await expectRefused(ctx, 'game:act', { seat: decider, action: { t: 'place', kin: 999, spot: 's9.9' } }, WEB_OK, code);
    await expectRefused(ctx, 'game:act', { seat: decider, action: { t: 'side', side: 3 } }, WEB_OK, await engineCode(ctx, 'game:act', { seat: decider, action: { t: 'side', side: 3 } }));
  });

  it('a seat that is not in the game', async () => {
    const ctx = await started();
    await expectRefused(ctx, 'game:view', { seat: 3 }, WEB_OK, 'bad-seat');
  });

  it('an invalid config (RulesError from createGame) keeps the game in progress', async () => {
    const ctx = await started();
    const teamOfTwo = { config: { ...CONFIG, mode: 'team' } };
    await expectRefused(ctx, 'game:new', teamOfTwo, WEB_OK, await engineCode(ctx, 'game:new', teamOfTwo));
  });

  it('no game yet', async () => {
    const ctx = bareContext();
    const r = await dispatch(table, ctx, 'game:view', { seat: 0 }, WEB_OK);
    expect(r).toMatchObject({ ok: false, error: { code: 'no-game' } });
  });

  it('saves not wired yet', async () => {
    const ctx = await started();
    await expectRefused(ctx, 'game:list', undefined, WEB_OK, 'saves-unavailable');
    await expectRefused(ctx, 'game:save', { name: 'first game' }, WEB_OK, 'saves-unavailable');
    await expectRefused(ctx, 'game:load', { name: 'first game' }, WEB_OK, 'saves-unavailable');
  });
});

describe('refusals carry words for the player and their English for the logs', () => {
  const spoken = (r: Awaited<ReturnType<typeof dispatch>>) => {
    if (r.ok) throw new Error('expected a refusal');
    expect(r.error.words).toBeDefined();
    expect(sayEnglish(r.error.words!)).toBe(r.error.message);
    return r.error;
  };

  it("a service's refusal (ApiError)", async () => {
    const e = spoken(await dispatch(table, await started(), 'game:list', undefined, WEB_OK));
    expect(e).toMatchObject({ code: 'saves-unavailable', words: { id: 'main.unavailable.saves' } });
  });

  it("the session's refusal out of turn names the open choice in words", async () => {
    const ctx = await started();
    const decider = ctx.session.decisionSeat()!;
    const legal = ctx.session.seatView(decider).legal;
    const e = spoken(await dispatch(table, ctx, 'game:act', { seat: 1 - decider, action: legal[0]!.action }, WEB_OK));
    expect(e.words).toMatchObject({ id: 'main.act.notYourTurn', args: { n: decider + 1, prompt: ctx.session.seatView(decider).decision!.prompt } });
  });

  it("an engine refusal passes its own words on", async () => {
    const ctx = await started();
    const decider = ctx.session.decisionSeat()!;
    const r = await dispatch(table, ctx, 'game:act', { seat: decider, action: { t: 'place', kin: 999, spot: 's9.9' } }, WEB_OK);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.words?.id).toMatch(/^rules\./);
  });

  it('a refused save name says why in the save rule\'s words; another bad payload only that the request was refused', async () => {
    const ctx = await started();
    const named = await dispatch(table, ctx, 'game:save', { name: 'CON' }, WEB_OK);
    expect(named).toMatchObject({ ok: false, error: { code: 'invalid-payload', words: { id: 'main.saveName.reserved', args: { name: 'CON' } } } });
    // The log's English names the field too.
    if (!named.ok) expect(named.error.message).toBe(`Invalid payload for game:save: name: ${sayEnglish(named.error.words!)}.`);
    const r = await dispatch(table, ctx, 'game:view', { seat: 'one' }, WEB_OK);
    expect(r).toMatchObject({ ok: false, error: { code: 'invalid-payload', words: { id: 'main.gate.invalidPayload', args: { channel: 'game:view' } } } });
    if (!r.ok) expect(r.error.message).toMatch(/^Invalid payload for game:view: seat: /);
  });

  it("a seat's device refused a desktop channel", async () => {
    const e = spoken(await dispatch(table, await started(), 'game:new', { config: CONFIG }, { kind: 'web', authenticated: true, seat: 0 }));
    expect(e).toMatchObject({ code: 'forbidden', words: { id: 'main.gate.desktopOnly' } });
  });
});

describe('isAppUrl', () => {
  it('accepts the app file with any query or hash, and the dev server origin', () => {
    expect(isAppUrl(APP_URL + '?token=1#x', APP_URL)).toBe(true);
    expect(isAppUrl('http://localhost:5173/some/route', 'http://localhost:5173/')).toBe(true);
  });
  it('refuses other files, other origins and garbage', () => {
    expect(isAppUrl('file:///opt/Ryozen/resources/app.asar/dist/renderer/evil.html', APP_URL)).toBe(false);
    expect(isAppUrl('http://localhost:5174/', 'http://localhost:5173/')).toBe(false);
    expect(isAppUrl('not a url', APP_URL)).toBe(false);
    expect(isAppUrl(undefined, APP_URL)).toBe(false);
    expect(isAppUrl('data:text/html,hi', APP_URL)).toBe(false);
  });
});
