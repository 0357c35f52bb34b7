// Hidden information stays hidden (issue 10). The rulebook keeps some things
// from some seats: clan piles are "facedown"; in the asymmetric variant each
// player draws 3 kin "secretly", is dealt 3 revelation cards "facedown", and
// after the reveal "put[s] the remaining tiles back into the box" unseen; the
// coop enemy deck is face down and the story Act cards lie "in a pile
// facedown". Two checks over many random games of every mode with hidden zones:
//  1. a seat's view is the same, to the character, for two states that differ
//     only in what that seat may not know (the hidden tiles and cards shuffled
//     among themselves, the generator state changed);
//  2. an attacker who learned, from other games, which type sits behind each
//     hidden entry of a view does no better than one who ignores the view.
import { describe, expect, it } from 'vitest';
import { revelationName } from './content/names.js';
import { sayEnglish } from '../shared/i18n/format.js';
import { makeConfig, type ConfigOptions } from './config.js';
import { canonicalJson } from './core/hash.js';
import { Rng, wideSeed } from './core/rng.js';
import type { GameState, KinType } from './core/types.js';
import { applyAction, createGame, currentDecision, describeAction, isGameOver, legalActions, view } from './index.js';
import { REVELATIONS, SCENARIOS } from './content/index.js';

interface AsymSeat {
  drawn: number[];
  randomPick: number;
  fighterSwap: number;
  dealt: number[];
  bought: number[];
}

const MIXES: { name: string; options: ConfigOptions }[] = [
  { name: 'standard 4p', options: { players: 4 } },
  { name: 'standard 2p palace-alt', options: { players: 2, palaceAlt: true } },
  { name: 'asymmetric 4p', options: { players: 4, asymmetric: true } },
  { name: 'asymmetric 3p dragon', options: { players: 3, asymmetric: true, dragon: true } },
  { name: 'asymmetric team', options: { players: 4, mode: 'team', asymmetric: true } },
  { name: 'coop vanilla 2 allies', options: { players: 2, mode: 'coop', difficulty: 'hard' } },
  { name: 'coop vanilla 3 allies palace-alt', options: { players: 3, mode: 'coop', palaceAlt: true } },
  ...SCENARIOS.map((sc, i) => ({ name: `coop story ${sc.id}`, options: { players: 2 + (i % 2), mode: 'coop' as const, story: sc.id } })),
];

/** Odd seeds become wide seeds (what new games get), even ones stay numbers (as in older saves). */
const seedOf = (n: number): number | string => (n % 2 ? wideSeed(Array.from({ length: 16 }, (_, i) => (n * 37 + i * 101) & 0xff)) : n);

/** Positions along one random game: every ply of the secret set-up, then every `every`-th ply. */
function positions(options: ConfigOptions, seed: number, every: number): GameState[] {
  const rng = new Rng(seed * 7919 + 13);
  let s = createGame(makeConfig(options), seedOf(seed));
  const out: GameState[] = [];
  for (let ply = 0; !isGameOver(s); ply++) {
    if (ply < 10 || ply % every === 0) out.push(s);
    const legal = legalActions(s);
    s = applyAction(s, legal[rng.int(legal.length)]!);
  }
  return out;
}

const asymOf = (s: GameState): AsymSeat[] | null => (s.asym as AsymSeat[] | undefined) ?? null;

/**
 * Per owning seat, the kin `viewer` may not identify: face-down clan piles, and
 * another seat's secret draws (before the reveal) or the draws it put back
 * into the box (after it).
 */
function hiddenKinGroups(s: GameState, viewer: number): number[][] {
  const asym = asymOf(s);
  return s.players.map((p) => {
    const ids = p.pile.slice();
    if (asym && p.seat !== viewer) {
      const a = asym[p.seat]!;
      const back = s.asymRevealed ? 'box' : 'secret';
      ids.push(...a.drawn.filter((id) => s.kin[id]!.loc === back && (!s.asymRevealed || (id !== a.randomPick && id !== a.fighterSwap))));
    }
    return ids;
  });
}

/** Every place holding a revelation card `viewer` may not know, as [array, index]. */
function hiddenRevelationSlots(s: GameState, viewer: number): [number[], number][] {
  const out: [number[], number][] = s.revelations.deck.map((_, i) => [s.revelations.deck, i]);
  asymOf(s)?.forEach((a, seat) => {
    if (seat === viewer) return;
    a.dealt.forEach((id, i) => {
      if (!a.bought.includes(id) || !s.asymRevealed) out.push([a.dealt, i]);
    });
  });
  return out;
}

function shuffleSlots(slots: [number[], number][], rng: Rng): void {
  const values = rng.shuffle(slots.map(([a, i]) => a[i]!));
  slots.forEach(([a, i], j) => (a[i] = values[j]!));
}

/** A copy of `s` whose content hidden from `viewer` is shuffled among itself, with another generator state. */
function shuffleHidden(s: GameState, viewer: number, rng: Rng): GameState {
  const d = structuredClone(s);
  // Kin: the tiles' identities (and so their types) trade places, their whereabouts stay.
  const relabel = new Map<number, number>();
  for (const group of hiddenKinGroups(d, viewer)) {
    const to = rng.shuffle(group.slice());
    group.forEach((id, i) => relabel.set(id, to[i]!));
  }
  const map = (id: number): number => relabel.get(id) ?? id;
  for (const [from, to] of relabel) {
    const k = s.kin[from]!;
    Object.assign(d.kin[to]!, { loc: k.loc, at: k.at, cloaked: k.cloaked, seat: k.seat, clan: k.clan });
  }
  for (const p of d.players) p.pile = p.pile.map(map);
  for (const a of asymOf(d) ?? []) {
    a.drawn = a.drawn.map(map);
    a.randomPick = map(a.randomPick);
    a.fighterSwap = map(a.fighterSwap);
  }
  // Cards: face-down orders, and which seat was dealt which card.
  shuffleSlots(hiddenRevelationSlots(d, viewer), rng);
  rng.shuffle(d.events.deck);
  const top = d.villages.pile.pop();
  rng.shuffle(d.villages.pile);
  if (top !== undefined) d.villages.pile.push(top);
  const coop = d.coop as { deck: number[]; storyDeck: number[] } | undefined;
  if (coop) {
    rng.shuffle(coop.deck);
    rng.shuffle(coop.storyDeck);
  }
  d.rng = typeof s.rng === 'number' ? (s.rng ^ 0x5bd1e995) >>> 0 : [...s.rng].reverse().join('');
  return d;
}

describe('a seat view holds nothing of what that seat may not know', () => {
  it.each(MIXES)('$name: the view is the same whatever the hidden content', ({ options }) => {
    const rng = new Rng(4242);
    let checked = 0;
    for (let seed = 1; seed <= 8; seed++) {
      for (const s of positions(options, seed * 101, 11)) {
        for (let viewer = 0; viewer < s.players.length; viewer++) {
          const seen = canonicalJson(view(s, viewer));
          const other = canonicalJson(view(shuffleHidden(s, viewer, rng), viewer));
          if (seen !== other) {
            expect.fail(`seed ${seed * 101}, ply ${s.ply}, seat ${viewer}: the view changes with the hidden content\n${firstDifference(seen, other)}`);
          }
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(50);
  });
});

// "Before placing the revelation cards, shuffle them and deal 3 to each player,
// facedown. Each player can secretly and simultaneously spend scrolls to acquire
// 1 or more revelation cards among those they received." The seat that received
// them sees them (the table lays them out from its view, the decision bar names
// them); no other seat does.
describe('the revelation cards dealt at an asymmetric start: their seat sees them, no other seat does', () => {
  it.each(MIXES.filter((m) => m.options.asymmetric))('$name', ({ options }) => {
    let purchases = 0;
    for (let seed = 1; seed <= 6; seed++) {
      for (const s of positions(options, seed * 31, 1000).filter((x) => !x.asymRevealed)) {
        const real = asymOf(s)!;
        for (let viewer = 0; viewer < s.players.length; viewer++) {
          const shown = view(s, viewer).asym as AsymSeat[];
          expect(shown[viewer]!.dealt).toEqual(real[viewer]!.dealt);
          shown.forEach((a, seat) => {
            if (seat !== viewer) expect(a.dealt.every((id) => id === -1)).toBe(true);
          });
        }
        const decision = currentDecision(s);
        if (decision?.kind !== 'asymRevelations') continue;
        purchases++;
        // The purchase's buttons name the cards dealt to the deciding seat, and only those.
        const cardName = (id: number): string => sayEnglish(revelationName(id));
        const mine = new Set(real[decision.seat]!.dealt.map((id) => cardName(id)));
        const labels = legalActions(s).map((a) => sayEnglish(describeAction(s, a)));
        const named = new Set(REVELATIONS.filter((r) => labels.some((l) => l.includes(`“${cardName(r.id)}”`))).map((r) => cardName(r.id)));
        for (const name of named) expect(mine.has(name), `a label names "${name}", not dealt to seat ${decision.seat}`).toBe(true);
        for (const id of real[decision.seat]!.dealt) {
          const card = REVELATIONS[id]!;
          const alone = legalActions(s).find((a) => a.t === 'pick' && a.ids.length === 1 && a.ids[0] === id);
          if (alone) expect(sayEnglish(describeAction(s, alone))).toContain(`“${cardName(card.id)}”`);
        }
        // The prompt (which only the deciding seat is shown) names no card either way.
        for (const r of REVELATIONS) expect(sayEnglish(decision.prompt)).not.toContain(cardName(r.id));
      }
    }
    expect(purchases).toBeGreaterThan(5);
  });
});

function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return `…${a.slice(Math.max(0, i - 80), i + 40)}…\n…${b.slice(Math.max(0, i - 80), i + 40)}…`;
}

// ---- the attacker -------------------------------------------------------------

interface Sample {
  /** What the attacker sees of one hidden entry: its id, owner and place in the view. */
  key: string;
  /** The types really behind the owner's entries of that place (the secret draws, or the draws put back). */
  truth: KinType[];
}

/** The secret draws and the draws put back of other seats, as each seat's view shows them. */
function samples(s: GameState): Sample[] {
  const asym = asymOf(s);
  if (!asym) return [];
  const out: Sample[] = [];
  const place = s.asymRevealed ? 'box' : 'secret';
  for (let viewer = 0; viewer < s.players.length; viewer++) {
    const v = view(s, viewer);
    for (const owner of s.players.map((p) => p.seat)) {
      if (owner === viewer) continue;
      const a = asym[owner]!;
      const truth = a.drawn.filter((id) => s.kin[id]!.loc === place && id !== a.randomPick && id !== a.fighterSwap).map((id) => s.kin[id]!.type);
      for (const k of v.kin) {
        if (k.seat === owner && k.loc === place && k.type === 'hidden') out.push({ key: `${owner}:${k.id}:${place}`, truth });
      }
    }
  }
  return out;
}

function mostCommon(counts: Map<KinType, number> | undefined): KinType | undefined {
  let best: KinType | undefined;
  for (const [t, n] of counts ?? []) if (best === undefined || n > counts!.get(best)!) best = t;
  return best;
}

describe('an attacker learning from other games cannot read the asymmetric secrets', () => {
  it('an id-to-type table predicts a hidden draw no better than the plain frequency of each type', () => {
    const options: ConfigOptions = { players: 4, asymmetric: true };
    const train: Sample[] = [];
    const test: Sample[] = [];
    for (let seed = 1; seed <= 160; seed++) {
      // Just before the reveal (every seat has chosen) and just after it.
      const all = positions(options, seed, 1000).slice(7, 10);
      for (const s of all) (seed <= 100 ? train : test).push(...samples(s));
    }
    const byKey = new Map<string, Map<KinType, number>>();
    const overall = new Map<KinType, number>();
    for (const x of train) {
      for (const t of x.truth) {
        const m = byKey.get(x.key) ?? new Map<KinType, number>();
        byKey.set(x.key, m.set(t, (m.get(t) ?? 0) + 1));
        overall.set(t, (overall.get(t) ?? 0) + 1);
      }
    }
    const guessAll = mostCommon(overall);
    let attacker = 0;
    let chance = 0;
    for (const x of test) {
      if (x.truth.includes(mostCommon(byKey.get(x.key)) ?? guessAll!)) attacker++;
      if (x.truth.includes(guessAll!)) chance++;
    }
    expect(test.length).toBeGreaterThan(500);
    // Both rates are near 30%; a readable secret would put the attacker near 100%.
    expect(attacker / test.length).toBeLessThanOrEqual(chance / test.length + 0.08);
  });
});
