// Each mode as the new-game form offers it: its words, the seat counts it is
// played with, and whether one seat is played by the rules (the Basilisk, whose
// clan, side, story, difficulty and Golden Rule keeper the form then asks).
// The one renderer table that tells the modes apart, so the form and its
// GameConfig ask a mode's facts instead of naming it; whether a mix makes a
// game stays the engine's setup check (setup-rules.ts), which the form asks.
import type { Mode } from '../../engine/core/types.js';
import { msg, type Msg } from '../../engine/core/message.js';

export interface ModeForm {
  name: Msg;
  text: Msg;
  /** The seat counts the form offers (the others are shown unavailable). */
  seatCounts: readonly number[];
  /** The legend of the seat count: who the seats are. */
  seatsLegend: string;
  /** A hint under the seats table (how the seats pair up), or null. */
  seatsHint: string | null;
  /** One more seat is played by the rules: the Basilisk, set up by its own fields. */
  basilisk: boolean;
}

export const MODE_FORMS: Record<Mode, ModeForm> = {
  standard: {
    name: msg('content.ui.mode.standard.name'),
    text: msg('content.ui.mode.standard.text'),
    seatCounts: [2, 3, 4],
    seatsLegend: 'screens.setup.players',
    seatsHint: null,
    basilisk: false,
  },
  team: {
    name: msg('content.ui.mode.team.name'),
    text: msg('content.ui.mode.team.text'),
    seatCounts: [4],
    seatsLegend: 'screens.setup.players',
    seatsHint: 'screens.setup.factions.hint',
    basilisk: false,
  },
  coop: {
    name: msg('content.ui.mode.coop.name'),
    text: msg('content.ui.mode.coop.text'),
    seatCounts: [2, 3],
    seatsLegend: 'screens.setup.allies',
    seatsHint: null,
    basilisk: true,
  },
};

/** The seat count a mode keeps when chosen: the same when it offers it, else the largest it offers below, else its smallest. */
export function seatCountFor(mode: Mode, players: number): number {
  const counts = MODE_FORMS[mode].seatCounts;
  if (counts.includes(players)) return players;
  return [...counts].reverse().find((n) => n <= players) ?? counts[0]!;
}
