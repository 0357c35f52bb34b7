import { describe, expect, it } from 'vitest';
import * as engine from '../../engine/index.js';
import type { GameConfig } from '../../engine/core/types.js';
import { RulesError } from '../../engine/core/errors.js';
import { msg } from '../../engine/core/message.js';
import { sayEnglish } from '../../shared/i18n/format.js';
import { Session, type EngineApi, type GameSession } from './session.js';
import { GameDriver } from './driver.js';
import { defaultDataDir, resolveDataDir } from '../paths.js';

const CONFIG: GameConfig = {
  seats: [
    { clan: 'tortoise', controller: 'human' },
    { clan: 'koi', controller: 'human' },
    { clan: 'crane', controller: 'human' },
  ],
  mode: 'standard',
  palaceAlt: false,
  dragon: false,
  asymmetric: false,
};

function code(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    if (e instanceof RulesError) return e.code;
    throw e;
  }
  throw new Error('expected a RulesError');
}

async function refusal(choice: Promise<unknown>): Promise<RulesError> {
  try {
    await choice;
  } catch (e) {
    if (e instanceof RulesError) return e;
    throw e;
  }
  throw new Error('expected a RulesError');
}

/** The driver that alone changes its session (driver.ts), and that session. */
function table(engineApi?: EngineApi): { s: GameSession; d: GameDriver } {
  const d = new GameDriver(engineApi ? { engine: engineApi } : {});
  return { s: d.session, d };
}

/** Puts a new game in place through the driver. */
const begin = (d: GameDriver, config: GameConfig, seed: number) => d.start((t) => t.newGame(config, seed, { kind: 'record' }));

describe('Session', () => {
  it('plays a whole game through seat views only, and replays to the same hash', async () => {
    const { s, d } = table();
    await begin(d, CONFIG, 11);
    let steps = 0;
    for (;;) {
      const seat = s.decisionSeat();
      if (seat === null) break;
      const mine = s.seatView(seat);
      expect(mine.yourTurn).toBe(true);
      // The other seats are told who decides, but get no choices.
      for (let other = 0; other < 3; other++) if (other !== seat) expect(s.seatView(other).legal).toEqual([]);
      await d.act(seat, mine.legal[steps % mine.legal.length]!.action);
      steps++;
      if (steps > 20_000) throw new Error('game did not end');
    }
    const end = s.seatView(0);
    expect(end.gameOver).toBe(true);
    expect(end.decision).toBeNull();
    expect(end.scores?.seats).toHaveLength(3);
    expect((await refusal(d.act(0, { t: 'pass' }))).code).toBe('game-over');

    const rec = s.record();
    expect(rec.actions).toHaveLength(steps);
    const again = new Session();
    again.restore(rec);
    expect(again.hash()).toBe(s.hash());
    expect(engine.stateHash(engine.replay(rec.config, rec.seed, rec.actions))).toBe(rec.hash);
  });

  it('refuses a record that does not replay to its hash, keeping the current game', () => {
    const s = new Session();
    s.newGame(CONFIG, 1);
    const before = s.hash();
    const other = new Session();
    other.newGame(CONFIG, 2);
    expect(code(() => s.restore({ ...other.record(), hash: '0000000000000000' }))).toBe('save-mismatch');
    expect(s.hash()).toBe(before);
  });

  it('refuses illegal and out-of-turn actions without changing anything', async () => {
    const { s, d } = table();
    await begin(d, CONFIG, 3);
    const before = s.hash();
    const seat = s.decisionSeat()!;
    const legal = s.seatView(seat).legal[0]!.action;
    expect((await refusal(d.act((seat + 1) % 3, legal))).code).toBe('not-your-turn');
    expect((await refusal(d.act(seat, { t: 'place', kin: 12345, spot: 's0.0' }))).code).not.toBe('');
    expect((await refusal(d.act(7, legal))).code).toBe('bad-seat');
    expect(s.hash()).toBe(before);
    expect(s.record().actions).toEqual([]);
  });

  it('each legal choice carries the table target the engine gives it (a placement: its spot)', () => {
    const s = new Session();
    s.newGame(CONFIG, 3);
    const legal = s.seatView(s.decisionSeat()!).legal;
    expect(legal.length).toBeGreaterThan(0);
    for (const c of legal) {
      if (c.action.t !== 'place') continue;
      expect(c.target).toMatchObject({ on: 'spot', spot: c.action.spot });
    }
    expect(legal.map((c) => c.target)).toEqual(legal.map((c) => engine.choiceTarget(s.state(), c.action)));
  });

  it('hides the prompt of a secret decision from the other seats', () => {
    const fake: EngineApi = {
      ...engine,
      currentDecision: () => ({ seat: 1, kind: 'asymRevelations', prompt: msg('legacy.text', { text: 'Choose which card to keep: the Tiger' }), secret: true }),
      legalActions: () => [{ t: 'card', card: 4 }],
    };
    const s = new Session(fake);
    s.newGame(CONFIG, 5);
    expect(s.seatView(0).decision).toMatchObject({ seat: 1, kind: 'secret', secret: true });
    expect(JSON.stringify(s.seatView(0))).not.toContain('Tiger');
    expect(sayEnglish(s.seatView(1).decision!.prompt)).toContain('Tiger');
    expect(s.seatView(1).legal).toHaveLength(1);
  });

  it('refuses a choice out of turn without naming what the seat choosing in secret was shown', async () => {
    const { s, d } = table();
    await begin(d, { ...CONFIG, seats: CONFIG.seats.slice(0, 2), asymmetric: true }, 3);
    const decision = engine.currentDecision(s.state())!;
    // The asymmetric start opens with a secret choice whose prompt names the kin that seat drew.
    expect(decision.secret).toBe(true);
    const other = (decision.seat + 1) % 2;
    const refused = await refusal(d.act(other, { t: 'pass' }));
    const message = sayEnglish(refused.words);
    expect(refused.code).toBe('not-your-turn');
    expect(message).not.toContain(sayEnglish(decision.prompt));
    expect(JSON.stringify(refused.words)).not.toContain(decision.prompt.id);
    expect(message).not.toMatch(/Secret choice|Archer|fighter/);
    expect(message).toBe(`It is not your choice now: seat ${decision.seat + 1} is choosing in secret.`);
  });

  it('a refusal out of turn still names an open choice', async () => {
    const { s, d } = table();
    await begin(d, CONFIG, 3);
    const decision = engine.currentDecision(s.state())!;
    expect(decision.secret).toBeFalsy();
    const refused = await refusal(d.act((decision.seat + 1) % 3, { t: 'pass' }));
    expect(sayEnglish(refused.words)).toContain(sayEnglish(decision.prompt));
  });

  it('has no game until one is started', () => {
    const s = new Session();
    expect(s.hasGame).toBe(false);
    expect(s.hash()).toBeNull();
    expect(code(() => s.seatView(0))).toBe('no-game');
  });
});

describe('data folder', () => {
  it('prefers RYOZEN_DATA_DIR, then Electron userData, then the per-user folder', () => {
    expect(resolveDataDir({ env: { RYOZEN_DATA_DIR: '/tmp/r' }, electronUserData: '/u' })).toBe('/tmp/r');
    expect(resolveDataDir({ env: {}, electronUserData: '/u/Ryozen' })).toBe('/u/Ryozen');
    expect(resolveDataDir({ env: {}, platform: 'linux', home: '/home/a' })).toBe('/home/a/.config/Ryozen');
    expect(defaultDataDir('darwin', '/Users/a')).toBe('/Users/a/Library/Application Support/Ryozen');
    expect(defaultDataDir('win32', 'C:\\Users\\a', { APPDATA: 'C:\\Users\\a\\AppData\\Roaming' })).toBe('C:\\Users\\a\\AppData\\Roaming\\Ryozen');
  });
});
