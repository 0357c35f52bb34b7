// The whole player experience: the 3D table in the middle, the DOM HUD
// around it (top bar, player panels, the table in words, the log, the
// decision bar), and the screens and dialogs (title, new game, campaigns,
// rules, the games list, saves, end of game, hotseat hand-off, replays). An error boundary keeps any
// drawing failure from blanking the window.
import { useEffect } from 'react';
import { useGame } from './store/game.js';
import { useReplay } from './store/replay.js';
import { useInvites } from './store/invites.js';
import { DecisionBar, TurnBanner } from './ui/DecisionBar.js';
import { Dialog } from './ui/Dialog.js';
import { ErrorBoundary } from './ui/ErrorBoundary.js';
import { HandoffScreen } from './ui/HandoffScreen.js';
import { TABLE_SEAT } from '../shared/views.js';
import { LogPanel } from './ui/LogPanel.js';
import { NewGameScreen } from './ui/NewGameScreen.js';
import { PlayerPanels } from './ui/PlayerPanels.js';
import { RulesContent } from './ui/RulesScreen.js';
import { SaveDialog } from './ui/SavesDialogs.js';
import { TablePanel } from './ui/TablePanel.js';
import { TitleScreen } from './ui/TitleScreen.js';
import { TooltipLayer } from './ui/Tooltip.js';
import { TopBar } from './ui/TopBar.js';
import { TutorialCallout } from './ui/Tutorial.js';
import { useWords } from './i18n.js';
import { useTableSounds } from './sound/useTableSounds.js';
import { TableCanvas } from './scene/LazyTableCanvas.js';
import { lazyPart, WhenLoaded } from './ui/lazy.js';

// Opened now and then: loaded the first time they are (ui/lazy.tsx).
const CampaignScreen = lazyPart(() => import('./ui/CampaignScreen.js').then((m) => m.CampaignScreen));
const GamesScreen = lazyPart(() => import('./ui/GamesScreen.js').then((m) => m.GamesScreen));
const ReplayScreen = lazyPart(() => import('./ui/ReplayScreen.js').then((m) => m.ReplayScreen));
const ScoreScreen = lazyPart(() => import('./ui/ScoreScreen.js').then((m) => m.ScoreScreen));
const InvitePanel = lazyPart(() => import('./ui/InvitePanel.js').then((m) => m.InvitePanel));

function Toasts() {
  const error = useGame((s) => s.error);
  const notice = useGame((s) => s.notice);
  const dismissError = useGame((s) => s.dismissError);
  const dismissNotice = useGame((s) => s.dismissNotice);
  const overlay = useGame((s) => s.overlay);
  const w = useWords();
  useEffect(() => {
    if (!notice) return;
    const t = setTimeout(dismissNotice, 3500);
    return () => clearTimeout(t);
  }, [notice, dismissNotice]);
  return (
    <div className="toasts">
      {error && overlay !== 'save' ? (
        <div role="alert" className="toast error">
          <span>{error}</span>
          <button type="button" className="icon-button" aria-label={w.t('screens.app.dismiss')} onClick={dismissError}>
            ✕
          </button>
        </div>
      ) : null}
      {notice ? (
        <div role="status" className="toast notice">
          <span>{notice}</span>
          <button type="button" className="icon-button" aria-label={w.t('screens.app.dismiss')} onClick={dismissNotice}>
            ✕
          </button>
        </div>
      ) : null}
    </div>
  );
}

function ErrorDialog() {
  const dialog = useGame((s) => s.errorDialog);
  const close = useGame((s) => s.closeErrorDialog);
  const w = useWords();
  if (!dialog) return null;
  return (
    <Dialog title={dialog.title} onClose={close} role="alertdialog" testId="error-dialog">
      <p className="dialog-message">{dialog.message}</p>
      <div className="button-row end">
        <button type="button" className="primary" onClick={close} autoFocus>
          {w.t('screens.app.ok')}
        </button>
      </div>
    </Dialog>
  );
}

function Overlays() {
  const overlay = useGame((s) => s.overlay);
  const setOverlay = useGame((s) => s.setOverlay);
  const w = useWords();
  if (overlay === 'rules') {
    return (
      <Dialog title={w.t('screens.rules.title')} onClose={() => setOverlay(null)} wide testId="rules-dialog">
        <RulesContent />
      </Dialog>
    );
  }
  if (overlay === 'save') return <SaveDialog />;
  if (overlay === 'log') {
    return (
      <Dialog title={w.t('screens.app.logTitle')} onClose={() => setOverlay(null)} wide>
        <LogPanel full />
      </Dialog>
    );
  }
  return null;
}

function GlobalKeys() {
  const setOverlay = useGame((s) => s.setOverlay);
  const undo = useGame((s) => s.undo);
  const screen = useGame((s) => s.screen);
  useEffect(() => {
    function onKey(e: KeyboardEvent) {
      const el = document.activeElement;
      const typing = el && (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT');
      if (e.key === 'F1') {
        e.preventDefault();
        setOverlay('rules');
      } else if ((e.ctrlKey || e.metaKey) && (e.key === 'z' || e.key === 'Z') && !typing && screen === 'playing') {
        const sv = useGame.getState().seatView;
        if (sv?.canUndo && !sv.gameOver && !useGame.getState().thinking) {
          e.preventDefault();
          void undo();
        }
      }
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [setOverlay, undo, screen]);
  return null;
}

function Playing() {
  const handoff = useGame((s) => s.handoff);
  const sv = useGame((s) => s.seatView);
  const invitesOpen = useInvites((s) => s.open);
  const w = useWords();
  // While the screen is being handed over, nothing of the table is drawn.
  const hidden = !!handoff;
  return (
    <>
      {!hidden ? (
        <div className="hud" data-testid="hud">
          <TopBar />
          <div className="hud-left">
            <ErrorBoundary inline label={w.t('screens.app.part.players')}>
              <PlayerPanels />
            </ErrorBoundary>
          </div>
          <div className="hud-right">
            <ErrorBoundary inline label={w.t('screens.app.part.table')}>
              <TablePanel />
            </ErrorBoundary>
            <ErrorBoundary inline label={w.t('screens.app.part.log')}>
              <LogPanel />
            </ErrorBoundary>
          </div>
          <div className="hud-center">
            {sv?.seat === TABLE_SEAT ? (
              <div className="table-mode-tag" role="status" data-testid="table-mode">
                {w.t('screens.app.tableMode')}
              </div>
            ) : null}
            <TutorialCallout />
            <TurnBanner />
          </div>
          <div className="hud-bottom">
            <DecisionBar />
          </div>
          {sv?.gameOver ? (
            <WhenLoaded>
              <ScoreScreen />
            </WhenLoaded>
          ) : null}
        </div>
      ) : null}
      {!sv ? (
        <div className="loading" role="status">
          {w.t('screens.app.loading')}
        </div>
      ) : null}
      <HandoffScreen />
      {invitesOpen ? (
        <WhenLoaded>
          <InvitePanel />
        </WhenLoaded>
      ) : null}
    </>
  );
}

/**
 * `?noscene` in the page address leaves the 3D table out (the HUD alone):
 * for machines without a usable GPU, and for the UI end-to-end tests, where
 * software WebGL would make every frame slow. e2e/web.spec.ts covers the scene.
 */
const SCENE_OFF = typeof location !== 'undefined' && new URLSearchParams(location.search).has('noscene');

export function App() {
  const screen = useGame((s) => s.screen);
  const sv = useGame((s) => s.seatView);
  const handoff = useGame((s) => s.handoff);
  const backToMenu = useGame((s) => s.backToMenu);
  const setScreen = useGame((s) => s.setScreen);
  const w = useWords();
  // The table's sounds and music follow the stores from here, for the whole app.
  useTableSounds();
  const playing = screen === 'playing';
  const replaying = screen === 'replay';
  // The replay's frame, never the live game's view: a live game going on behind a replay stays off the table.
  const replayView = useReplay((s) => s.frame?.view.view ?? null);
  // Leaving the game closes the Seats & devices panel: the next game opens it only if it has seats on devices.
  useEffect(() => {
    if (!playing) useInvites.getState().hide();
  }, [playing]);
  const tableView = playing ? (!handoff ? (sv?.view ?? null) : null) : replaying ? replayView : null;
  return (
    <ErrorBoundary onReset={backToMenu}>
      <div className={`app screen-${screen}`}>
        {/* A landmark of its own: the drawn table is part of the page, not loose content (its pieces are in words in the table panel). */}
        <section className="table-layer" aria-label={w.t('screens.app.scene')} aria-hidden={!playing && !replaying}>
          {SCENE_OFF ? (
            <div className="table-off" />
          ) : (
            <ErrorBoundary inline label={w.t('screens.app.part.scene')}>
              <TableCanvas view={tableView} followViewer={replaying} />
            </ErrorBoundary>
          )}
        </section>
        {screen === 'title' ? <TitleScreen /> : null}
        {screen === 'setup' ? <NewGameScreen /> : null}
        {screen === 'campaigns' ? (
          <WhenLoaded>
            <CampaignScreen />
          </WhenLoaded>
        ) : null}
        {screen === 'games' ? (
          <WhenLoaded>
            <GamesScreen />
          </WhenLoaded>
        ) : null}
        {screen === 'rules' ? (
          <main className="screen rules-screen" aria-labelledby="rules-title">
            <div className="screen-card wide">
              <header className="screen-head">
                <h1 id="rules-title">{w.t('screens.rules.title')}</h1>
                <button type="button" className="link-button" onClick={() => setScreen('title')}>
                  ← {w.t('screens.back')}
                </button>
              </header>
              <RulesContent level={2} />
            </div>
          </main>
        ) : null}
        {playing ? <Playing /> : null}
        {replaying ? (
          <WhenLoaded>
            <ReplayScreen />
          </WhenLoaded>
        ) : null}
        <Overlays />
        <ErrorDialog />
        <Toasts />
        <TooltipLayer />
        <GlobalKeys />
      </div>
    </ErrorBoundary>
  );
}
