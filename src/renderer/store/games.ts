// The games list in plain data: every game's own record as games:list gives
// it (src/main/api.ts GameListEntry), put in the order a player looks for
// them, grouped, and described in words. Pure functions only: the screen
// (ui/GamesScreen.tsx) and the title screen show what these return, and the
// unit tests check them without a page.
import type { GameListEntry, GamesList } from '../../shared/contract.js';

export type { GameListEntry, GamesList };

function time(iso: string | null | undefined): number {
  const t = iso ? Date.parse(iso) : NaN;
  return Number.isNaN(t) ? 0 : t;
}

/** Games in progress first, then finished ones; in each, the one played last first. */
export function sortGames(games: readonly GameListEntry[]): GameListEntry[] {
  return [...games].sort((a, b) => {
    if (a.status !== b.status) return a.status === 'playing' ? -1 : 1;
    const d = time(b.savedAt) - time(a.savedAt);
    return d !== 0 ? d : a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
  });
}

/** The list's two sections, each sorted as sortGames sorts. */
export function groupGames(games: readonly GameListEntry[]): { inProgress: GameListEntry[]; finished: GameListEntry[] } {
  const sorted = sortGames(games);
  return { inProgress: sorted.filter((g) => g.status === 'playing'), finished: sorted.filter((g) => g.status === 'finished') };
}

/** The game in progress played last, which the title screen's Continue goes on with; null when none is in progress. */
export function latestInProgress(games: readonly GameListEntry[]): GameListEntry | null {
  return groupGames(games).inProgress[0] ?? null;
}

// The main side's rule for display names (src/main/schemas.ts displayName):
// 1 to 64 characters, no control characters, no spaces at either end (the
// screen trims them before it sends the name).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** Why a game cannot take this name (checked after trimming the ends), or null when it can. */
export function gameNameProblem(name: string): string | null {
  const n = name.trim();
  if (!n) return 'Give the game a name.';
  if (n.length > 64) return 'At most 64 characters.';
  if (CONTROL.test(n)) return 'No line breaks, tabs or other control characters.';
  return null;
}

/** The keep rule in words, with the number the settings give. */
export function keepRuleText(keepFinished: number): string {
  return `Finished games are kept up to the last ${keepFinished}; pinned games and games in progress are always kept.`;
}

/** A date and time in the player's own way of writing them, or '' when there is none. */
export function whenText(iso: string | null | undefined, locales?: string | string[]): string {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : d.toLocaleString(locales, { dateStyle: 'medium', timeStyle: 'short' });
}

/** How far the game went: "37 moves, round 2" (a finished game: "52 moves, 3 rounds"). */
export function lengthText(g: Pick<GameListEntry, 'moves' | 'round' | 'status'>): string {
  const moves = `${g.moves} ${g.moves === 1 ? 'move' : 'moves'}`;
  if (g.round === null) return moves;
  return g.status === 'finished' ? `${moves}, ${g.round} ${g.round === 1 ? 'round' : 'rounds'}` : `${moves}, round ${g.round}`;
}

export interface ScoreWord {
  name: string;
  total: number;
  won: boolean;
}

/** A finished game's final scores, best first, with the winners marked; [] for a game without scores. */
export function scoreWords(g: Pick<GameListEntry, 'scores' | 'seats' | 'mode'>): ScoreWord[] {
  if (!g.scores) return [];
  const winners = new Set(g.scores.winner.seats);
  const coop = /cooperative|story/.test(g.mode);
  return [...g.scores.seats]
    .sort((a, b) => a.rank - b.rank || a.seat - b.seat)
    .map((s) => ({
      name: g.seats[s.seat]?.name || (coop && s.seat >= g.seats.length ? 'The Basilisk' : `Player ${s.seat + 1}`),
      total: s.total,
      won: winners.has(s.seat),
    }));
}

/** What the top bar's save mark says: how much of the game is kept on the disk. */
export interface SavedMark {
  state: 'none' | 'saving' | 'behind' | 'saved';
  text: string;
  tip: string;
}

const KEPT = 'Every choice is kept on this computer as it is made: leave whenever you like, and continue from the games list.';

/**
 * `savedPly`: the choices kept on disk (null: none yet); `ply`: the choices
 * made. `late`: the last choices have waited a while (a failing disk): then
 * the mark says how far the game is kept rather than "Saving…".
 */
export function savedMark(savedPly: number | null, ply: number, late = false): SavedMark {
  if (savedPly === null) return { state: 'none', text: 'Not saved yet', tip: `${KEPT} Nothing has been chosen yet.` };
  if (savedPly >= ply) return { state: 'saved', text: `Saved, move ${ply}`, tip: KEPT };
  if (!late) return { state: 'saving', text: 'Saving…', tip: KEPT };
  return {
    state: 'behind',
    text: `Saved to move ${savedPly}`,
    tip: `The game is kept up to move ${savedPly}: the last ${ply - savedPly === 1 ? 'choice has' : `${ply - savedPly} choices have`} not reached the disk yet. Every choice is kept as it is made; the next one tries again.`,
  };
}
