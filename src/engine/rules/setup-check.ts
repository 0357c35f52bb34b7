// Which mixes of mode, seats and table rules make a game: the one check that
// both the engine (createGame refuses a bad mix) and the new-game form (which
// shows every problem beside its field) use. A variant's own fields and seats
// are checked by what it declares (core/variant.ts ConfigRules): the engine
// passes the installed variants' declarations, the form the light list
// (setup-rules.ts), so this module names no variant.
import type { GameConfig, Mode, Side } from '../core/types.js';
import { TABLE_RULE_IDS, type TableRule } from '../core/table-rules.js';
import { msg } from '../core/message.js';
import { clanName } from '../content/names.js';
import { CLANS, MODES } from '../core/types.js';
import type { ConfigRules, RuleSeat, SetupField } from '../core/variant.js';
import type { Msg } from '../core/message.js';

export type { SetupField } from '../core/variant.js';

export interface SetupProblem {
  field: SetupField;
  /** Stable code (the RulesError code createGame throws). */
  code: string;
  /** Why, for the player. */
  words: Msg;
}

/** The declarations of `rules` that a game with `config` plays. */
function inPlay(config: GameConfig, rules: readonly ConfigRules[]): ConfigRules[] {
  return rules.filter((r) => r.enabled(config));
}

/** The seats the rules play in a game with `config` (the Basilisk), in order. */
export function ruleSeats(config: GameConfig, rules: readonly ConfigRules[]): RuleSeat[] {
  return inPlay(config, rules).flatMap((r) => r.ruleSeats?.(config) ?? []);
}

/** What a new-game form offers in one mode: the numbers of seats, the table rules it may add, the fields its variants add. */
export interface ModeOptions {
  players: readonly number[];
  tableRules: readonly TableRule[];
  fields: readonly SetupField[];
  /** Whether the rules play one more seat (the form then asks its clan and side through the variants' fields). */
  ruleSeat: boolean;
}

/** The options of `mode` under the variants' declarations `rules` (those a config of the mode plays, whatever its table rules). */
export function modeOptions(mode: Mode, rules: readonly ConfigRules[]): ModeOptions {
  const played = inPlay({ seats: [], mode }, rules);
  const players = played.reduce<readonly number[]>((prev, r) => r.players ?? prev, mode === 'team' ? [4] : [2, 3, 4]);
  const refused = new Set(played.flatMap((r) => r.refusedTableRules ?? []));
  return {
    players,
    tableRules: TABLE_RULE_IDS.filter((id) => !refused.has(id)),
    fields: [...new Set(played.flatMap((r) => r.fields ?? []))],
    ruleSeat: played.some((r) => r.ruleSeats !== undefined),
  };
}

/** Table side of every seat in play: the config's, then the seats the rules play (each on its own side, else the first free). */
export function seatSides(config: GameConfig, rules: readonly ConfigRules[]): Side[] {
  const sides = config.seats.map((s, i) => (s.side ?? i) as Side);
  for (const seat of ruleSeats(config, rules)) {
    const used = new Set(sides);
    const free = ([0, 1, 2, 3] as Side[]).find((x) => !used.has(x)) ?? 3;
    sides.push((seat.side ?? free) as Side);
  }
  return sides;
}

/** Every reason `config` cannot start a game under the variants' declarations `rules`, in plain words; empty when it can. */
export function configProblems(config: GameConfig, rules: readonly ConfigRules[]): SetupProblem[] {
  if (!config || !Array.isArray(config.seats)) return [{ field: 'config', code: 'bad-config', words: msg('rules.setup.noSeats') }];
  const out: SetupProblem[] = [];
  const add = (field: SetupField, code: string, words: Msg): void => {
    out.push({ field, code, words });
  };
  const played = inPlay(config, rules);
  const n = config.seats.length;
  const mode = config.mode;
  if (!MODES.includes(mode)) add('mode', 'bad-config', msg('rules.setup.unknownMode', { mode: String(mode) }));
  if (mode === 'standard' && (n < 2 || n > 4)) add('players', 'bad-players', msg('rules.setup.standardPlayers'));
  if (mode === 'team' && n !== 4) add('players', 'bad-players', msg('rules.setup.teamPlayers'));
  for (const r of played) r.checkSeats?.(config, add);

  const clans = config.seats.map((s) => s.clan);
  const extra = ruleSeats(config, rules);
  const everyClan = [...clans, ...extra.map((x) => x.clan)];
  const unknown = everyClan.find((c) => !CLANS.includes(c));
  if (unknown !== undefined) add('clans', 'bad-clan', msg('rules.setup.unknownClan', { clan: String(unknown) }));
  else {
    const twice = everyClan.find((c, i) => everyClan.indexOf(c) !== i);
    if (twice !== undefined) {
      const clash = extra.find((x) => clans.includes(x.clan));
      if (clash) add(clash.field, 'bad-clan', clash.clash(twice));
      else add('clans', 'bad-clan', msg('rules.setup.clanTwice', { clan: clanName(twice) }));
    }
  }
  if (config.palaceAlt) {
    const sides = seatSides(config, rules);
    if (sides.some((side) => !(side >= 0 && side <= 3))) add('sides', 'bad-sides', msg('rules.setup.sideRange'));
    else if (new Set(sides).size !== sides.length) {
      add('sides', 'bad-sides', msg('rules.setup.sidesDistinct'));
    }
  }
  for (const r of played) r.check?.(config, add);
  return out;
}
