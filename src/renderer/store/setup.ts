// The new-game form: its state, the checks that explain an invalid mix in
// plain words (the start button stays disabled while there is one), and the
// GameConfig it turns into. Pure functions; setup.test.ts covers them.
import type { ClanId, Controller, Difficulty, GameConfig, Mode, Side } from '../../engine/core/types.js';
import { CLAN_IDS, CLAN_TEXTS, SCENARIO_TEXTS } from '../ui/texts.js';

export interface SeatSetup {
  name: string;
  clan: ClanId;
  controller: Controller;
  side: Side;
}

export interface SetupForm {
  mode: Mode;
  /** Seats in play (allies only, in coop). */
  players: number;
  /** Always four rows; only the first `players` are used. */
  seats: SeatSetup[];
  palaceAlt: boolean;
  dragon: boolean;
  asymmetric: boolean;
  difficulty: Difficulty;
  /** Coop: a story scenario id, or null for vanilla. */
  story: string | null;
  /** Coop: the Basilisk's clan (a story scenario fixes it). */
  basiliskClan: ClanId;
  basiliskSide: Side;
  /** Coop: the seat that decides the Basilisk's open choices. */
  goldenRuleSeat: number;
  /** Optional fixed seed (empty = random). */
  seed: string;
}

export type SetupField =
  | 'players'
  | 'mode'
  | 'asymmetric'
  | 'clans'
  | 'sides'
  | 'basilisk'
  | 'names'
  | 'story'
  | 'goldenRuleSeat';

export interface SetupProblem {
  field: SetupField;
  message: string;
}

const DEFAULT_NAMES = ['Aiko', 'Benkei', 'Chiyo', 'Daichi'];

export function defaultSetup(): SetupForm {
  return {
    mode: 'standard',
    players: 2,
    seats: CLAN_IDS.map((clan, i) => ({
      name: DEFAULT_NAMES[i]!,
      clan,
      controller: i === 0 ? 'human' : 'heuristic',
      side: i as Side,
    })),
    palaceAlt: false,
    dragon: false,
    asymmetric: false,
    difficulty: 'medium',
    story: null,
    basiliskClan: 'fox',
    basiliskSide: 3,
    goldenRuleSeat: 0,
    seed: '',
  };
}

/** The seats in play. */
export function activeSeats(f: SetupForm): SeatSetup[] {
  return f.seats.slice(0, f.players);
}

/** The Basilisk's clan: the story scenario's clan, else the chosen one. */
export function basiliskClanOf(f: SetupForm): ClanId {
  if (f.story) {
    const sc = SCENARIO_TEXTS.find((s) => s.id === f.story);
    if (sc) return sc.clan;
  }
  return f.basiliskClan;
}

/** Every reason the form cannot start a game, in plain words (empty = ready). */
export function validateSetup(f: SetupForm): SetupProblem[] {
  const out: SetupProblem[] = [];
  const seats = activeSeats(f);
  if (f.mode === 'standard' && (f.players < 2 || f.players > 4)) out.push({ field: 'players', message: 'A standard game is for 2 to 4 players.' });
  if (f.mode === 'team' && f.players !== 4) out.push({ field: 'players', message: 'Team vs team needs exactly 4 players (two factions of two).' });
  if (f.mode === 'coop' && (f.players < 2 || f.players > 3)) out.push({ field: 'players', message: 'The cooperative game is for 2 or 3 allies against the Basilisk.' });
  if (f.mode === 'coop' && f.asymmetric) out.push({ field: 'asymmetric', message: 'The asymmetric start cannot be played in the cooperative mode.' });

  const clans = seats.map((s) => s.clan);
  if (f.mode === 'coop') clans.push(basiliskClanOf(f));
  const dupes = clans.filter((c, i) => clans.indexOf(c) !== i);
  if (dupes.length) {
    const clan = CLAN_TEXTS[dupes[0]!].name;
    const basiliskClash = f.mode === 'coop' && seats.some((s) => s.clan === basiliskClanOf(f));
    out.push({
      field: basiliskClash ? 'basilisk' : 'clans',
      message: basiliskClash
        ? `The Basilisk plays the ${clan}${f.story ? ' in this story' : ''}: pick another clan for that ally.`
        : `Each seat needs its own clan: the ${clan} is chosen twice.`,
    });
  }
  if (f.palaceAlt) {
    const sides = seats.map((s) => s.side);
    if (f.mode === 'coop') sides.push(f.basiliskSide);
    if (new Set(sides).size !== sides.length) {
      out.push({ field: 'sides', message: 'With the palace alternative every seat (and the Basilisk) sits at a different side of the table.' });
    }
  }
  if (seats.some((s) => s.name.trim().length === 0)) out.push({ field: 'names', message: 'Every seat needs a name.' });
  if (seats.some((s) => s.name.length > 40)) out.push({ field: 'names', message: 'Names may be at most 40 characters long.' });
  if (f.mode === 'coop' && f.story && !SCENARIO_TEXTS.some((s) => s.id === f.story)) out.push({ field: 'story', message: 'Unknown story scenario.' });
  if (f.mode === 'coop' && (f.goldenRuleSeat < 0 || f.goldenRuleSeat >= f.players)) {
    out.push({ field: 'goldenRuleSeat', message: 'The Golden Rule keeper must be one of the allies.' });
  }
  return out;
}

/** The GameConfig the form describes (call only when validateSetup is empty). */
export function configFromSetup(f: SetupForm): GameConfig {
  const seats = activeSeats(f).map((s) => ({
    clan: s.clan,
    controller: s.controller,
    name: s.name.trim(),
    ...(f.palaceAlt ? { side: s.side } : {}),
  }));
  const config: GameConfig = {
    seats,
    mode: f.mode,
    palaceAlt: f.palaceAlt,
    dragon: f.dragon,
    asymmetric: f.mode === 'coop' ? false : f.asymmetric,
  };
  if (f.mode === 'coop') {
    config.difficulty = f.difficulty;
    config.story = f.story;
    config.basilisk = { clan: basiliskClanOf(f), ...(f.palaceAlt ? { side: f.basiliskSide } : {}) };
    config.goldenRuleSeat = f.goldenRuleSeat;
  }
  return config;
}

/** A seed from the form's text: a number when it is one, the text otherwise, undefined when empty. */
export function seedFromSetup(f: SetupForm): number | string | undefined {
  const t = f.seed.trim();
  if (!t) return undefined;
  if (/^\d{1,9}$/.test(t)) return Number(t);
  return t.slice(0, 64);
}

/** Gives seats that clash another free clan (used when the mode or story changes). */
export function repairClans(f: SetupForm): SetupForm {
  const taken = new Set<ClanId>();
  if (f.mode === 'coop') taken.add(basiliskClanOf(f));
  const seats = f.seats.map((s, i) => {
    if (i >= f.players) return s;
    if (!taken.has(s.clan)) {
      taken.add(s.clan);
      return s;
    }
    const free = CLAN_IDS.find((c) => !taken.has(c));
    if (!free) return s;
    taken.add(free);
    return { ...s, clan: free };
  });
  return { ...f, seats };
}
