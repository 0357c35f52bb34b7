// The title screen: continue the game in progress played last, a new game,
// the guided first game, story campaigns, the games list, a game file to
// watch, the rules, and a quick hotseat start.
import { useEffect, useState } from 'react';
import { useGame } from '../store/game.js';
import { lengthText } from '../store/games.js';
import { ReplayFileButton } from './ReplayFileButton.js';
import { SettingsButton } from './SettingsButton.js';
import { tip } from './Tooltip.js';
import { CLAN_IDS, CLAN_TEXTS } from './texts.js';
import { sayWords, useWords } from '../i18n.js';

/**
 * What "Continue the last game" goes on with: the game or campaign played
 * last, of whatever kind (the main side decides, from when each one's last
 * choice was kept), else the single autosave an earlier version left; null
 * when there is none.
 */
function useLastGame(): { about: string; go: () => Promise<boolean> } | null {
  const lastPlayed = useGame((s) => s.lastPlayed);
  const listSaves = useGame((s) => s.listSaves);
  const continueGame = useGame((s) => s.continueGame);
  const continueCampaign = useGame((s) => s.continueCampaign);
  const loadGame = useGame((s) => s.loadGame);
  const w = useWords();
  const [last, setLast] = useState<{ about: string; go: () => Promise<boolean> } | null>(null);
  useEffect(() => {
    let live = true;
    void (async () => {
      const found = await lastPlayed().catch(() => null);
      if (found?.kind === 'game') {
        const game = found.game;
        if (live) setLast({ about: w.t('screens.title.last.about', { name: game.name, length: lengthText(game, w) }), go: () => continueGame(game.id) });
        return;
      }
      if (found?.kind === 'campaign') {
        if (live) setLast({ about: w.t('screens.title.last.about', { name: found.name, length: sayWords(w, found.summary) }), go: () => continueCampaign(found.id) });
        return;
      }
      const saves = await listSaves().catch(() => null);
      const old = saves?.saves.find((s) => s.name === 'autosave');
      if (old && live) setLast({ about: old.summary ? sayWords(w, old.summary) : w.t('screens.title.last.autosave'), go: () => loadGame('autosave') });
    })();
    return () => {
      live = false;
    };
  }, [lastPlayed, listSaves, continueGame, continueCampaign, loadGame, w]);
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
  const w = useWords();

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
        <h1 id="title">{w.t('screens.app.name')}</h1>
        <p className="tagline">{w.t('screens.title.tagline')}</p>
        <nav className="title-menu" aria-label={w.t('screens.title.menu')}>
          {last ? (
            <button type="button" className="primary big" disabled={busy} onClick={() => void last.go()} {...tip(last.about)}>
              {w.t('screens.title.continue')}
            </button>
          ) : null}
          <button type="button" className={last ? 'big' : 'primary big'} onClick={() => setScreen('setup')}>
            {w.t('screens.title.newGame')}
          </button>
          <button type="button" className="big" disabled={busy} onClick={() => void startTutorial()} {...tip(w.t('screens.title.tutorial.tip'))}>
            {w.t('screens.title.tutorial')}
          </button>
          <button type="button" className="big" onClick={() => setScreen('campaigns')}>
            {w.t('screens.title.campaigns')}
          </button>
          <div className="title-row">
            <button type="button" onClick={openGames} {...tip(w.t('screens.title.games.tip'))}>
              {w.t('screens.title.games')}
            </button>
            <ReplayFileButton />
            <button type="button" onClick={() => setScreen('rules')}>
              {w.t('screens.title.rules')}
            </button>
          </div>
          <SettingsButton />
        </nav>
        <section className="quick-game" aria-label={w.t('screens.title.quick')}>
          <fieldset>
            <legend>{w.t('screens.title.quick.legend')}</legend>
            <div className="segmented small">
              {([2, 3, 4] as const).map((n) => (
                <label key={n} className={players === n ? 'on' : ''}>
                  <input type="radio" name="players" value={n} checked={players === n} onChange={() => setPlayers(n)} aria-label={w.number(n)} />
                  {w.number(n)}
                </label>
              ))}
            </div>
            <span className="muted small">{w.t('screens.title.quick.players', { n: players })}</span>
            <button type="button" disabled={busy} onClick={() => void startGame()}>
              {w.t('screens.startGame')}
            </button>
          </fieldset>
        </section>
      </div>
    </main>
  );
}
