// A seat's own device: a phone, a tablet or a laptop playing one seat of the
// game on the main screen (docs/seats-on-devices.md, "The seat's screen").
// Until it is welcomed it shows the join screen; then its seat's game: the
// 3D table from its own place, its hand and resources, the decision bar
// (the desktop's own components, fed by the same store through the seat's
// bridge), the log folded away, the scores at the end. Laid out for a thumb
// on a portrait phone first (styles.css, "Seat client").
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useGame } from '../store/game.js';
import { useWords } from '../i18n.js';
import { DecisionBar, TurnBanner } from '../ui/DecisionBar.js';
import { ErrorBoundary } from '../ui/ErrorBoundary.js';
import { LogPanel } from '../ui/LogPanel.js';
import { PlayerPanels, SeatPanel } from '../ui/PlayerPanels.js';
import { TablePanel } from '../ui/TablePanel.js';
import { FinalScores, PatternDefs } from '../ui/ScoreScreen.js';
import { TooltipLayer } from '../ui/Tooltip.js';
import { seatInfo } from '../ui/common.js';
import { JoinScreen } from './JoinScreen.js';
import type { SeatClient, SeatStatus } from './seat-bridge.js';
import { YourTurn } from './YourTurn.js';
import { SeatEnded, useSpentChoices } from './SeatEnded.js';
import { SeatUndo } from './SeatUndo.js';
import { TableCanvas } from '../scene/LazyTableCanvas.js';

const SCENE_OFF = typeof location !== 'undefined' && new URLSearchParams(location.search).has('noscene');

type Sheet = null | 'players' | 'table' | 'log';
const SHEETS: readonly Exclude<Sheet, null>[] = ['players', 'table', 'log'];

function LineNote({ status }: { status: SeatStatus }) {
  // Once the game is over the host closes its door: being cut off is expected then.
  const w = useWords();
  const over = useGame((s) => !!s.seatView?.gameOver);
  // An ended seat says why at length (SeatEnded.tsx).
  if (over || status.phase === 'ended' || status.line === 'open' || (status.line === 'connecting' && status.phase !== 'seated')) return null;
  return (
    <p className="seat-line" role="status" data-testid="seat-reconnecting">
      {w.t(status.line === 'halted' ? 'table.seat.disconnected' : 'table.seat.reconnecting')}
    </p>
  );
}

function SeatTop({ sheet, setSheet, status }: { sheet: Sheet; setSheet: (s: Sheet) => void; status: SeatStatus }) {
  const w = useWords();
  const sv = useGame((s) => s.seatView);
  if (!sv) return null;
  const info = seatInfo(sv.view, sv.seat);
  return (
    // top-bar: the table's framing (scene/hudBoxes.ts) keeps the table below it.
    <header className="top-bar seat-top">
      <span className="seat-me" style={{ ['--clan' as string]: info.colour }} data-testid="seat-me">
        <span aria-hidden>{info.symbol}</span> {w.say(info.name)}
      </span>
      <span className="seat-round" data-testid="round">
        {w.t('table.log.round', { round: sv.view.round })}
      </span>
      <LineNote status={status} />
      {status.phase === 'ended' ? null : <SeatUndo />}
      <nav className="seat-tabs" aria-label={w.t('table.seat.tabs')}>
        {SHEETS.map((id) => (
          <button
            key={id}
            type="button"
            className={`seat-tab${sheet === id ? ' on' : ''}`}
            aria-expanded={sheet === id}
            aria-controls="seat-sheet"
            onClick={() => setSheet(sheet === id ? null : id)}
          >
            {w.t(`table.panel.${id}`)}
          </button>
        ))}
      </nav>
    </header>
  );
}

function SeatSheet({ sheet, close }: { sheet: Sheet; close: () => void }) {
  const w = useWords();
  if (!sheet) return null;
  const title = w.t(`table.panel.${sheet}`);
  return (
    <section id="seat-sheet" className={`seat-sheet seat-sheet-${sheet}`} aria-label={title}>
      <button type="button" className="seat-sheet-close" onClick={close} aria-label={w.t(`table.seat.close.${sheet}`)}>
        ✕
      </button>
      <ErrorBoundary inline label={title}>
        {sheet === 'players' ? <PlayerPanels /> : sheet === 'table' ? <TablePanel /> : <LogPanel />}
      </ErrorBoundary>
    </section>
  );
}

function MySeat() {
  const sv = useGame((s) => s.seatView);
  const thinking = useGame((s) => s.thinking);
  if (!sv || sv.seat < 0) return null;
  const deciding = (thinking ? thinking.seat : (sv.decision?.seat ?? -1)) === sv.seat;
  return (
    <div className="seat-mine">
      <SeatPanel view={sv.view} seat={sv.seat} showPool deciding={deciding} />
    </div>
  );
}

/** The final scores, without the desktop's menu and replay buttons (those are the host's). */
function SeatScores() {
  const w = useWords();
  const sv = useGame((s) => s.seatView);
  const [open, setOpen] = useState(true);
  if (!sv?.gameOver || !sv.scores) return null;
  if (!open) {
    return (
      <button type="button" className="seat-scores-again primary" onClick={() => setOpen(true)}>
        {w.t('table.seat.finalScores')}
      </button>
    );
  }
  return (
    <section className="score-screen seat-scores" aria-labelledby="score-title" data-testid="scores">
      <PatternDefs />
      <div className="score-card">
        <p className="eyebrow">{w.t('table.seat.over')}</p>
        <FinalScores view={sv.view} scores={sv.scores} headingId="score-title" />
        <div className="button-row">
          <button type="button" onClick={() => setOpen(false)}>
            {w.t('table.seat.lookAtTable')}
          </button>
        </div>
      </div>
    </section>
  );
}

function ErrorLine() {
  const w = useWords();
  const error = useGame((s) => s.error);
  const dialog = useGame((s) => s.errorDialog);
  const dismiss = useGame((s) => s.dismissError);
  const closeDialog = useGame((s) => s.closeErrorDialog);
  const text = error ?? (dialog ? w.t('table.card.named', { name: dialog.title, text: dialog.message }) : null);
  if (!text) return null;
  return (
    <div role="alert" className="toast error seat-error">
      <span>{text}</span>
      <button type="button" className="icon-button" aria-label={w.t('table.seat.dismiss')} onClick={() => (error ? dismiss() : closeDialog())}>
        ✕
      </button>
    </div>
  );
}

/** `ended`: the seat is out of its game (SeatEnded.tsx): no turn, no choices, the reason instead. */
function SeatGame({ status, ended }: { status: SeatStatus; ended: ReactNode }) {
  const w = useWords();
  const sv = useGame((s) => s.seatView);
  const [sheet, setSheet] = useState<Sheet>(null);
  return (
    <>
      <section className="table-layer" aria-label={w.t('table.scene.label')}>
        {SCENE_OFF ? (
          <div className="table-off" />
        ) : (
          <ErrorBoundary inline label={w.t('table.scene.boundary')}>
            <TableCanvas view={sv?.view ?? null} />
          </ErrorBoundary>
        )}
      </section>
      <div className="hud seat-hud" data-testid="hud">
        <SeatTop sheet={sheet} setSheet={setSheet} status={status} />
        <div className="seat-middle">
          {ended ?? (
            <>
              <TurnBanner />
              <YourTurn />
            </>
          )}
          <SeatSheet sheet={sheet} close={() => setSheet(null)} />
        </div>
        {/* hud-bottom: the table's framing (scene/hudBoxes.ts) keeps the table clear of it. */}
        <div className="hud-bottom seat-bottom">
          {/* The Players sheet shows this seat too: one panel of it at a time. */}
          {sheet !== 'players' ? <MySeat /> : null}
          {ended ? null : <DecisionBar />}
        </div>
        <SeatScores />
      </div>
      {!sv ? (
        <div className="loading" role="status">
          {w.t('table.seat.loading')}
        </div>
      ) : null}
    </>
  );
}

export function SeatApp({ client }: { client: SeatClient }) {
  const status = client.useStatus();
  const joinSeat = useGame((s) => s.joinSeat);
  const gameOver = useGame((s) => !!s.seatView?.gameOver);
  const joined = useRef<string | null>(null);

  // Each welcome to another seat or game puts that game on screen; a welcome after a drop
  // to the same one changes nothing here (the bridge catches up).
  useEffect(() => {
    if (status.phase !== 'seated' || status.seat === null) {
      // Refused, back at the join screen: the next welcome puts its game on screen afresh.
      if (status.phase === 'join') joined.current = null;
      return;
    }
    const key = `${status.seat}@${status.game ?? ''}`;
    if (joined.current === key) return;
    joined.current = key;
    void joinSeat(status.seat);
  }, [status.phase, status.seat, status.game, joinSeat]);

  // The host closes its door shortly after the game ends: no use knocking.
  useEffect(() => {
    if (gameOver) client.stop();
  }, [gameOver, client]);

  useSpentChoices(status.ended);

  // An ended seat keeps its last table on screen, with the reason over it.
  const seated = status.phase === 'seated' || status.phase === 'ended';
  const ended = status.ended ? <SeatEnded ended={status.ended} onRetry={() => client.retry()} onNewCode={() => client.startOver()} /> : null;
  return (
    <ErrorBoundary>
      <div className={`app seat-app screen-${seated ? 'playing' : 'join'}`}>
        {seated ? <SeatGame status={status} ended={ended} /> : <JoinScreen status={status} onJoin={(code) => client.join(code)} />}
        {seated ? <ErrorLine /> : null}
        <TooltipLayer />
      </div>
    </ErrorBoundary>
  );
}
