/* eslint-disable no-restricted-imports -- one test drives a real game to get its choices as the session sends them */
import { describe, expect, it } from 'vitest';
import { makeConfig } from '../../engine/config.js';
import * as engine from '../../engine/index.js';
import { createGame, currentDecision } from '../../engine/index.js';
import { seatViewOf } from '../../main/game/session.js';
import type { ChoiceTarget, Sector } from '../../engine/core/types.js';
import type { LegalChoice } from '../../shared/views.js';
import type { GameView } from '../../engine/view.js';
import { effectiveKin, kinOptions, layoutChoices, sectorShort, splitBoardChoices, spotChoiceLabel } from './choices.js';
import { msg, type Msg } from '../../engine/core/message.js';
import { sayEnglish } from '../../shared/i18n/format.js';

/** A choice's words as the main side sends them (here the catalogs' plain-text message). */
const said = (text: string): Msg => msg('legacy.text', { text });
import { dot, seatOutward, seatRight, wallFrame } from '../../engine/geometry/index.js';

const kin = [
  { id: 0, type: 'apprentice' },
  { id: 1, type: 'apprentice' },
  { id: 2, type: 'fighter' },
] as unknown as GameView['kin'];
const view = { kin } as Pick<GameView, 'kin'>;

/** The engine's target of a spot: sector spots are s<sector>.<index>. */
function spotTarget(spot: string): ChoiceTarget {
  const [sector, index] = spot.startsWith('s') ? spot.slice(1).split('.').map(Number) : [null, null];
  return { on: 'spot', spot, sector: (sector ?? null) as Sector | null, index: index ?? null };
}

function place(i: number, k: number, spot: string): LegalChoice {
  return { index: i, action: { t: 'place', kin: k, spot }, label: said(`Place ${k === 2 ? 'Fighter' : 'Apprentice'} on ${spot}`), target: spotTarget(spot) };
}

const legal: LegalChoice[] = [
  place(0, 0, 's0.0'),
  place(1, 0, 's0.1'),
  place(2, 0, 's1.0'),
  place(3, 0, 'palace'),
  place(4, 1, 's0.0'),
  place(5, 1, 's0.1'),
  place(6, 1, 's1.0'),
  place(7, 1, 'palace'),
  place(8, 2, 's0.0'),
  place(9, 2, 'palace'),
];

describe('decision layout', () => {
  it('a plain decision is a list of its legal choices', () => {
    const l: LegalChoice[] = [
      { index: 0, action: { t: 'cloak', cloaked: false }, label: said('Unveiled'), target: null },
      { index: 1, action: { t: 'cloak', cloaked: true }, label: said('Cloaked (pay 1 coin)'), target: null },
    ];
    expect(layoutChoices(l, view, null)).toEqual({ kind: 'list', choices: l });
  });

  it('placement offers one kin per type first', () => {
    const opts = kinOptions(legal, view);
    expect(opts.map((o) => [o.type, o.ids, o.spots])).toEqual([
      ['apprentice', [0, 1], 4],
      ['fighter', [2], 2],
    ]);
    const layout = layoutChoices(legal, view, null);
    expect(layout.kind).toBe('placement');
    if (layout.kind !== 'placement') return;
    expect(layout.spots).toEqual([]);
    expect(effectiveKin(layout, null)).toBeNull();
  });

  it('then the selected kin’s spots, grouped by sector, with the palace shortcut', () => {
    const layout = layoutChoices(legal, view, 1);
    if (layout.kind !== 'placement') throw new Error('expected placement');
    // Kin 1 is an apprentice like kin 0: the first apprentice's choices are shown.
    expect(layout.spots.map((c) => c.index)).toEqual([0, 1, 2, 3]);
    expect(layout.groups.map((g) => [g.sector, g.choices.length])).toEqual([
      [0, 2],
      [1, 1],
      ['palace', 1],
    ]);
    expect(layout.palace?.index).toBe(3);
    expect(effectiveKin(layout, 1)).toBe(0);
  });

  it('selects the only kin type by itself', () => {
    const only = legal.filter((c) => c.action.t === 'place' && c.action.kin === 2);
    const layout = layoutChoices(only, view, null);
    if (layout.kind !== 'placement') throw new Error('expected placement');
    expect(layout.spots.map((c) => c.index)).toEqual([8, 9]);
  });

  it('names a spot button by its target, not its label: the spot number in its sector, or the palace spot', () => {
    const words = (spot: string) => ({ ...place(0, 0, spot), label: said('Place Apprentice somewhere') });
    const label = (...args: Parameters<typeof spotChoiceLabel>) => sayEnglish(spotChoiceLabel(...args));
    expect(label(words('s0.2'))).toBe('Spot 3');
    expect(label(words('s4.0'), (x) => sectorShort(x))).toBe('Springs, spot 1');
    expect(label(words('palace'))).toBe('Phoenix Palace');
    // The walls carry no numbers on the table: a ward or battlement is named by its wall as the player sees it.
    expect(label(words('ward1'))).toBe('Outer ward');
    expect(label(words('battlement3'))).toBe('Battlement');
    expect(label(words('pinnacle'))).toBe('Palace pinnacle');
    // Not a spot: its own label.
    expect(label({ index: 0, action: { t: 'pass' }, label: said('Pass'), target: null })).toBe('Pass');
  });

  it('names a palace ward by where its wall stands for the player: ahead, left or right, as the seat sees the model', () => {
    const words = (spot: string) => ({ ...place(0, 0, spot), label: said('Place Apprentice somewhere') });
    // Unturned, wall w faces side w squarely; the player at side 0 has side 3 (+x) on their right.
    expect(sayEnglish(spotChoiceLabel(words('ward0'), undefined, { side: 0, rotation: 0 }))).toBe('Outer ward facing you');
    for (const rotation of [0, 1, 2, 3, 4, 5]) {
      for (const wall of [0, 1, 2, 3] as const) {
        const { outwardNormal } = wallFrame(wall, rotation);
        const across = dot(outwardNormal, seatRight(0));
        const ahead = dot(outwardNormal, seatOutward(0));
        const label = sayEnglish(spotChoiceLabel(words(`battlement${wall}`), undefined, { side: 0, rotation }));
        if (Math.abs(across) < 1e-9) expect(label).toBe(ahead > 0 ? 'Battlement facing you' : 'Battlement on the far side');
        else if (ahead >= 0) expect(label).toBe(across > 0 ? 'Battlement on your right' : 'Battlement on your left');
      }
    }
  });
});

describe('board-first: which choices the table takes', () => {
  const choice = (index: number, target: ChoiceTarget | null): LegalChoice => ({ index, action: { t: 'pass' }, label: said(`choice ${index}`), target });

  it('a choice with a place of its own on the table is made there; a pass, or a card kept in the hand, stays in the bar', () => {
    const slots = [choice(0, { on: 'eventSlot', slot: 0 }), choice(1, { on: 'eventSlot', slot: 1 }), choice(2, null), choice(3, { on: 'revelationCard', card: 7 })];
    const { board, rest } = splitBoardChoices(slots);
    expect(board.map((c) => c.index)).toEqual([0, 1]);
    expect(rest.map((c) => c.index)).toEqual([2, 3]);
  });

  it('two choices on one place stay in the bar (one click could not tell them apart)', () => {
    const same = [choice(0, { on: 'sector', sector: 2 }), choice(1, { on: 'sector', sector: 2 }), choice(2, { on: 'sector', sector: 3 })];
    const { board, rest } = splitBoardChoices(same);
    expect(board.map((c) => c.index)).toEqual([2]);
    expect(rest.map((c) => c.index)).toEqual([0, 1]);
  });
});

describe('a decision none of whose choices has a place shown on the table', () => {
  const kinChoice = (index: number, id: number): LegalChoice => ({ index, action: { t: 'kin', kin: id }, label: msg('legacy.text', { text: `kin ${id}` }), target: { on: 'kin', kin: id } });
  const at = (loc: string) => ({ kin: [0, 1, 2].map((id) => ({ id, type: 'fighter', loc })) }) as unknown as Pick<GameView, 'kin'>;

  it('a kin lying on the table (in a hand) is chosen there; a kin drawn in secret or put in the box is not on the table, so its choice stays in the bar', () => {
    const choices = [kinChoice(0, 1), kinChoice(1, 2)];
    expect(splitBoardChoices(choices, at('hand')).board.map((c) => c.index)).toEqual([0, 1]);
    for (const loc of ['secret', 'box']) {
      const { board, rest } = splitBoardChoices(choices, at(loc));
      expect(board).toEqual([]);
      expect(rest.map((c) => c.index)).toEqual([0, 1]);
    }
  });

  it('the asymmetric fighter swap of a real game: no choice is made on the table, so the bar lists them all', () => {
    const s = createGame(makeConfig({ players: 2, asymmetric: true }), 11);
    const seat = currentDecision(s)!.seat;
    const sv = seatViewOf(engine, s, seat, { withLegal: true, ply: 0, logLength: 0, canUndo: false, autosavedAt: null, savedPly: null });
    expect(sv.decision?.kind).toBe('asymFighter');
    // The drawn kin are offered by their ids, but none of them lies on the table.
    expect(sv.legal.some((c) => c.target?.on === 'kin')).toBe(true);
    const { board, rest } = splitBoardChoices(sv.legal, sv.view);
    expect(board).toEqual([]);
    expect(rest).toEqual(sv.legal);
    // The buttons name the swap, not a place.
    for (const c of sv.legal.filter((x) => x.action.t === 'kin')) expect(sayEnglish(c.label)).toMatch(/^Swap my fighter for the /);
  });
});
