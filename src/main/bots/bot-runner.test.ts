import { afterAll, describe, expect, it } from 'vitest';
import { applyAction, createGame, currentDecision, legalActions } from '../../engine/index.js';
import { sameAction } from '../../engine/core/flow.js';
import { makeConfig } from '../../engine/config.js';
import { describeAction } from '../../engine/describe.js';
import { SEARCHED_KINDS } from '../../engine/bots/index.js';
import { candidates } from '../../engine/bots/candidates.js';
import { BotCancelledError, BotRunner, type ProgressMessage } from './bot-runner.js';
import { sayEnglish } from '../../shared/i18n/format.js';

/** A favor figure as the English catalog writes a margin: a sign, one decimal. */
const signed = (x: number) => new Intl.NumberFormat('en', { minimumFractionDigits: 1, maximumFractionDigits: 1, signDisplay: 'exceptZero' }).format(x);

const runner = new BotRunner({ budgetMs: 700 });
afterAll(() => runner.dispose());

function midGame() {
  let s = createGame(makeConfig({ players: 4 }), 11);
  // A few plies in: take the first option of each decision.
  for (let i = 0; i < 12; i++) s = applyAction(s, legalActions(s)[0]!);
  return s;
}

describe('BotRunner', () => {
  it('keeps the main event loop responsive while the strong bot thinks', async () => {
    const s = midGame();
    const ticks: number[] = [];
    const timer = setInterval(() => ticks.push(performance.now()), 10);
    const progress: ProgressMessage[] = [];
    const t0 = performance.now();
    const action = await runner.think(s, 'strong', 5, (p) => progress.push(p));
    const elapsed = performance.now() - t0;
    clearInterval(timer);
    expect(legalActions(s).some((a) => sameAction(a, action))).toBe(true);
    // The think took a while (budget 700 ms), and the timer kept ticking during it: a search
    // on the main thread would have let no tick through until it returned. (No tight timing
    // bounds: CI machines are shared and slow.)
    expect(elapsed).toBeGreaterThan(300);
    const during = ticks.filter((t) => t > t0 && t < t0 + elapsed);
    expect(during.length).toBeGreaterThan(5);
    expect(during.some((t) => t > t0 + elapsed * 0.25 && t < t0 + elapsed * 0.75)).toBe(true);
    expect(progress.length).toBeGreaterThan(2);
    // Progress keeps coming during the think (a loaded machine may not finish a single
    // rollout of an early placement within the budget, so iterations may stay at 0).
    expect(progress.at(-1)!.elapsedMs!).toBeGreaterThan(progress[0]!.elapsedMs!);
    expect(runner.last?.stats.level).toBe('strong');
  });

  it('answers every level with a legal action', async () => {
    const s = midGame();
    for (const level of ['random', 'heuristic', 'strong'] as const) {
      const a = await runner.think(s, level, 'x');
      expect(legalActions(s).some((b) => sameAction(a, b))).toBe(true);
    }
  });

  it('cancel() rejects the pending think at once and the next think still works', async () => {
    // A long budget (20 s), so a search that ignored the cancel would hold the worker far longer
    // than any slow machine needs for the quick answers below.
    const slow = new BotRunner({ budgetMs: 20_000, iterations: 1_000_000 });
    try {
      const s = midGame();
      const p = slow.think(s, 'strong', 1);
      const t0 = performance.now();
      setTimeout(() => slow.cancel(), 50);
      await expect(p).rejects.toBeInstanceOf(BotCancelledError);
      expect(performance.now() - t0).toBeLessThan(5_000);
      const t1 = performance.now();
      const a = await slow.think(s, 'heuristic', 2);
      // The cancelled search stopped within a few iterations: the next answer was not held up by it.
      expect(performance.now() - t1).toBeLessThan(10_000);
      expect(legalActions(s).some((b) => sameAction(a, b))).toBe(true);
    } finally {
      await slow.dispose();
    }
  });

  it('a new think cancels the previous one', async () => {
    const s = midGame();
    const first = runner.think(s, 'strong', 3);
    const second = runner.think(s, 'random', 4);
    await expect(first).rejects.toBeInstanceOf(BotCancelledError);
    await expect(second).resolves.toBeTruthy();
  });
});

describe('BotRunner: the coach', () => {
  it('explains a suggestion with the search numbers it sends back', async () => {
    let s = midGame();
    while (s.phase !== 'day' || legalActions(s).every((a) => a.t !== 'place')) s = applyAction(s, legalActions(s)[0]!);
    const r = await runner.thinkFull(s, 'strong', 'why', undefined, { iterations: 12, budgetMs: 60_000, explain: true });
    const [best, next] = r.stats.ranking!;
    expect(sameAction(best!.action, r.action)).toBe(true);
    const said = sayEnglish(r.explanation!);
    expect(said).toContain(sayEnglish(describeAction(s, r.action)));
    expect(said).toContain(`${signed(best!.meanMargin)} favor`);
    if (next) expect(said).toContain(sayEnglish(describeAction(s, next.action)));
    // The suggestion's search recorded each candidate per re-deal: the lead over the next best is said with its doubt.
    if (next) {
      expect(best!.samples).toBeDefined();
      expect(said).toMatch(/(it beats the next best|is too close to call).*give or take \d+\.\d/);
    }
  });

  it('explains a small follow-up choice too, which computer seats play without a search', async () => {
    let s = midGame();
    for (let i = 0; SEARCHED_KINDS.has(currentDecision(s)!.kind) || candidates(s).length < 2; i++) {
      const opts = legalActions(s);
      s = applyAction(s, opts[i % opts.length]!);
    }
    const r = await runner.thinkFull(s, 'strong', 'why', undefined, { iterations: 8, budgetMs: 60_000, explain: true });
    expect(r.stats.iterations).toBeGreaterThan(0);
    const said = sayEnglish(r.explanation!);
    expect(said).toContain(sayEnglish(describeAction(s, r.action)));
    expect(said).toContain(`${signed(r.stats.ranking![0]!.meanMargin)} favor`);
  });
});
