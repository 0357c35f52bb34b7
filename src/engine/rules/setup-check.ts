// Which mixes of mode, seats and table rules make a game: the one check that
// both the engine (createGame refuses a bad mix) and the new-game form (which
// shows every problem beside its field) use.
// The content modules themselves, not content/index.ts: the new-game form loads this check (setup-rules.ts).
import { CLAN_DEFS } from '../content/clans.js';
import { findScenario } from '../content/scenarios.js';
import type { GameConfig, Side } from '../core/types.js';
import { CLANS, DIFFICULTIES, MODES } from '../core/types.js';

/** The part of the setup a problem belongs to, so a form can show it there. */
export type SetupField = 'config' | 'mode' | 'players' | 'clans' | 'basilisk' | 'sides' | 'asymmetric' | 'difficulty' | 'story' | 'goldenRuleSeat';

export interface SetupProblem {
  field: SetupField;
  /** Stable code (the RulesError code createGame throws). */
  code: string;
  message: string;
}

/** Table side of every seat in play (Basilisk last in coop). */
export function seatSides(config: GameConfig): Side[] {
  const sides = config.seats.map((s, i) => (s.side ?? i) as Side);
  if (config.mode === 'coop') {
    const used = new Set(sides);
    const free = ([0, 1, 2, 3] as Side[]).find((x) => !used.has(x)) ?? 3;
    sides.push((config.basilisk?.side ?? free) as Side);
  }
  return sides;
}

/** Every reason `config` cannot start a game, in plain words; empty when it can. */
export function setupProblems(config: GameConfig): SetupProblem[] {
  if (!config || !Array.isArray(config.seats)) return [{ field: 'config', code: 'bad-config', message: 'The game setup is missing its list of seats.' }];
  const out: SetupProblem[] = [];
  const add = (field: SetupField, code: string, message: string): void => {
    out.push({ field, code, message });
  };
  const n = config.seats.length;
  const mode = config.mode;
  const coop = mode === 'coop';
  if (!MODES.includes(mode)) add('mode', 'bad-config', `Unknown game mode '${String(mode)}'.`);
  if (mode === 'standard' && (n < 2 || n > 4)) add('players', 'bad-players', 'A standard game is for 2 to 4 players.');
  if (mode === 'team' && n !== 4) add('players', 'bad-players', 'Team vs team needs exactly 4 players (two factions of two).');
  if (coop && (n < 2 || n > 3)) add('players', 'bad-players', 'The cooperative game is for 2 or 3 allies against the Basilisk.');
  if (coop && config.asymmetric) add('asymmetric', 'bad-combination', 'The asymmetric start cannot be played in the cooperative mode.');

  const clans = config.seats.map((s) => s.clan);
  if (coop && !config.basilisk) add('basilisk', 'bad-config', 'Choose a clan for the Basilisk.');
  const basiliskClan = coop ? config.basilisk?.clan : undefined;
  const everyClan = basiliskClan === undefined ? clans : [...clans, basiliskClan];
  const unknown = everyClan.find((c) => !CLANS.includes(c));
  if (unknown !== undefined) add('clans', 'bad-clan', `Unknown clan '${String(unknown)}'.`);
  else {
    const twice = everyClan.find((c, i) => everyClan.indexOf(c) !== i);
    if (twice !== undefined) {
      const name = CLAN_DEFS[twice].name;
      const story = coop && config.story ? ' in this story' : '';
      if (basiliskClan !== undefined && clans.includes(basiliskClan)) {
        add('basilisk', 'bad-clan', `The Basilisk plays the ${name}${story}: pick another clan for that ally.`);
      } else add('clans', 'bad-clan', `Each seat needs its own clan: the ${name} is chosen twice.`);
    }
  }
  if (config.palaceAlt) {
    const sides = seatSides(config);
    if (sides.some((side) => !(side >= 0 && side <= 3))) add('sides', 'bad-sides', 'Table sides are numbered 0 to 3.');
    else if (new Set(sides).size !== sides.length) {
      add('sides', 'bad-sides', 'With the palace alternative every seat (and the Basilisk) sits at a different side of the table.');
    }
  }
  if (coop && config.difficulty !== undefined && !DIFFICULTIES.includes(config.difficulty)) {
    add('difficulty', 'bad-config', `Unknown difficulty '${String(config.difficulty)}'.`);
  }
  if (coop && config.story) {
    const scenario = findScenario(config.story);
    if (!scenario) add('story', 'bad-story', `There is no story scenario called '${config.story}'.`);
    else if (basiliskClan !== undefined && basiliskClan !== scenario.clan) {
      add('basilisk', 'bad-clan', `In the story "${scenario.name}" the Basilisk plays the ${CLAN_DEFS[scenario.clan].name}, the colour of its deck.`);
    }
  }
  const keeper = config.goldenRuleSeat;
  if (coop && keeper !== undefined && !(Number.isInteger(keeper) && keeper >= 0 && keeper < n)) {
    add('goldenRuleSeat', 'bad-config', 'The Golden Rule keeper must be one of the allies.');
  }
  return out;
}
