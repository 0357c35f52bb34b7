// What a page may be told, checked against the real game (issue 21): every
// WebSocket frame a seat's device receives must hold nothing of another
// seat's secrets, and every frame the desktop receives in table mode nothing
// of anyone's. The check reads the frame as it went over the wire and the
// real position at the frame's ply (the game replayed from its record), so it
// does not trust the view builder it checks.
//
// A secret, by the rulebook: the face-down clan piles, event and revelation
// decks, the village pile under its top and the coop enemy and story decks
// (their order); at an asymmetric start each seat's secret draws and the
// revelation cards dealt to it until the reveal, and after it the draws and
// cards that went back unseen; a secret choice's prompt, kind, choices and
// words.
import { applyAction, createGame, currentDecision, describeAction, legalActions } from '../src/engine/index.js';
import type { Action, GameConfig, GameState } from '../src/engine/core/types.js';
import { isMsg, type Msg } from '../src/engine/core/message.js';
import { sayEnglish } from '../src/shared/i18n/format.js';

/** The viewer of the desktop in table mode. */
export const TABLE = -1;

interface AsymSeat {
  drawn: number[];
  randomPick: number;
  fighterSwap: number;
  dealt: number[];
  bought: number[];
}

/** The game as it was played: every position, and the words of each secret choice by seat. */
export interface PlayedGame {
  states: GameState[];
  /** describeAction of every secret choice, by the seat that made it. */
  secretWords: Map<number, string[]>;
  /** The words of every choice each seat was offered at its own secret decisions: these it may read ("Keep your Fighter" is everyone's). */
  ownWords: Map<number, Set<string>>;
}

export function replayGame(record: { config: GameConfig; seed: number | string; actions: readonly Action[] }): PlayedGame {
  const states = [createGame(record.config, record.seed)];
  const secretWords = new Map<number, string[]>();
  const ownWords = new Map<number, Set<string>>();
  for (const action of record.actions) {
    const before = states[states.length - 1]!;
    const d = currentDecision(before);
    if (d?.secret) {
      secretWords.set(d.seat, [...(secretWords.get(d.seat) ?? []), sayEnglish(describeAction(before, action))]);
      const own = ownWords.get(d.seat) ?? new Set<string>();
      for (const a of legalActions(before)) own.add(sayEnglish(describeAction(before, a)));
      ownWords.set(d.seat, own);
    }
    states.push(applyAction(before, action));
  }
  return { states, secretWords, ownWords };
}

const asymOf = (s: GameState): AsymSeat[] => s.asym ?? [];

/** The kin ids `viewer` may not identify in `s`: face-down piles, and other seats' unseen draws. */
export function hiddenKin(s: GameState, viewer: number): Set<number> {
  const hidden = new Set(s.kin.filter((k) => k.loc === 'pile').map((k) => k.id));
  asymOf(s).forEach((a, seat) => {
    if (seat === viewer) return;
    for (const id of a.drawn) {
      const loc = s.kin[id]!.loc;
      if (!s.asymRevealed ? loc === 'secret' : loc === 'box' && id !== a.randomPick && id !== a.fighterSwap) hidden.add(id);
    }
  });
  return hidden;
}

type Json = Record<string, unknown>;
interface ShownKin {
  id: number;
  type: string;
  seat: number;
}
interface ShownSeatView {
  seat: number;
  ply: number;
  yourTurn: boolean;
  legal: unknown[];
  decision: { seat: number; kind: string; prompt: Msg } | null;
  view: {
    viewer: number;
    kin: ShownKin[];
    players: { seat: number; pile: number[] }[];
    events: { deck: number[] };
    revelations: { deck: number[] };
    villages: { pile: number[] };
    coop?: { deck?: number[]; storyDeck?: number[] } | null;
    asym?: AsymSeat[] | null;
  };
}

/** Every seat view inside a message (pushed as an event, or a call's answer). */
function seatViewsIn(value: unknown, out: ShownSeatView[] = []): ShownSeatView[] {
  if (!value || typeof value !== 'object') return out;
  if (Array.isArray(value)) {
    for (const v of value) seatViewsIn(v, out);
    return out;
  }
  const o = value as Json;
  if ('view' in o && 'legal' in o && 'decision' in o && typeof o.seat === 'number') out.push(o as unknown as ShownSeatView);
  for (const v of Object.values(o)) seatViewsIn(v, out);
  return out;
}

const notMasked = (ids: number[] | undefined): boolean => (ids ?? []).some((id) => id !== -1);

/** What `sv`, told to `viewer`, gives away of the real position `s`; empty when nothing. */
export function seatViewLeaks(sv: ShownSeatView, viewer: number, s: GameState): string[] {
  const out: string[] = [];
  const v = sv.view;
  if (sv.seat !== viewer || v.viewer !== viewer) out.push(`the view of seat ${sv.seat} (viewer ${v.viewer})`);
  const real = currentDecision(s);
  if (sv.legal.length > 0 && real?.seat !== viewer) out.push('choices of a decision that is not its own');
  if (real?.secret && real.seat !== viewer) {
    if (sv.decision && sayEnglish(sv.decision.prompt) === sayEnglish(real.prompt)) out.push(`seat ${real.seat}'s secret prompt`);
    if (sv.decision?.kind === real.kind) out.push(`seat ${real.seat}'s secret decision kind`);
  }
  // Kin: no hidden tile shown with its type, and every tile shown as it is.
  const hidden = hiddenKin(s, viewer);
  for (const k of v.kin) {
    if (k.type === 'hidden') continue;
    if (hidden.has(k.id)) out.push(`hidden kin ${k.id} of seat ${k.seat} shown as ${k.type}`);
    else if (s.kin[k.id]?.type !== k.type) out.push(`kin ${k.id} shown as ${k.type}, really ${s.kin[k.id]?.type}`);
  }
  const shown = v.kin.filter((k) => k.type !== 'hidden').length;
  if (shown > s.kin.length - hidden.size) out.push(`${shown} kin shown, ${s.kin.length - hidden.size} may be`);
  // Face-down orders.
  for (const p of v.players) if (notMasked(p.pile)) out.push(`seat ${p.seat}'s pile order`);
  if (notMasked(v.events.deck)) out.push('the event deck order');
  if (notMasked(v.revelations.deck)) out.push('the revelation deck order');
  if (notMasked(v.villages.pile.slice(0, -1))) out.push('the village pile under its top');
  const coop = v.coop;
  if (coop && (notMasked(coop.deck) || notMasked(coop.storyDeck))) out.push('the enemy or story deck');
  // Asymmetric start: the other seats' draws and dealt cards.
  const realAsym = asymOf(s);
  (v.asym ?? []).forEach((a, seat) => {
    if (seat === viewer) return;
    const r = realAsym[seat]!;
    const allowedDrawn = s.asymRevealed ? new Set([r.randomPick, r.fighterSwap]) : new Set<number>();
    const allowedDealt = s.asymRevealed ? new Set(r.bought) : new Set<number>();
    if (a.drawn.some((id) => id !== -1 && !allowedDrawn.has(id))) out.push(`seat ${seat}'s secret draws`);
    if (a.dealt.some((id) => id !== -1 && !allowedDealt.has(id))) out.push(`seat ${seat}'s dealt revelation cards`);
    if (!s.asymRevealed && (a.randomPick !== -1 || a.fighterSwap !== -1 || a.bought.length > 0)) out.push(`seat ${seat}'s secret picks or purchases`);
  });
  return out.map((l) => `ply ${sv.ply}: ${l}`);
}

/** Every message (`{ id, args? }`) inside `value`, said in English. */
function messagesSaid(value: unknown, out: string[] = []): string[] {
  if (!value || typeof value !== 'object') return out;
  if (Array.isArray(value)) {
    for (const v of value) messagesSaid(v, out);
    return out;
  }
  if (isMsg(value) && Object.keys(value).every((k) => k === 'id' || k === 'args')) {
    out.push(sayEnglish(value));
    return out;
  }
  for (const v of Object.values(value)) messagesSaid(v, out);
  return out;
}

/**
 * What one frame received by `viewer` (a seat, or TABLE for the desktop in
 * table mode) gives away; empty when nothing. Besides its seat views: the
 * words of another seat's secret choices anywhere in it (unless the viewer
 * was offered the same words itself), and a move event carrying a secret
 * choice's action.
 */
export function frameLeaks(text: string, viewer: number, game: PlayedGame): string[] {
  let message: unknown;
  try {
    message = JSON.parse(text);
  } catch {
    return [`a frame that is not JSON: ${text.slice(0, 60)}`];
  }
  const out: string[] = [];
  for (const sv of seatViewsIn(message)) {
    const s = game.states[sv.ply];
    if (!s) out.push(`a view at ply ${sv.ply}, past the game's end`);
    else out.push(...seatViewLeaks(sv, viewer, s));
  }
  const event = (message as { event?: { type?: string; ply?: number; action?: unknown; seat?: number } }).event;
  if (event?.type === 'move' && event.action !== undefined && typeof event.ply === 'number') {
    const before = game.states[event.ply - 1];
    const d = before && currentDecision(before);
    if (d?.secret && d.seat !== viewer) out.push(`ply ${event.ply}: seat ${d.seat}'s secret action in a move event`);
  }
  // Words travel as messages: look for the secret words in the frame's messages said in English too.
  const said = [text, ...messagesSaid(message)].join('\n');
  for (const [seat, words] of game.secretWords) {
    if (seat === viewer) continue;
    for (const w of words) if (!game.ownWords.get(viewer)?.has(w) && said.includes(w)) out.push(`seat ${seat}'s secret choice named: “${w}”`);
  }
  return out;
}
