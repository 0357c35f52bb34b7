// PHOENIX PALACE ALTERNATIVE MODE, one test per rule sentence.
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, currentDecision, describeAction, legalActions } from '../index.js';
import { sayEnglish } from '../../shared/i18n/format.js';
import { RulesError } from '../core/errors.js';
import { makeConfig } from '../config.js';
import { visiblePalaceSpots, visibleWalls } from '../geometry/index.js';
import type { Action, GameState, Side } from '../core/types.js';
import {
  choose, clearBoard, copy, decisionKind, giveKin, placeKinAt, poolOfSeat, runTasks, setHand, setPool, startTurn, task,
} from '../test-support.js';
import { fuzzGames } from '../invariants-test-support.js';

const altGame = (players = 4, seed = 1, sides?: Side[]): GameState =>
  createGame(makeConfig({ players, palaceAlt: true, ...(sides ? { sides } : {}) }), seed);

/** A position at `seat`'s turn with a chosen hand, a rotation and pools. */
function turnOf(s0: GameState, seat: number, rotation: number, hand: Parameters<typeof setHand>[2] = ['apprentice']): GameState {
  const s = copy(s0);
  clearBoard(s);
  s.palace = { ...s.palace, rotation: rotation };
  setHand(s, seat, hand);
  return startTurn(s, seat);
}

const palaceSpotsOffered = (s: GameState): string[] =>
  [...new Set(legalActions(s).flatMap((a) => (a.t === 'place' && !a.spot.startsWith('s') ? [a.spot] : [])))].sort();

describe('Phoenix Palace alternative mode', () => {
  it('"Secure all 3 levels of the Palace on the rotating board": all three floors stand from the start', () => {
    expect(altGame().palace.floors).toBe(3);
    expect(createGame(makeConfig({ players: 4 }), 1).palace.floors).toBe(1);
  });

  it('"Ensure each player is sitting at a different side of the main board": two seats on one side are refused', () => {
    expect(() => createGame(makeConfig({ players: 2, palaceAlt: true, sides: [1, 1] }), 1)).toThrow(RulesError);
    expect(altGame(2, 1, [0, 2]).players.map((p) => p.side)).toEqual([0, 2]);
  });

  it('"kin placement in the Palace is only possible if the target spot is visible from the player\'s point of view" (every side and rotation)', () => {
    const base = altGame(4, 3);
    for (let seat = 0; seat < 4; seat++) {
      for (let rotation = 0; rotation < 6; rotation++) {
        const s = turnOf(base, seat, rotation);
        const side = s.players[seat]!.side;
        expect(palaceSpotsOffered(s)).toEqual([...visiblePalaceSpots(side, rotation)].sort());
        // The standard palace spot does not exist in this mode.
        expect(palaceSpotsOffered(s)).not.toContain('palace');
      }
    }
  });

  it('"While the placement on the pinnacle is always possible, battlements and outer wards positions may not always be"', () => {
    const s = turnOf(altGame(4, 2), 0, 0);
    const offered = palaceSpotsOffered(s);
    expect(offered).toContain('pinnacle');
    // At rotation 0 side 0 sees only wall 0.
    expect(offered.filter((x) => x !== 'pinnacle').sort()).toEqual(['battlement0', 'ward0']);
  });

  it('"Outer wards ... can accommodate 1 kin each": an occupied ward is not offered', () => {
    const s0 = copy(altGame(4, 4));
    clearBoard(s0);
    const k = giveKin(s0, 1, 'apprentice');
    k.loc = 'palace';
    k.at = 'ward0';
    setHand(s0, 0, ['apprentice']);
    const s = startTurn(s0, 0);
    expect(palaceSpotsOffered(s)).not.toContain('ward0');
  });

  it('"Place 1 kin in one of these spots to acquire a resource of any kind, then rotate the Phoenix Palace 1 sector clockwise" (outer ward)', () => {
    let s = turnOf(altGame(4, 5), 0, 0);
    const kin = legalActions(s).find((a) => a.t === 'place')! as Extract<Action, { t: 'place' }>;
    s = applyAction(s, { t: 'place', kin: kin.kin, spot: 'ward0' });
    expect(decisionKind(s)).toBe('gainResource');
    const lanterns = poolOfSeat(s, 0).lantern;
    s = choose(s, { t: 'res', res: 'lantern' });
    expect(poolOfSeat(s, 0).lantern).toBe(lanterns + 1);
    expect(s.palace.rotation).toBe(1);
    expect(s.kin[kin.kin]!.at).toBe('ward0');
  });

  it('"Place a kin in a battlement and, by spending a lantern, you can perform any daytime effect chosen from one of the 3 highlighted sectors. Then rotate"', () => {
    const s0 = copy(altGame(4, 6));
    setPool(s0, 0, { lantern: 1, scroll: 0 });
    let s = turnOf(s0, 0, 0);
    const kin = (legalActions(s).find((a) => a.t === 'place') as Extract<Action, { t: 'place' }>).kin;
    s = applyAction(s, { t: 'place', kin, spot: 'battlement0' });
    expect(decisionKind(s)).toBe('palaceLantern');
    // Rotation 0 highlights the Gates, the Capital and the Rim.
    expect(legalActions(s).filter((a) => a.t === 'sector').map((a) => (a as { sector: number }).sector)).toEqual([0, 1, 2]);
    s = choose(s, { t: 'sector', sector: 1 }); // the Capital: 2 scrolls and the top of the track
    expect(poolOfSeat(s, 0).lantern).toBe(0);
    expect(poolOfSeat(s, 0).scroll).toBe(2);
    expect(s.capital[0]).toBe(0);
    expect(s.palace.rotation).toBe(1);
  });

  it('a battlement without a lantern still rotates the palace, with no effect', () => {
    const s0 = copy(altGame(4, 7));
    setPool(s0, 0, { lantern: 0 });
    let s = turnOf(s0, 0, 0);
    const kin = (legalActions(s).find((a) => a.t === 'place') as Extract<Action, { t: 'place' }>).kin;
    s = applyAction(s, { t: 'place', kin, spot: 'battlement0' });
    expect(s.palace.rotation).toBe(1);
  });

  it('"Pinnacle ... gain a resource of any kind; you can also choose whether to spend a lantern (even one you have just gained)"', () => {
    const s0 = copy(altGame(4, 8));
    setPool(s0, 0, { lantern: 0 });
    let s = turnOf(s0, 0, 0);
    const kin = (legalActions(s).find((a) => a.t === 'place') as Extract<Action, { t: 'place' }>).kin;
    s = applyAction(s, { t: 'place', kin, spot: 'pinnacle' });
    s = choose(s, { t: 'res', res: 'lantern' });
    expect(decisionKind(s)).toBe('palaceLantern');
    s = choose(s, { t: 'sector', sector: 0 }); // the Gates: +1 lantern, then an optional event discard
    if (decisionKind(s) === 'discardEvent') s = choose(s, { t: 'pass' });
    expect(poolOfSeat(s, 0).lantern).toBe(1);
    expect(s.palace.rotation).toBe(1);
  });

  it('"a new one can always be placed there, bumping the previous one ... That kin is considered removed from the game until the end of the current round"', () => {
    const s0 = copy(altGame(4, 9));
    clearBoard(s0);
    const holder = giveKin(s0, 1, 'fighter');
    holder.loc = 'palace';
    holder.at = 'pinnacle';
    setHand(s0, 0, ['apprentice']);
    let s = startTurn(s0, 0);
    expect(palaceSpotsOffered(s)).toContain('pinnacle');
    const kin = (legalActions(s).find((a) => a.t === 'place') as Extract<Action, { t: 'place' }>).kin;
    s = applyAction(s, { t: 'place', kin, spot: 'pinnacle' });
    const bumped = s.kin[holder.id]!;
    expect(bumped.loc).toBe('bumped');
    // "keeps it facedown (cloaked) in front of themself"
    expect(bumped.cloaked).toBe(true);
    expect(s.kin[kin]!.at).toBe('pinnacle');
  });

  it('says on the pinnacle\'s choice, before the click, that another clan\'s kin already there is bumped; a free pinnacle says nothing of it', () => {
    const s0 = copy(altGame(4, 9));
    clearBoard(s0);
    setHand(s0, 0, ['apprentice']);
    const free = startTurn(copy(s0), 0);
    const onPinnacle = (s: GameState) => legalActions(s).find((a) => a.t === 'place' && a.spot === 'pinnacle')!;
    expect(sayEnglish(describeAction(free, onPinnacle(free)))).not.toMatch(/bump/);
    const holder = giveKin(s0, 1, 'fighter');
    holder.loc = 'palace';
    holder.at = 'pinnacle';
    const taken = startTurn(s0, 0);
    const words = sayEnglish(describeAction(taken, onPinnacle(taken)));
    expect(words).toMatch(/^Place .*pinnacle.*, bumping .*'s Fighter off it for the rest of the round$/);
    // The wards and battlements are never shared nor taken over: their words stay as they were.
    const ward = legalActions(taken).find((a) => a.t === 'place' && a.spot.startsWith('ward'));
    if (ward) expect(sayEnglish(describeAction(taken, ward))).not.toMatch(/bump/);
  });

  it('"its influence during the Nighttime phase is not counted" and "At the beginning of the following round, it becomes available again"', () => {
    const s0 = copy(altGame(2, 10, [0, 2]));
    clearBoard(s0);
    s0.firstPlayer = 0;
    // Seat 1 has one bumped kin; seat 0 holds a single ward: seat 0 must take the palace majority.
    const bumped = giveKin(s0, 1, 'fighter');
    bumped.loc = 'bumped';
    bumped.cloaked = true;
    const mine = giveKin(s0, 0, 'fighter');
    mine.loc = 'palace';
    mine.at = 'ward0';
    s0.firstPlayer = 1;
    const fp1 = s0.players[1]!.fp;
    let s = runTasks(s0, task('palaceScoring', -1), task('dawn', -1));
    while (decisionKind(s) === 'gainShard') s = choose(s, { t: 'shard', shard: 'coral' });
    expect(s.firstPlayer).toBe(0);
    expect(s.players[1]!.fp).toBe(fp1);
    expect(s.kin[bumped.id]!.loc).toBe('hand');
  });

  it('"When an unveiled kin is hit ... check if there are any available spots in the outer wards falling within the point of view of the kin\'s owner"', () => {
    const s0 = copy(altGame(2, 11, [0, 2]));
    clearBoard(s0);
    s0.palace = { ...s0.palace, rotation: 0 };
    placeKinAt(s0, 1, 'apprentice', 's0.0');
    setHand(s0, 0, ['fighter']);
    let s = startTurn(s0, 0);
    s = choose(s, { t: 'place', spot: 's0.1' } as Partial<Action>);
    s = choose(s, { t: 'cloak', cloaked: false });
    const target = s.board[0]![0]!;
    s = choose(s, { t: 'kin', kin: target });
    // Seat 1 sits at side 2 and at rotation 0 sees only wall 2.
    expect(visibleWalls(2, 0)).toEqual([2]);
    expect(s.kin[target]!.loc).toBe('palace');
    expect(s.kin[target]!.at).toBe('ward2');
  });

  it('"If there is no such spot available, the kin that just hit is bumped" (the hit kin sits out the round)', () => {
    const s0 = copy(altGame(2, 12, [0, 2]));
    clearBoard(s0);
    s0.palace = { ...s0.palace, rotation: 0 };
    const blocker = giveKin(s0, 0, 'apprentice');
    blocker.loc = 'palace';
    blocker.at = 'ward2';
    placeKinAt(s0, 1, 'apprentice', 's0.0');
    setHand(s0, 0, ['fighter']);
    let s = startTurn(s0, 0);
    s = choose(s, { t: 'place', spot: 's0.1' } as Partial<Action>);
    s = choose(s, { t: 'cloak', cloaked: false });
    const target = s.board[0]![0]!;
    s = choose(s, { t: 'kin', kin: target });
    expect(s.kin[target]!.loc).toBe('bumped');
  });

  it('the fuzz: random palace-alternative games with every side layout keep every invariant and replay exactly', () => {
    const layouts: Side[][] = [[0, 2], [1, 3], [0, 1], [3, 0, 1], [0, 1, 2, 3], [2, 3, 0, 1]];
    for (const sides of layouts) {
      const config = makeConfig({ players: sides.length, palaceAlt: true, sides });
      const report = fuzzGames({ config, games: 6, seed: Number(sides.join('')) });
      expect(report.failures).toEqual([]);
    }
  });
});

describe('readings 2 in the palace alternative mode', () => {
  /** Seat 0's fighter hits seat 1's apprentice in the Gates while seat 1 (side 2) sees two walls. */
  function hitWithTwoWardsInView(readings: 'new' | 'old'): { s: GameState; target: number; walls: readonly number[] } {
    const rotation = [0, 1, 2, 3, 4, 5].find((r) => visibleWalls(2, r).length === 2)!;
    const s0 = copy(createGame(makeConfig({ players: 2, palaceAlt: true, sides: [0, 2], oldReadings: readings === 'old' }), 13));
    clearBoard(s0);
    s0.palace = { ...s0.palace, rotation: rotation };
    placeKinAt(s0, 1, 'apprentice', 's0.0');
    setHand(s0, 0, ['fighter']);
    let s = startTurn(s0, 0);
    s = choose(s, { t: 'place', spot: 's0.1' } as Partial<Action>);
    s = choose(s, { t: 'cloak', cloaked: false });
    const target = s.board[0]![0]!;
    return { s: choose(s, { t: 'kin', kin: target }), target, walls: visibleWalls(2, rotation) };
  }

  it('"First check if there are any available spots in the outer wards falling within the point of view of the kin\'s owner. If so, place your kin there": with two free, the owner picks, on the hitter\'s turn', () => {
    const { s, target, walls } = hitWithTwoWardsInView('new');
    expect(decisionKind(s)).toBe('hitWard');
    expect(currentDecision(s)!.seat).toBe(1); // the kin's owner, though it is seat 0's turn
    expect(s.turnSeat).toBe(0);
    const wards = walls.map((w) => `ward${w}`).sort();
    expect(legalActions(s)).toEqual(wards.map((spot) => ({ t: 'spot', spot })));
    const chosen = applyAction(s, { t: 'spot', spot: wards[1]! });
    expect(chosen.kin[target]).toMatchObject({ loc: 'palace', at: wards[1] });
    expect(applyAction(s, { t: 'spot', spot: wards[0]! }).kin[target]).toMatchObject({ loc: 'palace', at: wards[0] });
  });

  it('with only one free ward in view there is no choice to make', () => {
    const rotation = [0, 1, 2, 3, 4, 5].find((r) => visibleWalls(2, r).length === 2)!;
    const s0 = copy(createGame(makeConfig({ players: 2, palaceAlt: true, sides: [0, 2] }), 13));
    clearBoard(s0);
    s0.palace = { ...s0.palace, rotation: rotation };
    const [taken, left] = visibleWalls(2, rotation);
    const blocker = giveKin(s0, 0, 'apprentice');
    blocker.loc = 'palace';
    blocker.at = `ward${taken}`;
    placeKinAt(s0, 1, 'apprentice', 's0.0');
    setHand(s0, 0, ['fighter']);
    let s = startTurn(s0, 0);
    s = choose(s, { t: 'place', spot: 's0.1' } as Partial<Action>);
    s = choose(s, { t: 'cloak', cloaked: false });
    const target = s.board[0]![0]!;
    s = choose(s, { t: 'kin', kin: target });
    expect(decisionKind(s)).not.toBe('hitWard');
    expect(s.kin[target]!.at).toBe(`ward${left}`);
  });

  it('old reading (a config without `readings`): the hit kin goes to the first free ward in view, nobody is asked', () => {
    const { s, target, walls } = hitWithTwoWardsInView('old');
    expect(decisionKind(s)).not.toBe('hitWard');
    expect(s.kin[target]!.at).toBe(`ward${walls[0]}`);
  });

  it('"you can now perform the daytime effect": an outer ward\'s resource may be declined, and the palace still turns ("you must always rotate the Palace")', () => {
    const s0 = turnOf(altGame(4, 5), 0, 0);
    const kin = (legalActions(s0).find((a) => a.t === 'place') as Extract<Action, { t: 'place' }>).kin;
    const s1 = applyAction(s0, { t: 'place', kin, spot: 'ward0' });
    expect(legalActions(s1)[0]).toEqual({ t: 'pass' });
    const s = choose(s1, { t: 'pass' });
    expect(poolOfSeat(s, 0)).toEqual(poolOfSeat(s0, 0));
    expect(s.palace.rotation).toBe(1);
  });

  it('old reading: the outer ward\'s resource must be taken', () => {
    const s0 = turnOf(createGame(makeConfig({ players: 4, palaceAlt: true, oldReadings: true }), 5), 0, 0);
    const kin = (legalActions(s0).find((a) => a.t === 'place') as Extract<Action, { t: 'place' }>).kin;
    const s1 = applyAction(s0, { t: 'place', kin, spot: 'ward0' });
    expect(legalActions(s1).every((a) => a.t === 'res')).toBe(true);
  });
});
