// The review on the score screen says each costly choice's loss give or take
// its doubt, in the page's language; a review made before losses had their
// doubt (no `give`, no `cost`) still shows, with its loss alone.
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { msg } from '../../engine/core/message.js';
import type { CostlyChoice } from '../../engine/bots/review.js';
import type { SeatView } from '../../shared/views.js';

const sv = {
  ply: 120,
  scores: null,
  view: { config: { seats: [{ name: 'Aiko', clan: 'crane', controller: 'human' }] }, players: [{ seat: 0, clan: 'crane' }] },
} as unknown as SeatView;

const base: CostlyChoice = {
  seat: 0,
  ply: 15,
  round: 1,
  played: msg('legacy.text', { text: 'Place Apprentice on spot 3 of the Gates' }),
  better: msg('legacy.text', { text: 'Place Fighter on spot 1 of the Capital' }),
  loss: 4.26,
  playedMargin: -1,
  betterMargin: 3.26,
  playedRollouts: 24,
  betterRollouts: 24,
};

/** The panel in `language` with a finished review of `costly`. */
async function render(language: 'en' | 'de', costly: CostlyChoice): Promise<string> {
  vi.resetModules();
  vi.stubGlobal('location', { search: `?lang=${language}` });
  // The fresh modules start with no language loaded: bring every one, as the test setup does.
  await import('../../shared/i18n/format.js');
  // A server render reads a store's first state: the panel is given a finished review instead.
  const review = { status: 'done', done: 30, of: 30, problem: null, key: null, start: async () => undefined, stop: () => undefined };
  const result = { positions: 30, reviewed: 30, moves: 120, seats: [{ seat: 0, costly: [costly] }] };
  vi.doMock('../store/game-review.js', () => ({ useGameReview: () => ({ ...review, result }) }));
  const { CostlyChoices } = await import('./CostlyChoices.js');
  return renderToStaticMarkup(<CostlyChoices sv={sv} />);
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.doUnmock('../store/game-review.js');
});

describe('the costliest choices on the score screen', () => {
  it('say the loss give or take its doubt, as the review words it', async () => {
    const html = await render('en', { ...base, give: 1.84, low: 2.42, high: 6.1, cost: msg('rules.coach.cost', { loss: 4.26, give: 1.84 }) });
    expect(html).toContain('which came out ahead by about <strong>4.3 favor (give or take 1.8)</strong> over 24 playouts each');
    const de = await render('de', { ...base, give: 1.84, cost: msg('rules.coach.cost', { loss: 4.26, give: 1.84 }) });
    expect(de).toContain('um etwa <strong>4,3 GP (plus/minus 1,8)</strong> besser abgeschnitten');
  });

  it('show a review made before intervals with its loss alone', async () => {
    const line = /<li[^>]*data-testid="costly-choice".*<\/li>/.exec(await render('en', base))![0];
    expect(line).toContain('which came out ahead by about <strong>4.3 favor</strong> over 24 playouts each');
    expect(line).not.toContain('give or take');
  });
});
