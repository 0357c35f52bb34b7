// The new-game form: its state, the problems that explain an invalid mix in
// plain words beside their field (the start button stays disabled while there
// is one), and the GameConfig it turns into. Whether a mix makes a game is the
// engine's one setup check, asked of the config the form describes; the form
// adds only what it alone knows (a name left empty or too long). Its
// table-rule fields come from the engine's list, what each mode adds from the
// mode table (modes.ts). Pure functions; setup.test.ts covers them.
import type { ClanId, Controller, Difficulty, GameConfig, Mode, Side } from '../../engine/core/types.js';
import { MAX_SEAT_NAME_LENGTH } from '../../shared/name-limits.js';
import { setupProblems, tableRulesOf, type SetupField as EngineSetupField, type TableRule, type TableRules } from '../../engine/setup-rules.js';
import { CLAN_IDS, SCENARIO_TEXTS } from '../ui/texts.js';
import { currentWords, sayWords, type Words } from '../i18n.js';
import { MODE_FORMS } from './modes.js';

export interface SeatSetup {
  name: string;
  clan: ClanId;
  controller: Controller;
  side: Side;
}

/** One field per table rule of the engine's list (named by its id): on or off. */
export interface SetupForm extends TableRules {
  mode: Mode;
  /** Seats in play (the people's only: a Basilisk the rules play is not counted). */
  players: number;
  /** Always four rows; only the first `players` are used. */
  seats: SeatSetup[];
  difficulty: Difficulty;
  /** With a Basilisk: a story scenario id, or null for vanilla. */
  story: string | null;
  /** With a Basilisk: its clan (a story scenario fixes it). */
  basiliskClan: ClanId;
  basiliskSide: Side;
  /** With a Basilisk: the seat that decides its open choices. */
  goldenRuleSeat: number;
  /** Optional fixed seed (empty = random). */
  seed: string;
}

/**
 * Where on the form a problem is shown: the engine's fields (a setup as a
 * whole counts as the mode's), each table rule's checkbox, and the names.
 */
export type SetupField = Exclude<EngineSetupField, 'config'> | TableRule | 'names';

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
    ...tableRulesOf({}),
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

/** Every reason the form cannot start a game, in plain words, each with the field it is shown beside (empty = ready). */
export function validateSetup(f: SetupForm, w: Words = currentWords()): SetupProblem[] {
  // The engine's problems come as messages (`words`); the English `message` of earlier engines is shown as it is.
  const said = (p: object) => sayWords(w, (p as { words?: unknown }).words ?? (p as { message?: unknown }).message);
  const out: SetupProblem[] = setupProblems(configFromSetup(f)).map((p) => ({ field: p.field === 'config' ? 'mode' : p.field, message: said(p) }));
  const seats = activeSeats(f);
  if (seats.some((s) => s.name.trim().length === 0)) out.push({ field: 'names', message: w.t('screens.setup.problem.noName') });
  if (seats.some((s) => s.name.length > MAX_SEAT_NAME_LENGTH)) out.push({ field: 'names', message: w.t('screens.setup.problem.longName', { max: MAX_SEAT_NAME_LENGTH }) });
  return out;
}

/** The GameConfig the form describes (start a game with it only when validateSetup is empty). */
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
    ...tableRulesOf(f),
  };
  if (MODE_FORMS[f.mode].ruleSeat) {
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
  if (MODE_FORMS[f.mode].ruleSeat) taken.add(basiliskClanOf(f));
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
