// DAYTIME EFFECTS: "Regardless of where you placed your kin, you can now
// perform the daytime effect." Each sector's effect, and the Phoenix Palace's
// two options with its rotation.
import { describe, expect, it } from 'vitest';
import type { GameState } from '../core/types.js';
import { highlightedSectors } from '../core/state.js';
import { HIGHLIGHT_OFFSETS } from '../content/index.js';
import { applyAction } from '../index.js';
import {
  actionsOf, choose, clearBoard, copy, decisionKind, handIds, newGame, place, placeKinAt, poolOfSeat, setHand, setPool, settle, spot,
  startTurn,
} from '../test-support.js';

const GATES = 0, CAPITAL = 1, RIM = 2, SHRINE = 3, SPRINGS = 4, CLANHOUSE = 5;

function seatToPlay(players = 3, seat = 0): GameState {
  const s = copy(newGame(players, 21));
  clearBoard(s);
  setHand(s, seat, ['apprentice']);
  return s;
}

/** Places seat's apprentice and takes the daytime effect when it is offered (readings 2). */
function placeApprentice(s: GameState, at: string, seat = 0, cloaked = false): GameState {
  const placed = placeOnly(s, at, seat, cloaked);
  return decisionKind(placed) === 'offerDaytime' ? choose(placed, { t: 'option', option: 'perform' }) : placed;
}

function placeOnly(s: GameState, at: string, seat = 0, cloaked = false): GameState {
  const t = startTurn(s, seat);
  return place(t, handIds(t, seat)[0]!, at, cloaked);
}

describe('THE GATES: "Gain 1 lantern. You may discard 1 foreseen event card."', () => {
  it('gives a lantern and offers to discard any foreseen event, or not', () => {
    const s0 = seatToPlay();
    const lanterns = poolOfSeat(s0, 0).lantern;
    const s = placeApprentice(s0, spot(GATES, 0));
    expect(poolOfSeat(s, 0).lantern).toBe(lanterns + 1);
    expect(decisionKind(s)).toBe('discardEvent');
    expect(actionsOf(s)).toEqual([{ t: 'pass' }, { t: 'slot', slot: 0 }, { t: 'slot', slot: 1 }, { t: 'slot', slot: 2 }]);
    const card = s.events.foreseen[1]!;
    const done = choose(s, { t: 'slot', slot: 1 });
    expect(done.events.foreseen[1]).toBe(-1);
    expect(done.events.discard).toEqual([card]);
    expect(choose(s, { t: 'pass' }).events.foreseen).toEqual(s.events.foreseen);
  });

  it('a cloaked kin gets the daytime effect too ("Regardless of where you placed your kin")', () => {
    const s0 = seatToPlay();
    const lanterns = poolOfSeat(s0, 0).lantern;
    const s = placeApprentice(s0, spot(GATES, 0), 0, true);
    expect(poolOfSeat(s, 0).lantern).toBe(lanterns + 1);
  });
});

describe('THE CAPITAL: "Gain 2 scrolls. Move your herald token to the top of the capital track. All other herald tokens shift down."', () => {
  it('the last herald goes to the top and the others each drop one place', () => {
    const s0 = seatToPlay(4, 3);
    s0.capital = [0, 1, 2, 3];
    const scrolls = poolOfSeat(s0, 3).scroll;
    const s = settle(placeApprentice(s0, spot(CAPITAL, 0), 3));
    expect(poolOfSeat(s, 3).scroll).toBe(scrolls + 2);
    expect(s.capital).toEqual([3, 0, 1, 2]);
  });

  it('a middle herald goes to the top; those below it keep their places', () => {
    const s0 = seatToPlay(4, 2);
    s0.capital = [0, 1, 2, 3];
    const s = settle(placeApprentice(s0, spot(CAPITAL, 0), 2));
    expect(s.capital).toEqual([2, 0, 1, 3]);
  });
});

describe('THE RIM, THE SHRINE, THE SPRINGS, THE CLANHOUSE (details in villages/revelations/clanhouse tests)', () => {
  it('the Rim offers exploring or building', () => {
    const s0 = seatToPlay(2); // 2 players: a village is already built next to the start
    expect(decisionKind(placeApprentice(s0, spot(RIM, 0)))).toBe('rim');
  });

  it('the Shrine offers exploring one village, then collecting a village\'s benefits', () => {
    let s = placeApprentice(seatToPlay(2), spot(SHRINE, 0));
    expect(decisionKind(s)).toBe('explore');
    s = choose(s, { t: 'option', option: 'explore' });
    expect(s.players[0]!.pioneer).toBe(1);
    expect(decisionKind(s)).toBe('collectVillage');
  });

  it('the Springs offers acquiring revelation cards', () => {
    expect(decisionKind(placeApprentice(seatToPlay(), spot(SPRINGS, 0)))).toBe('acquireRevelation');
  });

  it('the Clanhouse offers revealing a kin', () => {
    expect(decisionKind(placeApprentice(seatToPlay(), spot(CLANHOUSE, 0)))).toBe('clanhouseReveal');
  });
});

describe('THE PHOENIX PALACE: "either gain 1 resource of any kind or pay 1 lantern to perform the daytime effect of one of the highlighted sectors. Then rotate the Phoenix Palace 1 sector clockwise."', () => {
  function inPalace(rotation: number, lanterns: number): GameState {
    const s0 = seatToPlay();
    s0.palace = { ...s0.palace, rotation: rotation };
    setPool(s0, 0, { lantern: lanterns });
    const t = startTurn(s0, 0);
    return applyAction(t, { t: 'place', kin: handIds(t, 0)[0]!, spot: 'palace' });
  }

  it('three sectors are highlighted, moving one sector clockwise with each rotation (house: which three)', () => {
    const s = copy(newGame(3));
    for (let r = 0; r < 6; r++) {
      s.palace = { ...s.palace, rotation: r };
      expect(highlightedSectors(s)).toEqual(HIGHLIGHT_OFFSETS.map((o) => (r + o) % 6));
    }
  });

  it('offers any resource, and each highlighted sector for a lantern', () => {
    const s = inPalace(0, 1);
    expect(decisionKind(s)).toBe('palaceDaytime');
    const hl = highlightedSectors(s);
    expect(actionsOf(s)).toEqual([
      { t: 'pass' },
      { t: 'res', res: 'coin' },
      { t: 'res', res: 'scroll' },
      { t: 'res', res: 'lantern' },
      ...hl.map((sector) => ({ t: 'sector', sector })),
    ]);
  });

  it('without a lantern only the resource option remains (besides declining)', () => {
    expect(actionsOf(inPalace(0, 0)).every((a) => a.t === 'res' || a.t === 'pass')).toBe(true);
  });

  it('gaining a resource turns the palace one sector clockwise', () => {
    const s = choose(inPalace(2, 0), { t: 'res', res: 'scroll' });
    expect(poolOfSeat(s, 0).scroll).toBe(poolOfSeat(inPalace(2, 0), 0).scroll + 1);
    expect(s.palace.rotation).toBe(3);
  });

  it('the rotation wraps around after the sixth sector', () => {
    expect(choose(inPalace(5, 0), { t: 'res', res: 'coin' }).palace.rotation).toBe(0);
  });

  it('paying a lantern performs the highlighted sector\'s effect, then rotates', () => {
    const s0 = inPalace(5, 1); // highlighted: Clanhouse, Gates, Capital
    expect(highlightedSectors(s0)).toContain(CAPITAL);
    const scrolls = poolOfSeat(s0, 0).scroll;
    const s = settle(choose(s0, { t: 'sector', sector: CAPITAL }));
    expect(poolOfSeat(s, 0).lantern).toBe(0);
    expect(poolOfSeat(s, 0).scroll).toBe(scrolls + 2);
    expect(s.capital[0]).toBe(0);
    expect(s.palace.rotation).toBe(0);
  });

  it('the rotation comes after the chosen effect is fully resolved', () => {
    const s = choose(inPalace(0, 1), { t: 'sector', sector: GATES });
    expect(decisionKind(s)).toBe('discardEvent');
    expect(s.palace.rotation).toBe(0);
    expect(settle(s).palace.rotation).toBe(1);
  });

  it('a sector that is not highlighted cannot be chosen', () => {
    const s = inPalace(0, 3);
    expect(actionsOf(s).some((a) => a.t === 'sector' && a.sector === SHRINE)).toBe(false);
  });

  it('the palace\'s effect happens whatever kin is sent there (a fighter does not fight)', () => {
    const s0 = seatToPlay();
    setHand(s0, 0, ['fighter']);
    placeKinAt(s0, 1, 'apprentice', 'palace');
    const t = startTurn(s0, 0);
    const s = applyAction(t, { t: 'place', kin: handIds(t, 0)[0]!, spot: 'palace' });
    expect(decisionKind(s)).toBe('palaceDaytime');
  });
});

describe('readings 2: "Regardless of where you placed your kin, you can now perform the daytime effect."', () => {
  it('the Gates can be declined: no lantern, the foreseen events stay, and the turn is over', () => {
    const s0 = seatToPlay();
    const s1 = placeOnly(s0, spot(GATES, 0));
    expect(decisionKind(s1)).toBe('offerDaytime');
    const s = choose(s1, { t: 'pass' });
    expect(poolOfSeat(s, 0)).toEqual(poolOfSeat(s0, 0));
    expect(s.events.foreseen).toEqual(s0.events.foreseen);
    expect(decisionKind(s)).toBeNull();
  });

  it('the Capital can be declined: no scrolls, and the herald stays where it was', () => {
    const s0 = seatToPlay(4, 3);
    s0.capital = [0, 1, 2, 3];
    const s = choose(placeOnly(s0, spot(CAPITAL, 0), 3), { t: 'pass' });
    expect(poolOfSeat(s, 3).scroll).toBe(poolOfSeat(s0, 3).scroll);
    expect(s.capital).toEqual([0, 1, 2, 3]);
  });

  it('"You may either gain 1 resource ... or pay 1 lantern ...": declining the palace leaves resources unchanged, but "Then rotate" still turns it', () => {
    const s0 = seatToPlay();
    s0.palace = { ...s0.palace, rotation: 2 };
    const t = startTurn(s0, 0);
    const s1 = applyAction(t, { t: 'place', kin: handIds(t, 0)[0]!, spot: 'palace' });
    const s = choose(s1, { t: 'pass' });
    expect(poolOfSeat(s, 0)).toEqual(poolOfSeat(s0, 0));
    expect(s.palace.rotation).toBe(3);
  });

  it('the other sectors were already a row of steps the player may pass: no extra question there', () => {
    expect(decisionKind(placeOnly(seatToPlay(), spot(SPRINGS, 0)))).toBe('acquireRevelation');
    expect(decisionKind(placeOnly(seatToPlay(), spot(CLANHOUSE, 0)))).toBe('clanhouseReveal');
  });

  it('old reading (a config without `readings`, games begun before): the Gates give the lantern unasked and the palace has no pass', () => {
    const s0 = copy(newGame(3, 21, { oldReadings: true }));
    clearBoard(s0);
    setHand(s0, 0, ['apprentice', 'apprentice']);
    const lanterns = poolOfSeat(s0, 0).lantern;
    const gates = placeOnly(s0, spot(GATES, 0));
    expect(poolOfSeat(gates, 0).lantern).toBe(lanterns + 1);
    expect(decisionKind(gates)).toBe('discardEvent');
    const t = startTurn(s0, 0);
    const palace = applyAction(t, { t: 'place', kin: handIds(t, 0)[0]!, spot: 'palace' });
    expect(actionsOf(palace).some((a) => a.t === 'pass')).toBe(false);
  });
});
