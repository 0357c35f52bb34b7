// Golden replays: a fixed list of seeded games over every mode mix, each played
// by a seeded chooser and folded into one digest, so that a restructuring of
// the engine can prove it changes no behaviour (tests/fixtures/golden-replays.json,
// written by scripts/make-golden-replays.ts, checked by golden-replays.test.ts).
// Only the engine's public API is used, so the digests outlive any move of its
// internals; the hash is a small JS one. It folds the engine's messages (their
// ids and arguments), not the words a catalog gives them, so mending a text's
// wording in any language leaves every digest as it was.
import { makeConfig, type ConfigOptions } from '../../src/engine/config.js';
import { SCENARIOS } from '../../src/engine/content/index.js';
import { DIFFICULTIES } from '../../src/engine/core/types.js';
import type { GameConfig, GameState, GameView } from '../../src/engine/index.js';
import { withFormerExt } from '../../src/engine/core/former-ext.js';
import {
  applyAction,
  choiceTarget,
  createGame,
  currentDecision,
  describeAction,
  finalScores,
  isGameOver,
  legalActions,
  stateHash,
  view,
} from '../../src/engine/index.js';

/** Plies after which a game stops even if not over (keeps the test's run time bounded). */
export const PLY_CAP = 400;
/** Seeds per mix (the mixes times this is the game count). */
export const SEEDS_PER_MIX = 12;
/** The plies at which the deciding seat's view is folded in as JSON (besides the last decision). */
const VIEW_PLIES = new Set([0, 30, 120, 250]);

/** The mode families, one `it` block each in the test. */
export type Family = 'standard' | 'team' | 'coop';

export interface GoldenMix {
  /** Names the mix in the fixture's keys, e.g. `standard-p3-palace-dragon-r2`. */
  name: string;
  family: Family;
  config: GameConfig;
}

export interface GoldenGame {
  key: string;
  family: Family;
  config: GameConfig;
  seed: number;
}

type Readings = { tag: string; options: Partial<ConfigOptions>; families?: readonly Family[] };
/**
 * Every reading of the rules: 4 (the current), 3, 2, and the old ones of games begun before readings.
 * A game's seed follows its mix's place in the list, so a reading added later (`families`: the
 * mixes whose rules it changes) is played after every earlier mix, keeping their keys and digests.
 */
const READINGS: Readings[] = [
  { tag: 'r3', options: { readings: 3 } },
  { tag: 'r2', options: { readings: 2 } },
  { tag: 'rold', options: { oldReadings: true } },
  // Reading 4 changes only the Basilisk's paid spots.
  { tag: 'r4', options: { readings: 4 }, families: ['coop'] },
];


/** Every combination of the table rules palace alternative / dragon / asymmetric. */
function tableRules(withAsymmetric: boolean): { tag: string; options: Partial<ConfigOptions> }[] {
  const out: { tag: string; options: Partial<ConfigOptions> }[] = [];
  for (const palaceAlt of [false, true])
    for (const dragon of [false, true])
      for (const asymmetric of withAsymmetric ? [false, true] : [false]) {
        const tags = [palaceAlt && 'palace', dragon && 'dragon', asymmetric && 'asym'].filter(Boolean);
        out.push({ tag: tags.length ? tags.join('-') : 'plain', options: { palaceAlt, dragon, asymmetric } });
      }
  return out;
}

/** Distinct table sides for the seats (the palace alternative needs them; harmless elsewhere). */
const SIDES = [0, 1, 2, 3] as const;
/** Sides that are not simply the seat order, so a config's own sides are exercised too. */
const SHUFFLED_SIDES = [2, 0, 3, 1] as const;

/** The mode mixes before the readings are applied. */
function baseMixes(): { name: string; family: Family; options: ConfigOptions }[] {
  const out: { name: string; family: Family; options: ConfigOptions }[] = [];
  for (const players of [2, 3, 4])
    for (const t of tableRules(true))
      out.push({
        name: `standard-p${players}-${t.tag}`,
        family: 'standard',
        options: { players, mode: 'standard', ...t.options, sides: [...(players === 3 ? SHUFFLED_SIDES : SIDES)].slice(0, players) },
      });
  for (const t of tableRules(true))
    out.push({ name: `team-p4-${t.tag}`, family: 'team', options: { players: 4, mode: 'team', ...t.options, sides: [...SIDES] } });
  for (const players of [2, 3]) {
    for (const difficulty of DIFFICULTIES)
      out.push({ name: `coop-p${players}-vanilla-${difficulty}`, family: 'coop', options: { players, mode: 'coop', difficulty } });
    for (const sc of SCENARIOS)
      out.push({ name: `coop-p${players}-story-${sc.id}`, family: 'coop', options: { players, mode: 'coop', story: sc.id, difficulty: 'medium' } });
    // The coop table rules (asymmetric cannot join coop): palace alternative needs distinct sides, the Basilisk's included.
    for (const t of tableRules(false).filter((x) => x.tag !== 'plain'))
      out.push({
        name: `coop-p${players}-${t.tag}`,
        family: 'coop',
        options: { players, mode: 'coop', ...t.options, difficulty: 'hard', sides: [...SIDES].slice(0, players), basiliskSide: 3 },
      });
    // The Golden Rule: a seat other than the first decides the Basilisk's open choices, or the engine does.
    for (const auto of [false, true])
      out.push({
        name: `coop-p${players}-golden-seat1-${auto ? 'auto' : 'manual'}`,
        family: 'coop',
        options: { players, mode: 'coop', goldenRuleSeat: 1, goldenRuleAuto: auto, difficulty: 'medium' },
      });
    out.push({
      name: `coop-p${players}-story-palace-auto`,
      family: 'coop',
      options: { players, mode: 'coop', story: SCENARIOS[players - 2]!.id, palaceAlt: true, goldenRuleAuto: true, sides: [...SIDES].slice(0, players), basiliskSide: 3 },
    });
  }
  return out;
}

/** Every mix: each base mix under each reading of the rules. */
export function goldenMixes(): GoldenMix[] {
  const out: GoldenMix[] = [];
  const mix = (m: ReturnType<typeof baseMixes>[number], r: Readings) =>
    out.push({ name: `${m.name}-${r.tag}`, family: m.family, config: makeConfig({ ...m.options, ...r.options }) });
  const first = READINGS.filter((r) => !r.families);
  for (const m of baseMixes()) for (const r of first) mix(m, r);
  for (const r of READINGS.filter((x) => x.families))
    for (const m of baseMixes()) if (r.families!.includes(m.family)) mix(m, r);
  return out;
}

/** The full game list: SEEDS_PER_MIX seeds per mix, the seeds varying with the mix. */
export function goldenGames(): GoldenGame[] {
  const out: GoldenGame[] = [];
  goldenMixes().forEach((m, i) => {
    for (let k = 0; k < SEEDS_PER_MIX; k++) {
      const seed = 1000 + i * 97 + k * 7919;
      out.push({ key: `${m.name}-s${seed}`, family: m.family, config: m.config, seed });
    }
  });
  return out;
}

// ---- the digest ------------------------------------------------------------

/** A streaming 64-bit hash (two 32-bit multiplicative lanes, cyrb53's mixing); pure JS. */
export class Digest {
  private h1 = 0xdeadbeef;
  private h2 = 0x41c6ce57;

  add(text: string): void {
    let h1 = this.h1;
    let h2 = this.h2;
    for (let i = 0; i < text.length; i++) {
      const ch = text.charCodeAt(i);
      h1 = Math.imul(h1 ^ ch, 2654435761);
      h2 = Math.imul(h2 ^ ch, 1597334677);
    }
    // A separator, so that ['ab', 'c'] and ['a', 'bc'] differ.
    h1 = Math.imul(h1 ^ 0x1f, 2654435761);
    h2 = Math.imul(h2 ^ 0x1f, 1597334677);
    this.h1 = h1;
    this.h2 = h2;
  }

  hex(): string {
    let h1 = Math.imul(this.h1 ^ (this.h1 >>> 16), 2246822507);
    h1 ^= Math.imul(this.h2 ^ (this.h2 >>> 13), 3266489909);
    let h2 = Math.imul(this.h2 ^ (this.h2 >>> 16), 2246822507);
    h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
    return (h2 >>> 0).toString(16).padStart(8, '0') + (h1 >>> 0).toString(16).padStart(8, '0');
  }
}

/** mulberry32: the chooser's own seeded generator (independent of the engine's), so a game is the same on every run. */
export function chooser(seed: number): (n: number) => number {
  let a = seed >>> 0;
  return (n) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) % n) >>> 0;
  };
}

/**
 * A seat's view as it was when the fixture was made: the screen facts came
 * later (they are derived from the config and public fields, so leaving them
 * out hides no change of what a seat sees), and the fixture must not move.
 */
function viewAsFixtureSaw(s: GameState, seat: number): Omit<GameView, 'screen'> {
  const { screen: _screen, ...before } = view(s, seat);
  return before;
}

/** Plays one game to its end (or PLY_CAP) and returns its digest. */
export function replayDigest(game: Pick<GoldenGame, 'config' | 'seed'>): string {
  const d = new Digest();
  const pick = chooser(game.seed ^ 0x9e3779b9);
  let s: GameState = createGame(game.config, game.seed);
  d.add(JSON.stringify(s.log));
  for (let ply = 0; ply < PLY_CAP && !isGameOver(s); ply++) {
    d.add(stateHash(s));
    const decision = currentDecision(s);
    d.add(JSON.stringify(decision));
    const options = legalActions(s);
    for (const a of options) {
      d.add(JSON.stringify(a));
      d.add(JSON.stringify(describeAction(s, a)));
      d.add(JSON.stringify(choiceTarget(s, a)));
    }
    // The view folded in the shape it had when the fixture was made: the
    // variants' former `ext` entries back in that bag, in its place
    // (core/former-ext.ts), since this JSON keeps the order of keys.
    if (decision && VIEW_PLIES.has(ply)) d.add(JSON.stringify(withFormerExt(viewAsFixtureSaw(s, decision.seat))));
    s = applyAction(s, options[pick(options.length)]!);
    // A step's state holds only the lines that step wrote.
    d.add(JSON.stringify(s.log));
  }
  d.add(stateHash(s));
  d.add(isGameOver(s) ? JSON.stringify(finalScores(s)) : `capped at ${PLY_CAP}`);
  return d.hex();
}

/** Every game's digest, keyed as in the fixture. */
export function digestsOf(games: readonly GoldenGame[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const g of games) out[g.key] = replayDigest(g);
  return out;
}
