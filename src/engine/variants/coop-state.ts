// COOPERATIVE MODE: the mode's own config (its fields, defaults and checks),
// its state (s.coop) and small queries on it. The Basilisk is always the last
// seat; the allies are seats 0..n-2 and share pool 0. Nothing in this file
// changes the flow, and it loads no rules: the new-game form reads the config
// part (variants/configs.ts, setup-rules.ts).
import { ownSlot } from '../core/clone.js';
import { msg } from '../core/message.js';
import type { ClanId, Difficulty, GameConfig, GameState, Kin, Side } from '../core/types.js';
import { CLANS, DIFFICULTIES } from '../core/types.js';
import type { ConfigRules } from '../core/variant.js';
// The content modules themselves, not content/index.ts: the new-game form loads this file.
import { findScenario } from '../content/scenarios.js';
import { clanName, scenarioName } from '../content/names.js';

declare module '../core/types.js' {
  interface GameConfig {
    /** Co-op only. */
    difficulty?: Difficulty;
    /** Co-op only: a story scenario id, or null/undefined for vanilla. */
    story?: string | null;
    /** Co-op only: the Basilisk's clan and table side. */
    basilisk?: { clan: ClanId; side?: Side };
    /** Co-op only: which seat decides the Basilisk's open choices ("Golden Rule"); default 0. */
    goldenRuleSeat?: number;
    /**
     * Co-op only: the engine makes the Basilisk's open choices itself, picking the
     * option worst for the Basilisk by a fixed heuristic (docs/rules-notes.md), so
     * no Golden Rule decision is shown. Default false (the Golden Rule seat decides).
     */
    goldenRuleAuto?: boolean;
  }
}

declare module '../core/variant.js' {
  interface VariantSetupFields {
    basilisk: true;
    difficulty: true;
    story: true;
    goldenRuleSeat: true;
  }
  interface VariantConfigOptions {
    difficulty?: Difficulty;
    story?: string | null;
    /** The Basilisk's table side. */
    basiliskSide?: Side;
    /** The ally who makes the Basilisk's open choices, or let the engine make them. */
    goldenRuleSeat?: number;
    goldenRuleAuto?: boolean;
  }
}

const playsCoop = (config: GameConfig): boolean => config.mode === 'coop';

/** Story mode: the Basilisk plays the clan of the scenario deck, so the allies default to the others. */
const storyClan = (o: { story?: string | null }): ClanId | undefined => (o.story ? findScenario(o.story)?.clan : undefined);

/** The co-op config: the Basilisk as a seat the rules play, the difficulty, the story, the Golden Rule. */
export const coopConfig: ConfigRules = {
  enabled: playsCoop,
  // "2-3 players" against the Basilisk; the asymmetric setup deals hidden kin the Basilisk's rules cannot play.
  players: [2, 3],
  refusedTableRules: ['asymmetric'],
  fields: ['basilisk', 'difficulty', 'story', 'goldenRuleSeat'],
  reservedClans: (o) => {
    const clan = storyClan(o);
    return clan ? [clan] : [];
  },
  configure: (config, o) => {
    const used = new Set(config.seats.map((s) => s.clan));
    const reserved = storyClan(o);
    config.difficulty = o.difficulty ?? 'medium';
    config.story = o.story ?? null;
    const free = reserved && !used.has(reserved) ? reserved : CLANS.find((c) => !used.has(c))!;
    config.basilisk = { clan: free, ...(o.basiliskSide !== undefined ? { side: o.basiliskSide } : {}) };
    if (o.goldenRuleSeat !== undefined) config.goldenRuleSeat = o.goldenRuleSeat;
    if (o.goldenRuleAuto) config.goldenRuleAuto = true;
  },
  ruleSeats: (config) =>
    config.basilisk
      ? [
          {
            clan: config.basilisk.clan,
            ...(config.basilisk.side !== undefined ? { side: config.basilisk.side } : {}),
            field: 'basilisk',
            clash: (clan) => msg('rules.setup.basiliskPlaysClan', { clan: clanName(clan), story: config.story ? 'yes' : 'no' }),
          },
        ]
      : [],
  checkSeats: (config, add) => {
    if (!coopConfig.players!.includes(config.seats.length)) add('players', 'bad-players', msg('rules.setup.coopPlayers'));
    if (config.asymmetric) add('asymmetric', 'bad-combination', msg('rules.setup.asymCoop'));
    if (!config.basilisk) add('basilisk', 'bad-config', msg('rules.setup.basiliskClan'));
  },
  check: (config, add) => {
    if (config.difficulty !== undefined && !DIFFICULTIES.includes(config.difficulty)) {
      add('difficulty', 'bad-config', msg('rules.setup.unknownDifficulty', { difficulty: String(config.difficulty) }));
    }
    const basiliskClan = config.basilisk?.clan;
    if (config.story) {
      const scenario = findScenario(config.story);
      if (!scenario) add('story', 'bad-story', msg('rules.setup.unknownStory', { story: config.story }));
      else if (basiliskClan !== undefined && basiliskClan !== scenario.clan) {
        add('basilisk', 'bad-clan', msg('rules.setup.storyClan', { story: scenarioName(scenario.id), clan: clanName(scenario.clan) }));
      }
    }
    const keeper = config.goldenRuleSeat;
    if (keeper !== undefined && !(Number.isInteger(keeper) && keeper >= 0 && keeper < config.seats.length)) {
      add('goldenRuleSeat', 'bad-config', msg('rules.setup.goldenKeeper'));
    }
  },
};

export interface CoopState {
  /** Enemy deck, top = last element. Hidden by view(). */
  deck: number[];
  /** Enemy discard pile, top = last element. Face up, but only its top card may be looked at. */
  discard: number[];
  /** Twist cards returned to the box. */
  removed: number[];
  /** Enemy cards revealed so far this game (1 = the first revealed card). */
  revealed: number;
  /** The sector card of the Basilisk turn in progress, or -1. */
  card: number;
  /** The Basilisk stack, face up, top = last element (the kin ids in the Basilisk's hand, in order). */
  stack: number[];
  /** Story mode: Act cards revealed so far (1..3). */
  acts: number[];
  /** Story mode: Act cards still face down, top = last element. Hidden by view(). */
  storyDeck: number[];
  /** Story mode: sectors the allies may not place in this round. */
  blocked: number[];
  /** Story mode: extra Basilisk turns due in its next run of turns this round. */
  extraTurns: number;
}

declare module '../core/types.js' {
  interface VariantStates {
    /** The cooperative mode's state; null in a game of another mode. */
    coop: CoopState | null;
  }
}

export function isCoop(s: GameState): boolean {
  return playsCoop(s.config);
}

export function coopOf(s: GameState): CoopState {
  const c = ownSlot(s, 'coop');
  if (!c) throw new Error('Not a cooperative game');
  return c;
}

/** The Basilisk's seat (always the last one in coop). */
export function basiliskSeat(s: GameState): number {
  return s.players.length - 1;
}

export function isBasiliskSeat(s: GameState, seat: number): boolean {
  return isCoop(s) && seat === basiliskSeat(s);
}

/** Number of allies (human-or-bot seats). */
export function allyCount(s: GameState): 2 | 3 {
  return (s.players.length - 1) as 2 | 3;
}

/** The seat that makes the Basilisk's open choices (Golden Rule). */
export function goldenRuleSeat(s: GameState): number {
  return s.config.goldenRuleSeat ?? 0;
}

/** Whether the engine makes the Golden Rule choices itself. */
export function goldenRuleAuto(s: GameState): boolean {
  return !!s.config.goldenRuleAuto;
}

export * from '../rules/ruled-seat.js';

// --- the Basilisk stack --------------------------------------------------------

/** The Basilisk's kin in hand (its stack), as tiles. */
export function basiliskHand(s: GameState): Kin[] {
  const b = basiliskSeat(s);
  return s.kin.filter((k) => k.seat === b && k.loc === 'hand');
}

/**
 * Keeps the stack equal to the Basilisk's kin in hand: ids that left the hand
 * are dropped, kin that came back to hand without passing through the stack
 * (none should) go to its bottom.
 */
export function syncStack(s: GameState): void {
  const c = coopOf(s);
  const inHand = new Set(basiliskHand(s).map((k) => k.id));
  const stack = c.stack.filter((id) => inHand.has(id));
  const missing = [...inHand].filter((id) => !stack.includes(id)).sort((a, b) => a - b);
  c.stack = [...missing, ...stack];
}
