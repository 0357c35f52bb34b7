// Which sounds a moment at the table calls for: PURE, from what changed
// between the view on screen before and after a pushed event (useTableSounds.ts
// feeds it the game store's fields). A computer seat's move sounds like a
// person's, since both arrive as the same pushed views.
//
// It reads public facts of the views, never words: how many kin stand on the
// table, a kin hit or cloaked where it stands, the palace's rotation, the kept
// revelations, the villages and the clanhouse, the phase. Two views of
// different seats (hotseat) agree on these, so a change of seat on screen is
// not heard as a move.
//
// Secrets stay secret: a secret choice (its decision, or its move event) and
// anything that happens while the hand-off cover is up for a secret choice
// make no sound at all, so a secret choice sounds like nothing.
import type { Handoff } from '../store/game.js';
import type { SeatView } from '../../shared/views.js';
import type { SoundId } from './recipes.js';

/** What sound-for reads from the game store at one moment. */
export interface TableMoment {
  /** The view on screen (store/game.ts seatView). */
  view: SeatView | null;
  /** The hand-off cover, when it is up. */
  handoff: Handoff | null;
  /** The kin picked from the hand, before its spot. */
  selectedKin: number | null;
}

/** At most this many sounds for one moment (a computer's burst of moves is not a din). */
export const MAX_SOUNDS = 3;

/** Where a kin stands at the table, in sight of everyone. */
const ON_TABLE = new Set(['board', 'palace', 'bumped']);

/** The order sounds follow one another in one moment. */
const ORDER: readonly SoundId[] = ['pick', 'place', 'cloak', 'hit', 'turn', 'purchase', 'night', 'end'];

/**
 * The sounds that the change from `before` to `after` calls for, in order
 * (none, usually). `secretMove`: a secret choice was made since `before`'s
 * view (a move event without an action).
 */
export function soundsFor(before: TableMoment, after: TableMoment, secretMove = false): SoundId[] {
  // The cover is up for a seat's secret choice: nothing is heard, whatever happened.
  if (after.handoff?.secret || before.handoff?.secret) return [];
  const a = before.view;
  const b = after.view;
  if (!a || !b || a.game !== b.game) return [];
  if (a.view === b.view) {
    // The same table: a kin picked from the hand by the person at the screen.
    const picked = after.selectedKin !== null && after.selectedKin !== before.selectedKin && b.yourTurn;
    return picked ? ['pick'] : [];
  }
  // Taken back (undo) or nothing applied: no sound of moves being made.
  if (b.ply <= a.ply) return [];
  // The choice just made was secret: silent, the same as nothing.
  if (secretMove || a.decision?.secret || a.decision?.kind === 'secret') return [];
  return changeSounds(a, b);
}

/** The sounds of the public changes between two views, a later one `b` and an earlier one `a`. */
export function changeSounds(a: SeatView, b: SeatView): SoundId[] {
  const was = a.view;
  const now = b.view;
  if ((!a.gameOver && b.gameOver) || (was.phase !== 'end' && now.phase === 'end')) return ['end'];
  const out = new Set<SoundId>();

  const onTable = (v: typeof was) => v.kin.filter((k) => ON_TABLE.has(k.loc)).length;
  if (onTable(now) > onTable(was)) out.add('place');

  for (const k of now.kin) {
    const old = was.kin[k.id];
    if (!old) continue;
    if (old.loc === 'board' && k.loc === 'board' && old.at === k.at) {
      if (!old.cloaked && k.cloaked) out.add('cloak');
      if (old.cloaked && !k.cloaked) out.add('hit');
    }
    if (old.loc === 'board' && (k.loc === 'palace' || k.loc === 'bumped')) out.add('hit');
    if (old.loc === 'clanhouse' && (k.loc === 'hand' || ON_TABLE.has(k.loc))) out.add('purchase');
  }

  if (now.palace.rotation !== was.palace.rotation) out.add('turn');

  const kept = (v: typeof was) => v.players.reduce((n, p) => n + p.revelations.length, 0);
  if (kept(now) > kept(was)) out.add('purchase');
  if (now.villages.sites.some((site, i) => site >= 0 && (was.villages.sites[i] ?? -1) < 0)) out.add('purchase');

  if (was.phase === 'day' && now.phase === 'night') out.add('night');

  return ORDER.filter((id) => out.has(id)).slice(0, MAX_SOUNDS);
}
