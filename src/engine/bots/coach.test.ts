// The coach: a suggestion explained by the search's own numbers, and the
// after-game review of the costliest choices.
import { describe, expect, it } from 'vitest';
import { sayEnglish } from '../../shared/i18n/format.js';
import { makeConfig } from '../config.js';
import { sameAction } from '../core/flow.js';
import type { Action, GameState } from '../core/types.js';
import { describeAction } from '../describe.js';
import { applyAction, createGame, currentDecision, legalActions } from '../index.js';
import { candidates } from './candidates.js';
import { explainChoice, signedFavor } from './explain.js';
import { chooseAction } from './index.js';
import { playMatch } from './match.js';
import { reviewGame, reviewPosition, REVIEW_KEEP } from './review.js';
import { rolloutChoice } from './rollout.js';
import { seedToState } from '../core/rng.js';

/** A placement with several real candidates, a few turns into a 4-player game. */
function placement(seed: number): GameState {
  let s = createGame(makeConfig({ players: 4 }), seed);
  let r = seed;
  for (let i = 0; i < 6; i++) {
    const c = chooseAction(s, 'heuristic', { seed: r++ });
    s = applyAction(s, c.action);
  }
  while (currentDecision(s)!.kind !== 'place' || candidates(s).length < 3) s = applyAction(s, chooseAction(s, 'heuristic', { seed: r++ }).action);
  return s;
}

describe('the search reports every candidate it played out', () => {
  it('the chosen action heads the ranking, and the rollouts add up to the search', () => {
    const s = placement(5);
    const r = chooseAction(s, 'strong', { seed: 3, iterations: 12 });
    const ranking = r.stats.ranking!;
    expect(ranking.length).toBeGreaterThan(1);
    expect(sameAction(ranking[0]!.action, r.action)).toBe(true);
    expect(ranking.reduce((n, c) => n + c.rollouts, 0)).toBe(r.stats.iterations);
    expect(ranking[0]!.meanReward).toBeCloseTo(r.stats.value!, 12);
    // The others follow by mean reward.
    for (let i = 2; i < ranking.length; i++) expect(ranking[i - 1]!.meanReward).toBeGreaterThanOrEqual(ranking[i]!.meanReward);
  });

  it('an included choice is played out on every round, even one the prior would skip', () => {
    const s = placement(8);
    const opts = candidates(s);
    const worst = opts.at(-1)!;
    const r = rolloutChoice(s, { rngState: seedToState('x'), iterations: 16, topK: 2, include: worst });
    expect(r.included).toBeDefined();
    const inc = r.ranking[r.included!]!;
    expect(sameAction(inc.action, worst)).toBe(true);
    // Never dropped by the halving: as many rollouts as the candidate that survived longest
    // (one fewer when the budget ran out in the middle of a round).
    expect(inc.rollouts).toBeGreaterThanOrEqual(Math.max(...r.ranking.map((c) => c.rollouts)) - 1);
    expect(inc.rollouts).toBeGreaterThan(2);
  });
});

describe('a suggestion says why, with the search numbers', () => {
  for (const seed of [5, 9]) {
    it(`names the chosen target and the next best, with their playout means (seed ${seed})`, () => {
      const s = placement(seed);
      const r = chooseAction(s, 'strong', { seed: 1, iterations: 12 });
      const [best, next] = r.stats.ranking!;
      const text = sayEnglish(explainChoice(s, r.stats.ranking!));
      expect(text.startsWith(sayEnglish(describeAction(s, r.action)))).toBe(true);
      expect(text).toContain(`${signedFavor(best!.meanMargin)} favor`);
      expect(text).toContain(`over ${best!.rollouts} playout`);
      expect(text).toContain(`next best, ${sayEnglish(describeAction(s, next!.action))} (${signedFavor(next!.meanMargin)} over ${next!.rollouts} playout`);
    });
  }

  it('signs a margin as a player reads it', () => {
    expect(signedFavor(3.14)).toBe('+3.1');
    expect(signedFavor(-0.96)).toBe('-1.0');
    expect(signedFavor(0.01)).toBe('±0.0');
  });
});

describe('the review of a finished game', () => {
  // Seat 1 plays at random: a person who makes costly choices; the other seats are computer players.
  const config = makeConfig({ players: 2 });
  const seed = 21;
  const { actions } = playMatch(config, seed, ['heuristic', 'random']);
  const search = { iterations: 4, topK: 2 };
  const review = reviewGame(config, seed, actions, [1], search);

  it('reports only the people, at most three choices each, costliest first', () => {
    expect(review.seats.map((x) => x.seat)).toEqual([1]);
    const costly = review.seats[0]!.costly;
    expect(costly.length).toBeGreaterThan(0);
    expect(costly.length).toBeLessThanOrEqual(REVIEW_KEEP);
    for (let i = 1; i < costly.length; i++) expect(costly[i - 1]!.loss).toBeGreaterThanOrEqual(costly[i]!.loss);
    expect(review.reviewed).toBe(review.positions);
  });

  it('each loss is what the search found at that ply: the bot choice mean minus the person choice mean', () => {
    let s = createGame(config, seed);
    const states: GameState[] = [];
    for (const a of actions) {
      states.push(s);
      s = applyAction(s, a);
    }
    for (const c of review.seats[0]!.costly) {
      const at = states[c.ply]!;
      expect(currentDecision(at)!.seat).toBe(1);
      const played: Action = actions[c.ply]!;
      const again = reviewPosition(at, played, { ...search, seed })!;
      expect(c.loss).toBe(again.loss);
      expect(c.loss).toBeCloseTo(again.best.meanMargin - again.played.meanMargin, 12);
      expect(sayEnglish(c.better)).toBe(sayEnglish(describeAction(at, again.best.action)));
      expect(c.better).toEqual(describeAction(at, again.best.action));
      expect(c.played).toEqual(describeAction(at, played));
      expect(c.loss).toBeGreaterThan(0);
      expect(legalActions(at).length).toBeGreaterThanOrEqual(2);
    }
  });

  it('a choice the bot itself would make costs nothing', () => {
    const s = placement(5);
    // The search without the person's choice: its pick is among the candidates it plays out anyway.
    const bot = rolloutChoice(s, { rngState: seedToState(`review:${s.ply}`), iterations: 8, topK: 3 });
    const p = reviewPosition(s, bot.action, { iterations: 8, topK: 3 })!;
    expect(sameAction(p.best.action, bot.action)).toBe(true);
    expect(p.loss).toBe(0);
  });
});
