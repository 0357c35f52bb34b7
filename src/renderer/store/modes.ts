// Each mode as the new-game form offers it: its words, the seat counts it is
// played with, and whether one more seat is played by the rules (the Basilisk,
// whose clan, side, story, difficulty and Golden Rule keeper the form then
// asks). The counts and the rules' seat are what the mode's variants declare
// (engine setup-rules.ts modeOptions), so the form names no mode for them;
// whether a mix makes a game stays the engine's setup check, which the form asks.
import type { Mode } from '../../engine/core/types.js';
import { MODES } from '../../shared/lists.js';
import { msg, type Msg } from '../../engine/core/message.js';
import { modeOptions } from '../../engine/setup-rules.js';

export interface ModeForm {
  name: Msg;
  text: Msg;
  /** The seat counts the form offers (the others are shown unavailable). */
  seatCounts: readonly number[];
  /** The legend of the seat count: who the seats are. */
  seatsLegend: string;
  /** A hint under the seats table (how the seats pair up), or null. */
  seatsHint: string | null;
  /** One more seat is played by the rules, set up by the fields its variants add. */
  ruleSeat: boolean;
}

/** How the seats pair up, for the modes where they do. */
const PAIRING_HINTS: Partial<Record<Mode, string>> = { team: 'screens.setup.factions.hint' };

function modeForm(mode: Mode): ModeForm {
  const options = modeOptions(mode);
  return {
    name: msg(`content.ui.mode.${mode}.name`),
    text: msg(`content.ui.mode.${mode}.text`),
    seatCounts: options.players,
    // Against a seat the rules play, the players' seats are allies.
    seatsLegend: options.ruleSeat ? 'screens.setup.allies' : 'screens.setup.players',
    seatsHint: PAIRING_HINTS[mode] ?? null,
    ruleSeat: options.ruleSeat,
  };
}

export const MODE_FORMS = Object.fromEntries(MODES.map((mode) => [mode, modeForm(mode)])) as Record<Mode, ModeForm>;

/** The seat count a mode keeps when chosen: the same when it offers it, else the largest it offers below, else its smallest. */
export function seatCountFor(mode: Mode, players: number): number {
  const counts = MODE_FORMS[mode].seatCounts;
  if (counts.includes(players)) return players;
  return [...counts].reverse().find((n) => n <= players) ?? counts[0]!;
}
