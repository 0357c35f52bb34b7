// The title screen: continue the last game, a new game, the guided first
// game, story campaigns, load, a game file to watch, the rules, and a quick
// hotseat start.
import { useEffect, useState } from 'react';
import { useGame, type SaveEntry } from '../store/game.js';
import { ReplayFileButton } from './ReplayFileButton.js';
import { SettingsButton } from './SettingsDialog.js';
import { tip } from './Tooltip.js';
import { CLAN_IDS, CLAN_TEXTS } from './texts.js';

export function TitleScreen() {
  const players = useGame((s) => s.players);
  const busy = useGame((s) => s.busy);
  const setPlayers = useGame((s) => s.setPlayers);
  const startGame = useGame((s) => s.startGame);
  const startTutorial = useGame((s) => s.startTutorial);
  const setScreen = useGame((s) => s.setScreen);
  const setOverlay = useGame((s) => s.setOverlay);
  const listSaves = useGame((s) => s.listSaves);
  const loadGame = useGame((s) => s.loadGame);
  const [autosave, setAutosave] = useState<SaveEntry | null>(null);

  useEffect(() => {
    let live = true;
    listSaves()
      .then((l) => {
        if (live) setAutosave(l.saves.find((s) => s.name === 'autosave') ?? null);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [listSaves]);

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
          {autosave ? (
            <button type="button" className="primary big" disabled={busy} onClick={() => void loadGame('autosave')} {...tip(autosave.summary ?? 'The game you were playing, as saved after its last turn.')}>
              Continue the last game
            </button>
          ) : null}
          <button type="button" className={autosave ? 'big' : 'primary big'} onClick={() => setScreen('setup')}>
            New game…
          </button>
          <button type="button" className="big" disabled={busy} onClick={() => void startTutorial()} {...tip('A real 2-player game against the computer, with short explanations the first time each kind of choice comes up.')}>
            Guided first game
          </button>
          <button type="button" className="big" onClick={() => setScreen('campaigns')}>
            Story campaigns…
          </button>
          <div className="title-row">
            <button type="button" onClick={() => setOverlay('load')}>
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
