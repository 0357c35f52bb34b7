// Which mixes of mode, seats and table rules make a game: the one check that
// both the engine (createGame refuses a bad mix) and the new-game form (which
// shows every problem beside its field) use.
// The content modules themselves, not content/index.ts: the new-game form loads this check (setup-rules.ts).
import { findScenario } from '../content/scenarios.js';
import type { GameConfig, Side } from '../core/types.js';
import { msg, type Msg } from '../core/message.js';
import { clanName, scenarioName } from '../content/names.js';
import { CLANS, DIFFICULTIES, MODES } from '../core/types.js';

/** The part of the setup a problem belongs to, so a form can show it there. */
export type SetupField = 'config' | 'mode' | 'players' | 'clans' | 'basilisk' | 'sides' | 'asymmetric' | 'difficulty' | 'story' | 'goldenRuleSeat';

export interface SetupProblem {
  field: SetupField;
  /** Stable code (the RulesError code createGame throws). */
  code: string;
  /** Why, for the player. */
  words: Msg;
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
  if (!config || !Array.isArray(config.seats)) return [{ field: 'config', code: 'bad-config', words: msg('rules.setup.noSeats') }];
  const out: SetupProblem[] = [];
  const add = (field: SetupField, code: string, words: Msg): void => {
    out.push({ field, code, words });
  };
  const n = config.seats.length;
  const mode = config.mode;
  const coop = mode === 'coop';
  if (!MODES.includes(mode)) add('mode', 'bad-config', msg('rules.setup.unknownMode', { mode: String(mode) }));
  if (mode === 'standard' && (n < 2 || n > 4)) add('players', 'bad-players', msg('rules.setup.standardPlayers'));
  if (mode === 'team' && n !== 4) add('players', 'bad-players', msg('rules.setup.teamPlayers'));
  if (coop && (n < 2 || n > 3)) add('players', 'bad-players', msg('rules.setup.coopPlayers'));
  if (coop && config.asymmetric) add('asymmetric', 'bad-combination', msg('rules.setup.asymCoop'));

  const clans = config.seats.map((s) => s.clan);
  if (coop && !config.basilisk) add('basilisk', 'bad-config', msg('rules.setup.basiliskClan'));
  const basiliskClan = coop ? config.basilisk?.clan : undefined;
  const everyClan = basiliskClan === undefined ? clans : [...clans, basiliskClan];
  const unknown = everyClan.find((c) => !CLANS.includes(c));
  if (unknown !== undefined) add('clans', 'bad-clan', msg('rules.setup.unknownClan', { clan: String(unknown) }));
  else {
    const twice = everyClan.find((c, i) => everyClan.indexOf(c) !== i);
    if (twice !== undefined) {
      const name = clanName(twice);
      const story = coop && config.story ? 'yes' : 'no';
      if (basiliskClan !== undefined && clans.includes(basiliskClan)) {
        add('basilisk', 'bad-clan', msg('rules.setup.basiliskPlaysClan', { clan: name, story }));
      } else add('clans', 'bad-clan', msg('rules.setup.clanTwice', { clan: name }));
    }
  }
  if (config.palaceAlt) {
    const sides = seatSides(config);
    if (sides.some((side) => !(side >= 0 && side <= 3))) add('sides', 'bad-sides', msg('rules.setup.sideRange'));
    else if (new Set(sides).size !== sides.length) {
      add('sides', 'bad-sides', msg('rules.setup.sidesDistinct'));
    }
  }
  if (coop && config.difficulty !== undefined && !DIFFICULTIES.includes(config.difficulty)) {
    add('difficulty', 'bad-config', msg('rules.setup.unknownDifficulty', { difficulty: String(config.difficulty) }));
  }
  if (coop && config.story) {
    const scenario = findScenario(config.story);
    if (!scenario) add('story', 'bad-story', msg('rules.setup.unknownStory', { story: config.story }));
    else if (basiliskClan !== undefined && basiliskClan !== scenario.clan) {
      add('basilisk', 'bad-clan', msg('rules.setup.storyClan', { story: scenarioName(scenario.id), clan: clanName(scenario.clan) }));
    }
  }
  const keeper = config.goldenRuleSeat;
  if (coop && keeper !== undefined && !(Number.isInteger(keeper) && keeper >= 0 && keeper < n)) {
    add('goldenRuleSeat', 'bad-config', msg('rules.setup.goldenKeeper'));
  }
  return out;
}
