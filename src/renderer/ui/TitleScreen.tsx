// The title screen: continue the game in progress played last, a new game,
// the guided first game, story campaigns, the games list, a game file to
// watch, the rules, and a quick hotseat start.
import { useEffect, useState } from 'react';
import { useGame } from '../store/game.js';
import { latestInProgress, lengthText } from '../store/games.js';
import { ReplayFileButton } from './ReplayFileButton.js';
import { SettingsButton } from './SettingsDialog.js';
import { tip } from './Tooltip.js';
import { CLAN_IDS, CLAN_TEXTS } from './texts.js';

/**
 * What "Continue the last game" goes on with: the game in progress played
 * last, else the single autosave an earlier version left; null when neither.
 */
function useLastGame(): { about: string; go: () => Promise<boolean> } | null {
  const listGames = useGame((s) => s.listGames);
  const listSaves = useGame((s) => s.listSaves);
  const continueGame = useGame((s) => s.continueGame);
  const loadGame = useGame((s) => s.loadGame);
  const [last, setLast] = useState<{ about: string; go: () => Promise<boolean> } | null>(null);
  useEffect(() => {
    let live = true;
    void (async () => {
      const games = await listGames().catch(() => null);
      const game = games ? latestInProgress(games.games) : null;
      if (game) {
        if (live) setLast({ about: `${game.name}: ${lengthText(game)}.`, go: () => continueGame(game.id) });
        return;
      }
      const saves = await listSaves().catch(() => null);
      const old = saves?.saves.find((s) => s.name === 'autosave');
      if (old && live) setLast({ about: old.summary ?? 'The game you were playing, as saved after its last turn.', go: () => loadGame('autosave') });
    })();
    return () => {
      live = false;
    };
  }, [listGames, listSaves, continueGame, loadGame]);
  return last;
}

export function TitleScreen() {
  const players = useGame((s) => s.players);
  const busy = useGame((s) => s.busy);
  const setPlayers = useGame((s) => s.setPlayers);
  const startGame = useGame((s) => s.startGame);
  const startTutorial = useGame((s) => s.startTutorial);
  const setScreen = useGame((s) => s.setScreen);
  const openGames = useGame((s) => s.openGames);
  const last = useLastGame();

  return (
    <main className="screen title-screen" aria-labelledby="title">
      <div className="title-card">
        <div className="title-clans" aria-hidden>
          {CLAN_IDS.map((c) => (
            <span key={c} style={{ color: CLAN_TEXTS[c].colour }}>
              {CLAN_TEXTS[c].symbol}
            </span>
          ))}
        </div>
        <h1 id="title">Ryozen</h1>
        <p className="tagline">Four clans, six sectors, one Phoenix Palace. Three days to win its favor.</p>
        <nav className="title-menu" aria-label="Main menu">
          {last ? (
            <button type="button" className="primary big" disabled={busy} onClick={() => void last.go()} {...tip(last.about)}>
              Continue the last game
            </button>
          ) : null}
          <button type="button" className={last ? 'big' : 'primary big'} onClick={() => setScreen('setup')}>
            New game…
          </button>
          <button type="button" className="big" disabled={busy} onClick={() => void startTutorial()} {...tip('A real 2-player game against the computer, with short explanations the first time each kind of choice comes up.')}>
            Guided first game
          </button>
          <button type="button" className="big" onClick={() => setScreen('campaigns')}>
            Story campaigns…
          </button>
          <div className="title-row">
            <button type="button" onClick={openGames} {...tip('Every game kept on this computer: continue, watch, rename, pin or delete them.')}>
              Load a game…
            </button>
            <ReplayFileButton />
            <button type="button" onClick={() => setScreen('rules')}>
              Rules
            </button>
          </div>
          <SettingsButton />
        </nav>
        <section className="quick-game" aria-label="Quick game">
          <fieldset>
            <legend>Quick hotseat game</legend>
            <div className="segmented small">
              {([2, 3, 4] as const).map((n) => (
                <label key={n} className={players === n ? 'on' : ''}>
                  <input type="radio" name="players" value={n} checked={players === n} onChange={() => setPlayers(n)} aria-label={String(n)} />
                  {n}
                </label>
              ))}
            </div>
            <span className="muted small">players at this screen</span>
            <button type="button" disabled={busy} onClick={() => void startGame()}>
              Start game
            </button>
          </fieldset>
        </section>
      </div>
    </main>
  );
}
