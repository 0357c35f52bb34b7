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
import { costWords, explainChoice, leadOverNext } from './explain.js';
import { chooseAction } from './index.js';
import { playMatch } from './match.js';
import { comparePosition, reviewGame, reviewPosition, REVIEW_KEEP, screenPosition } from './review.js';
import { rolloutChoice } from './rollout.js';
import { seedToState } from '../core/rng.js';
import { pairedDiff, t975 } from './paired.js';
import { actionId, mergeKey } from './candidates.js';
import { wordsFor } from '../../shared/i18n/format.js';

/** A favor figure as the English catalog writes it: one decimal, a sign when asked. */
const en1 = (x: number, signed = false) => new Intl.NumberFormat('en', { minimumFractionDigits: 1, maximumFractionDigits: 1, ...(signed ? { signDisplay: 'exceptZero' as const } : {}) }).format(x);

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

  it('records each candidate margin per re-deal, aligned by re-deal, when asked', () => {
    const s = placement(8);
    const plain = rolloutChoice(s, { rngState: seedToState('rec'), iterations: 16, topK: 3 });
    const r = rolloutChoice(s, { rngState: seedToState('rec'), iterations: 16, topK: 3, recordSamples: true });
    // Recording changes nothing about the search.
    expect(r.ranking.map((c) => [actionId(c.action), c.rollouts, c.meanMargin])).toEqual(plain.ranking.map((c) => [actionId(c.action), c.rollouts, c.meanMargin]));
    expect(plain.ranking[0]!.samples).toBeUndefined();
    for (const c of r.ranking) {
      const played = c.samples!.filter((x): x is number => x !== null);
      expect(played.length).toBe(c.rollouts);
      expect(played.reduce((a, b) => a + b, 0) / played.length).toBeCloseTo(c.meanMargin, 9);
    }
    // Every candidate is played out on the first re-deals (before any halving): the same index, the same re-deal.
    expect(r.ranking.every((c) => c.samples![0] !== null)).toBe(true);
  });
});

describe('paired differences: the doubt in a loss comes from the re-deals both moves shared', () => {
  it('the mean and a Student t interval of the differences', () => {
    const a = [5, 7, 6, 9, 4, 8];
    const b = [3, 4, 5, 5, 3, 4];
    const d = pairedDiff(a, b); // differences 2 3 1 4 1 4: mean 2.5, sd sqrt(1.9)
    expect(d.n).toBe(6);
    expect(d.mean).toBeCloseTo(2.5, 12);
    expect(d.se).toBeCloseTo(Math.sqrt(1.9 / 6), 12);
    expect(d.half).toBeCloseTo(2.571 * Math.sqrt(1.9 / 6), 9);
    expect(d.lo).toBeCloseTo(2.5 - d.half, 12);
    // Shared luck cancels: the same differences on wildly different draws give the same interval.
    const swing = [100, -50, 30, 0, 70, -20];
    expect(pairedDiff(a.map((x, j) => x + swing[j]!), b.map((x, j) => x + swing[j]!))).toEqual(d);
  });

  it('t quantiles: the table, and beyond it close to the normal 1.96', () => {
    expect(t975(1)).toBeCloseTo(12.706, 3);
    expect(t975(23)).toBeCloseTo(2.069, 3);
    expect(t975(60)).toBeCloseTo(2.0003, 3);
    expect(t975(1000)).toBeCloseTo(1.962, 3);
  });

  it('no interval from fewer than two pairs', () => {
    expect(pairedDiff([3], [1]).half).toBe(Infinity);
    expect(pairedDiff([], []).n).toBe(0);
  });
});

describe('a suggestion says why, with the search numbers and their doubt', () => {
  for (const seed of [5, 9]) {
    it(`names the chosen target and the next best, with its mean margin and its lead over the next best give or take (seed ${seed})`, () => {
      const s = placement(seed);
      const r = chooseAction(s, 'strong', { seed: 1, iterations: 36, tuning: { recordSamples: true } });
      const ranking = r.stats.ranking!;
      const [best, next] = ranking;
      const text = sayEnglish(explainChoice(s, ranking));
      expect(text.startsWith(sayEnglish(describeAction(s, r.action)))).toBe(true);
      expect(text).toContain(`${en1(best!.meanMargin, true)} favor`);
      expect(text).toContain(`over ${best!.rollouts} playout`);
      const lead = leadOverNext(ranking)!;
      expect(lead.n).toBeGreaterThanOrEqual(2);
      const nextWords = sayEnglish(describeAction(s, next!.action));
      if (lead.half < 0.05) expect(text).toMatch(/every one of the same draws/);
      else if (lead.lo > 0) expect(text).toContain(`it beats the next best, ${nextWords}, by about ${en1(lead.mean)} favor, give or take ${en1(lead.half)}`);
      else expect(text).toContain(`the next best, ${nextWords}, is too close to call: about ${en1(lead.mean)} favor apart, give or take ${en1(lead.half)}`);
      expect(text).toMatch(new RegExp(`over ${lead.n} playouts of both`));
    });
  }

  it('a lead whose interval reaches zero is too close to call; one clearly above zero is a lead', () => {
    const s = placement(5);
    const ranking = chooseAction(s, 'strong', { seed: 1, iterations: 12 }).stats.ranking!;
    const close = sayEnglish(explainChoice(s, ranking, pairedDiff([1, 2, 0, 3], [1, 1, 1, 1])));
    expect(close).toContain('too close to call');
    const clear = sayEnglish(explainChoice(s, ranking, pairedDiff([3, 4, 3, 4], [1, 1, 1, 1])));
    expect(clear).toContain('it beats the next best');
    expect(clear).toContain('by about 2.5 favor, give or take 0.9');
    // No doubt at all: the same gap on every re-deal, or none.
    expect(sayEnglish(explainChoice(s, ranking, pairedDiff([3, 3, 3], [1, 1, 1])))).toContain('by 2.0 favor on every one of the same draws (over 3 playouts of both)');
    expect(sayEnglish(explainChoice(s, ranking, pairedDiff([3, 1, 2], [3, 1, 2])))).toContain('came out exactly even with it on every one of the same draws');
  });

  it('German and French say the margin with their own decimal comma, through ICU (no English "+1.5")', () => {
    const s = placement(5);
    const ranking = chooseAction(s, 'strong', { seed: 1, iterations: 12 }).stats.ranking!;
    const m = ranking[0]!.meanMargin;
    const de = new Intl.NumberFormat('de', { minimumFractionDigits: 1, maximumFractionDigits: 1, signDisplay: 'exceptZero' }).format(m);
    expect(de).toContain(',');
    expect(wordsFor('de').say(explainChoice(s, ranking))).toContain(`${de} GP`);
    expect(wordsFor('fr').say(explainChoice(s, ranking))).toContain(`${de} PF`);
  });
});

describe('the review of a finished game', () => {
  // Seat 1 plays at random: a person who makes costly choices; the other seats are computer players.
  const config = makeConfig({ players: 2 });
  const seed = 21;
  const { actions } = playMatch(config, seed, ['heuristic', 'random']);
  const search = { iterations: 4, topK: 2, pairs: 8, compare: 4 };
  const review = reviewGame(config, seed, actions, [1], search);
  const states: GameState[] = [];
  {
    let s = createGame(config, seed);
    for (const a of actions) {
      states.push(s);
      s = applyAction(s, a);
    }
  }

  it('reports only the people, at most three choices each, costliest first, each clearly costly', () => {
    expect(review.seats.map((x) => x.seat)).toEqual([1]);
    const costly = review.seats[0]!.costly;
    expect(costly.length).toBeGreaterThan(0);
    expect(costly.length).toBeLessThanOrEqual(REVIEW_KEEP);
    for (let i = 1; i < costly.length; i++) expect(costly[i - 1]!.loss).toBeGreaterThanOrEqual(costly[i]!.loss);
    for (const c of costly) {
      expect(c.low!).toBeGreaterThan(0);
      expect(c.low!).toBeCloseTo(c.loss - c.give!, 9);
      expect(c.high!).toBeCloseTo(c.loss + c.give!, 9);
    }
    expect(review.reviewed).toBe(review.positions);
    expect(review.compared).toBeGreaterThanOrEqual(costly.length);
    expect(review.compared).toBeLessThanOrEqual(search.compare);
  });

  it('each loss is the mean paired difference of fresh playouts of the two moves at that ply, with as many of each as asked', () => {
    for (const c of review.seats[0]!.costly) {
      const at = states[c.ply]!;
      expect(currentDecision(at)!.seat).toBe(1);
      const played: Action = actions[c.ply]!;
      const again = reviewPosition(at, played, { ...search, seed })!;
      expect(again.costly).toBe(true);
      const d = again.compared!.diff;
      expect(c.loss).toBe(d.mean);
      expect(c.give).toBe(d.half);
      expect(c.loss).toBeCloseTo(c.betterMargin - c.playedMargin, 9);
      expect(c.playedRollouts).toBe(search.pairs);
      expect(c.betterRollouts).toBe(search.pairs);
      expect(c.better).toEqual(describeAction(at, again.screen.best!));
      expect(c.played).toEqual(describeAction(at, played));
      expect(legalActions(at).length).toBeGreaterThanOrEqual(2);
    }
  });

  it('every compared move at the app budget rests on at least 24 playouts', () => {
    const c = review.seats[0]!.costly[0]!;
    const at = states[c.ply]!;
    const r = reviewPosition(at, actions[c.ply]!, { seed })!;
    expect(r.compared!.diff.n).toBeGreaterThanOrEqual(24);
    expect(review.fewestPlayouts).toBe(search.pairs);
  });

  it('a choice the bot itself would make costs nothing', () => {
    const s = placement(5);
    const bot = screenPosition(s, legalActions(s)[0]!, { seed: 'x' })!;
    const choice = bot.best ?? legalActions(s)[0]!;
    const p = reviewPosition(s, choice, { seed: 'x' })!;
    expect(p.screen.best).toBeNull();
    expect(p.compared).toBeNull();
    expect(p.costly).toBe(false);
  });
});

describe('the review: equivalent moves and blunders', () => {
  it('rule "spots of one sector at the same price are interchangeable": the bot chose one, the person its twin: no loss', () => {
    // The first placement of a 2-player game: every sector's first two spots are free.
    const s = createGame(makeConfig({ players: 2 }), 3);
    expect(currentDecision(s)!.kind).toBe('place');
    const bot = screenPosition(s, legalActions(s)[0]!, { seed: 'twin' })!.best ?? legalActions(s)[0]!;
    const twin = legalActions(s).find((b) => actionId(b) !== actionId(bot) && mergeKey(s, b) !== null && mergeKey(s, b) === mergeKey(s, bot))!;
    expect(twin).toBeDefined();
    expect(twin).toMatchObject({ t: 'place', kin: (bot as { kin: number }).kin });
    // The review's own verdict on the person's twin move: the bot's best, merged, costs nothing.
    const r = reviewPosition(s, twin, { seed: 'twin' })!;
    expect(r.screen.best).toBeNull();
    expect(r.costly).toBe(false);
    // Played out on 24 common re-deals, the two moves come out the same on every one of them.
    const c = comparePosition(s, twin, bot, { seed: 'twin' })!;
    expect(c.diff.n).toBe(24);
    expect(c.diff.mean).toBe(0);
    expect(c.diff.lo).toBeLessThanOrEqual(0);
    expect(c.diff.hi).toBeGreaterThanOrEqual(0);
  });

  it('the placement the heuristic values lowest (the fighter on the Shrine, a few turns into a 4-player game): a blunder the review reports with its interval above zero', () => {
    const s = placement(8);
    const blunder = legalActions(s).find((a) => sayEnglish(describeAction(s, a)) === 'Place Fighter on spot 1 of the Shrine')!;
    expect(blunder).toBeDefined();
    const r = reviewPosition(s, blunder, { seed: 'test' })!;
    expect(r.screen.best).not.toBeNull();
    expect(r.costly).toBe(true);
    expect(r.compared!.diff.n).toBeGreaterThanOrEqual(24);
    expect(r.compared!.diff.lo).toBeGreaterThan(0);
    expect(r.compared!.diff.mean).toBeGreaterThan(1);
  });
});

describe('the review in words', () => {
  const config = makeConfig({ players: 2 });
  const seed = 21;
  const { actions } = playMatch(config, seed, ['heuristic', 'random']);
  const review = reviewGame(config, seed, actions, [1], { iterations: 4, topK: 2, pairs: 8, compare: 4 });

  it('says each costly choice as its loss give or take its doubt, both numbers as ICU formats them', () => {
    const c = review.seats[0]!.costly.find((x) => x.give! >= 0.05)!;
    expect(c).toBeDefined();
    // The review carries its words; the score screen says them as they are.
    expect(c.cost).toEqual(costWords(c));
    const text = sayEnglish(c.cost!);
    expect(text).toBe(`${en1(c.loss)} favor (give or take ${en1(c.give!)})`);
    expect(text).toContain(en1(c.loss));
    expect(text).toContain(en1(c.give!));
  });

  it('a loss with no doubt left says so; a review stored before intervals says the loss alone', () => {
    expect(sayEnglish(costWords({ loss: 5, give: 0 }))).toBe('5.0 favor (the same on every draw)');
    expect(sayEnglish(costWords({ loss: 4.26, give: 1.84 }))).toBe('4.3 favor (give or take 1.8)');
    expect(sayEnglish(costWords({ loss: 2.345 }))).toBe('2.3 favor');
    expect(wordsFor('de').say(costWords({ loss: 4.26, give: 1.84 }))).toBe('4,3 GP (plus/minus 1,8)');
    expect(wordsFor('fr').say(costWords({ loss: 4.26, give: 1.84 }))).toBe('4,3 PF (à 1,8 près)');
  });
});
