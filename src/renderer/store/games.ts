// The games list in plain data: every game's own record as games:list gives
// it (src/main/api.ts GameListEntry), put in the order a player looks for
// them, grouped, and described in words. Pure functions only: the screen
// (ui/GamesScreen.tsx) and the title screen show what these return, and the
// unit tests check them without a page.
import type { GameListEntry, GamesList } from '../../shared/contract.js';
import { currentWords, type Words } from '../i18n.js';

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
export function gameNameProblem(name: string, w: Words = currentWords()): string | null {
  const n = name.trim();
  if (!n) return w.t('screens.games.name.empty');
  if (n.length > 64) return w.t('screens.name.tooLong', { max: 64 });
  if (CONTROL.test(n)) return w.t('screens.games.name.control');
  return null;
}

/** The keep rule in words, with the number the settings give. */
export function keepRuleText(keepFinished: number, w: Words = currentWords()): string {
  return w.t('screens.games.keepRule', { n: keepFinished });
}

/** A date and time in the player's own way of writing them (the page's language), or '' when there is none. */
export function whenText(iso: string | null | undefined, w: Pick<Words, 'date'> = currentWords()): string {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : w.date(d, { dateStyle: 'medium', timeStyle: 'short' });
}

/** How far the game went: "37 moves, round 2" (a finished game: "52 moves, 3 rounds"). */
export function lengthText(g: Pick<GameListEntry, 'moves' | 'round' | 'status'>, w: Words = currentWords()): string {
  if (g.round === null) return w.t('screens.games.length.moves', { moves: g.moves });
  return w.t(g.status === 'finished' ? 'screens.games.length.finished' : 'screens.games.length.playing', { moves: g.moves, round: g.round });
}


export interface ScoreWord {
  name: string;
  total: number;
  won: boolean;
}

/** A finished game's final scores, best first, with the winners marked; [] for a game without scores. */
export function scoreWords(g: Pick<GameListEntry, 'scores' | 'seats' | 'mode'>, w: Words = currentWords()): ScoreWord[] {
  if (!g.scores) return [];
  const winners = new Set(g.scores.winner.seats);
  const seatsPlayed = g.seats.length;
  // A game lists the seats people (or bots) played; a score beyond them is the seat the rules played, the Basilisk's.
  return [...g.scores.seats]
    .sort((a, b) => a.rank - b.rank || a.seat - b.seat)
    .map((s) => ({
      name: g.seats[s.seat]?.name || (s.seat >= seatsPlayed ? w.t('seat.basilisk') : w.t('seat.player', { n: s.seat + 1 })),
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

/**
 * `savedPly`: the choices kept on disk (null: none yet); `ply`: the choices
 * made. `late`: the last choices have waited a while (a failing disk): then
 * the mark says how far the game is kept rather than "Saving…".
 */
export function savedMark(savedPly: number | null, ply: number, late = false, w: Words = currentWords()): SavedMark {
  const kept = w.t('screens.saved.kept');
  if (savedPly === null) return { state: 'none', text: w.t('screens.saved.none'), tip: w.t('screens.saved.none.tip', { kept }) };
  if (savedPly >= ply) return { state: 'saved', text: w.t('screens.saved.saved', { ply }), tip: kept };
  if (!late) return { state: 'saving', text: w.t('screens.saved.saving'), tip: kept };
  return {
    state: 'behind',
    text: w.t('screens.saved.behind', { ply: savedPly }),
    tip: w.t('screens.saved.behind.tip', { ply: savedPly, n: ply - savedPly }),
  };
}
