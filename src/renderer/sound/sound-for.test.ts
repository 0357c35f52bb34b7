// Which sound a pushed view calls for: each kind of change its sound, a
// computer's move the same as a person's, and silence for undo, for a change
// of seat on screen, and for anything secret.
import { describe, expect, it } from 'vitest';
import type { SeatView } from '../../shared/views.js';
import type { KinView } from '../../engine/core/view-types.js';
import { changeSounds, soundsFor, type TableMoment } from './sound-for.js';

type Kin = Pick<KinView, 'id' | 'loc' | 'at' | 'cloaked'> & Partial<KinView>;

interface Table {
  kin: Kin[];
  rotation: number;
  revelations: number[][];
  sites: number[];
  phase: 'day' | 'night' | 'end';
}

const START: Table = {
  kin: [
    { id: 0, loc: 'hand', at: '', cloaked: false },
    { id: 1, loc: 'hand', at: '', cloaked: false },
    { id: 2, loc: 'board', at: 's1.0', cloaked: false },
    { id: 3, loc: 'board', at: 's2.0', cloaked: true },
    { id: 4, loc: 'clanhouse', at: '', cloaked: false },
    { id: 5, loc: 'pile', at: '', cloaked: false },
  ],
  rotation: 0,
  revelations: [[], []],
  sites: [-2, -1, -1],
  phase: 'day',
};

/** A seat view holding only what sound-for reads. */
function seatView(t: Table, over: Partial<SeatView> & { ply: number }): SeatView {
  const view = {
    kin: t.kin.map((k) => ({ type: 'archer', clan: 'crane', seat: 0, ...k })),
    palace: { rotation: t.rotation, floors: 1 },
    players: t.revelations.map((revelations, seat) => ({ seat, revelations })),
    villages: { pile: [], sites: t.sites, shrineBuilt: false },
    phase: t.phase,
  } as unknown as SeatView['view'];
  return { seat: 0, game: 'g1', view, decision: null, yourTurn: true, legal: [], gameOver: false, scores: null, logLength: 0, canUndo: true, autosavedAt: null, savedPly: null, ...over };
}

const moment = (view: SeatView | null, more: Partial<TableMoment> = {}): TableMoment => ({ view, handoff: null, selectedKin: null, ...more });

/** The sounds of going from START to START changed by `edit`, one ply later. */
function heard(edit: (t: Table) => Table, secretMove = false): string[] {
  const a = seatView(START, { ply: 10 });
  const b = seatView(edit(structuredClone(START)), { ply: 11 });
  return soundsFor(moment(a), moment(b), secretMove);
}

const setKin = (t: Table, id: number, k: Partial<Kin>): Table => ({ ...t, kin: t.kin.map((x) => (x.id === id ? { ...x, ...k } : x)) });

describe('soundsFor: each change its sound', () => {
  it('a kin from the hand onto a spot: place', () => {
    expect(heard((t) => setKin(t, 0, { loc: 'board', at: 's3.1' }))).toEqual(['place']);
  });

  it('a kin into the palace: place', () => {
    expect(heard((t) => setKin(t, 1, { loc: 'palace', at: 'palace' }))).toEqual(['place']);
  });

  it('a kin cloaked where it stands: cloak', () => {
    expect(heard((t) => setKin(t, 2, { cloaked: true }))).toEqual(['cloak']);
  });

  it('a cloaked kin hit flips unveiled: hit', () => {
    expect(heard((t) => setKin(t, 3, { cloaked: false }))).toEqual(['hit']);
  });

  it('an unveiled kin hit retreats to the palace, or out of the round: hit', () => {
    expect(heard((t) => setKin(t, 2, { loc: 'palace', at: 'palace' }))).toEqual(['hit']);
    expect(heard((t) => setKin(t, 2, { loc: 'bumped', at: '' }))).toEqual(['hit']);
  });

  it('the palace turning: turn', () => {
    expect(heard((t) => ({ ...t, rotation: 1 }))).toEqual(['turn']);
  });

  it('a revelation kept, a village built, a kin recruited from the clanhouse: purchase', () => {
    expect(heard((t) => ({ ...t, revelations: [[7], []] }))).toEqual(['purchase']);
    expect(heard((t) => ({ ...t, sites: [-2, 4, -1] }))).toEqual(['purchase']);
    // The recruit takes the replaced kin's place: no kin more on the table, so no place sound.
    expect(heard((t) => setKin(setKin(t, 4, { loc: 'board', at: 's1.0' }), 2, { loc: 'box', at: '' }))).toEqual(['purchase']);
    expect(heard((t) => setKin(t, 4, { loc: 'hand' }))).toEqual(['purchase']);
  });

  it('night falls: night, after the last placement', () => {
    expect(heard((t) => ({ ...setKin(t, 0, { loc: 'board', at: 's3.1' }), phase: 'night' }))).toEqual(['place', 'night']);
  });

  it('the end of the game: end alone', () => {
    expect(heard((t) => ({ ...t, phase: 'end', rotation: 2 }))).toEqual(['end']);
    const a = seatView(START, { ply: 10 });
    const b = seatView(START, { ply: 11, gameOver: true });
    expect(changeSounds(a, b)).toEqual(['end']);
  });

  it('a kin picked from the hand by the person at the screen: pick; put back: nothing', () => {
    const sv = seatView(START, { ply: 4 });
    expect(soundsFor(moment(sv), moment(sv, { selectedKin: 0 }))).toEqual(['pick']);
    expect(soundsFor(moment(sv, { selectedKin: 0 }), moment(sv, { selectedKin: 1 }))).toEqual(['pick']);
    expect(soundsFor(moment(sv, { selectedKin: 0 }), moment(sv))).toEqual([]);
  });

  it('several changes at once are a few sounds in order, never more than three', () => {
    const sounds = heard((t) => ({ ...setKin(setKin(t, 0, { loc: 'board', at: 's3.1' }), 3, { cloaked: false }), rotation: 1, revelations: [[2], []], phase: 'night' }));
    expect(sounds).toEqual(['place', 'hit', 'turn']);
  });

  it('nothing changed on the table: no sound', () => {
    expect(heard((t) => t)).toEqual([]);
  });
});

describe('soundsFor: silence', () => {
  it('a computer seat’s move sounds the same as a person’s (both are pushed views)', () => {
    const a = seatView(START, { ply: 10, yourTurn: false, seat: 1 });
    const b = seatView(setKin(START, 0, { loc: 'board', at: 's3.1' }), { ply: 11, yourTurn: false, seat: 1 });
    expect(soundsFor(moment(a), moment(b))).toEqual(['place']);
  });

  it('the first view of a game, leaving it, another game: no sound', () => {
    const b = seatView(setKin(START, 0, { loc: 'board', at: 's3.1' }), { ply: 11 });
    expect(soundsFor(moment(null), moment(b))).toEqual([]);
    expect(soundsFor(moment(b), moment(null))).toEqual([]);
    expect(soundsFor(moment(seatView(START, { ply: 10, game: 'other' })), moment(b))).toEqual([]);
  });

  it('an undo (the ply goes back) makes no sound of moves', () => {
    const a = seatView(setKin(START, 0, { loc: 'board', at: 's3.1' }), { ply: 11 });
    const b = seatView({ ...START, rotation: 5 }, { ply: 10 });
    expect(soundsFor(moment(a), moment(b))).toEqual([]);
  });

  it('the same position shown to another seat (hotseat) is not a move', () => {
    const a = seatView(START, { ply: 10, seat: 0 });
    const b = seatView(START, { ply: 10, seat: 1 });
    expect(soundsFor(moment(a), moment(b))).toEqual([]);
  });

  it('while the hand-off cover is up for another seat’s secret choice: nothing, whatever changed', () => {
    const a = seatView(START, { ply: 10 });
    const b = seatView(setKin({ ...START, rotation: 3 }, 0, { loc: 'board', at: 's3.1' }), { ply: 11, seat: 1 });
    expect(soundsFor(moment(a), moment(b, { handoff: { seat: 1, secret: true } }))).toEqual([]);
    // A pick behind the cover is not heard either.
    expect(soundsFor(moment(b, { handoff: { seat: 1, secret: true } }), moment(b, { handoff: { seat: 1, secret: true }, selectedKin: 0 }))).toEqual([]);
    // A cover for a seat whose turn is not secret (hidden information in play) does not silence a public move.
    expect(soundsFor(moment(a), moment(b, { handoff: { seat: 1, secret: false } }))).toEqual(['place', 'turn']);
  });

  it('a secret choice sounds like nothing: its decision, or a secret move event', () => {
    const secretDecision = { seat: 0, kind: 'asymRevelations', prompt: { id: 'x' }, secret: true } as SeatView['decision'];
    const a = seatView(START, { ply: 10, decision: secretDecision });
    const b = seatView({ ...START, revelations: [[3, 4], []] }, { ply: 11 });
    expect(soundsFor(moment(a), moment(b))).toEqual([]);
    // Another seat's secret decision, as the others are shown it.
    const theirs = seatView(START, { ply: 10, yourTurn: false, decision: { seat: 1, kind: 'secret', prompt: { id: 'x' } } as SeatView['decision'] });
    expect(soundsFor(moment(theirs), moment(b))).toEqual([]);
    // A move event without an action since the last view.
    expect(heard((t) => ({ ...t, revelations: [[3], []] }), true)).toEqual([]);
  });
});
