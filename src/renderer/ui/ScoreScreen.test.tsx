// The final scores say who won in the page's language: a winner, a shared
// victory, the factions of a team game, the medals and the tie-break.
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Scores } from '../../engine/core/types.js';
import type { GameView } from '../../engine/view.js';

function view(mode: 'standard' | 'team', names: string[]): GameView {
  const clans = ['crane', 'koi', 'tortoise', 'fox'];
  return {
    config: { mode, seats: names.map((name, i) => ({ name, clan: clans[i], controller: 'human' })) },
    players: names.map((_, i) => ({ seat: i, clan: clans[i] })),
  } as unknown as GameView;
}

const line = (seat: number, total: number, rank: number) => ({ seat, faction: seat, favor: total - 5, shards: 3, resources: 2, total, rank });

/**
 * The page in `language` (as `?lang=` asks): a server render reads the
 * settings store's first state, so the page's modules load afresh for it,
 * and the language's messages with them, as the page loads them at start.
 */
async function render(language: 'en' | 'de' | 'fr' | 'ja', v: GameView, scores: Scores): Promise<string> {
  vi.resetModules();
  vi.stubGlobal('location', { search: `?lang=${language}` });
  await (await import('../languages.js')).loadLanguage(language);
  const { FinalScores } = await import('./ScoreScreen.js');
  return renderToStaticMarkup(<FinalScores view={v} scores={scores} />);
}

afterEach(() => vi.unstubAllGlobals());

describe('the final scores', async () => {
  const two = view('standard', ['Aiko', 'Benkei']);
  const won: Scores = { seats: [line(0, 30, 1), line(1, 24, 2)], winner: { seats: [0], faction: 0 } };
  const tied: Scores = { seats: [line(0, 30, 1), line(1, 30, 1)], winner: { seats: [0, 1], faction: 0 } };

  it('say the winner, the medals and that there was no tie, in English as before', async () => {
    const html = await render('en', two, won);
    expect(html).toContain('Aiko wins!');
    expect(html).toContain('1st');
    expect(html).toContain('2nd place');
    expect(html).toContain('No tie to break. (A tie goes to the player higher on the capital track.)');
    expect(await render('en', two, tied)).toContain('Aiko and Benkei share the victory!');
  });

  it('say them in German, French and Japanese', async () => {
    expect(await render('de', two, won)).toContain('Aiko gewinnt!');
    expect(await render('de', two, won)).toContain('2. Platz');
    expect(await render('fr', two, tied)).toContain('Aiko et Benkei se partagent la victoire');
    expect(await render('ja', two, won)).toContain('Aikoの勝利！');
  });

  it('name the factions of a team game', async () => {
    const four = view('team', ['Aiko', 'Benkei', 'Chiyo', 'Daichi']);
    const scores: Scores = {
      seats: [line(0, 30, 1), line(1, 24, 2), line(2, 22, 2), line(3, 28, 1)],
      factions: [
        { faction: 0, seats: [0, 3], favor: 20, shards: 4, resources: 3, total: 27, rank: 1 },
        { faction: 1, seats: [1, 2], favor: 18, shards: 2, resources: 1, total: 21, rank: 2 },
      ],
      winner: { seats: [0, 3], faction: 0 },
    } as Scores;
    expect(await render('en', four, scores)).toContain('Faction 1: Aiko &amp; Daichi win!');
    expect(await render('de', four, scores)).toContain('Fraktion 1: Aiko &amp; Daichi gewinnt!');
  });
});
