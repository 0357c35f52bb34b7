// Watching a game back: the same HUD as a live game (players, the table in
// words, the log), drawn from the replay's frame for the chosen seat, with a
// replay bar in place of the decision bar: a timeline with round marks and
// turn ticks, play/pause, step back and forward, round jumps, the point of
// view, what was chosen next, and Close. Nothing can be chosen here.
import { useEffect, useRef, useState } from 'react';
import type { ClanId } from '../../engine/core/types.js';
import { useGame } from '../store/game.js';
import { lastStep, placeText, roundAt, stepText, useReplay, type ReplayInfo, type ReplaySeat } from '../store/replay.js';
import { useBarFit } from './barFit.js';
import { ClanMark, litSectors, seatInfo } from './common.js';
import { ErrorBoundary } from './ErrorBoundary.js';
import { LogPanel } from './LogPanel.js';
import { PlayerPanels } from './PlayerPanels.js';
import { FinalScores, PatternDefs } from './ScoreScreen.js';
import { TablePanel } from './TablePanel.js';
import { exportDisabledReason } from './exportRule.js';
import { tip } from './Tooltip.js';
import { CLAN_TEXTS, PHASE_TEXTS, SECTOR_TEXTS } from './texts.js';

function isTyping(el: Element | null): boolean {
  if (!el) return false;
  if (el.tagName === 'TEXTAREA' || el.tagName === 'SELECT') return true;
  if (el.tagName !== 'INPUT') return false;
  const type = (el as HTMLInputElement).type;
  return type !== 'range' && type !== 'radio' && type !== 'button';
}

/** Left/Right step, Home/End, Space play/pause, wherever the focus is on the replay screen (but in a text field or a dialog). */
function ReplayKeys() {
  useEffect(() => {
    function onKey(e: KeyboardEvent) {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
      if (useGame.getState().overlay || useGame.getState().errorDialog) return;
      if (document.querySelector('[role="dialog"][aria-modal="true"], [role="alertdialog"]')) return;
      const el = document.activeElement;
      if (isTyping(el)) return;
      // The timeline moves itself on arrows, Home and End (its change event steps the replay).
      const onTimeline = el instanceof HTMLInputElement && el.type === 'range';
      const r = useReplay.getState();
      if (e.key === ' ' || e.key === 'Spacebar') {
        // Space on a button presses that button.
        if (el instanceof HTMLButtonElement) return;
        e.preventDefault();
        r.togglePlay();
        return;
      }
      if (onTimeline) return;
      // Arrows move between the seat choices; Home and End still move the timeline.
      if (el instanceof HTMLInputElement && (e.key === 'ArrowLeft' || e.key === 'ArrowRight')) return;
      const n = lastStep(r.info);
      const to =
        e.key === 'ArrowLeft' ? r.step - 1 : e.key === 'ArrowRight' ? r.step + 1 : e.key === 'Home' ? 0 : e.key === 'End' ? n : null;
      if (to === null) return;
      e.preventDefault();
      r.pause();
      r.goTo(to);
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return null;
}

function ReplayTopBar() {
  const info = useReplay((s) => s.info);
  const frame = useReplay((s) => s.frame);
  const source = useReplay((s) => s.source);
  const close = useReplay((s) => s.close);
  const exportGame = useReplay((s) => s.exportGame);
  const setOverlay = useGame((s) => s.setOverlay);
  const bar = useRef<HTMLElement>(null);
  const sv = frame?.view ?? null;
  const v = sv?.view;
  const phase = sv?.gameOver ? PHASE_TEXTS.end : v ? PHASE_TEXTS[v.phase] : '';
  const lit = v
    ? litSectors(v)
        .map((s) => SECTOR_TEXTS[s].name.replace(/^The /, ''))
        .join(', ')
    : '';
  const level = useBarFit(bar, 1, [info?.title, phase, lit, source ? 's' : ''].join('|'));
  if (!info) return null;
  return (
    <header className="top-bar replay-top" aria-label="Replay status and commands" ref={bar} data-fit={level}>
      <div className="top-left">
        {level < 1 ? (
          <span className="wordmark" aria-hidden>
            RYOZEN
          </span>
        ) : null}
        <span className="replay-tag">Replay</span>
        <h1 className="replay-title" data-testid="replay-title" title={info.title} data-shrinks="">
          {info.title}
        </h1>
        {v ? (
          <span className="round" data-testid="round">
            Round {v.round} of 3 · {phase}
          </span>
        ) : null}
        {v ? (
          <span className="lit" title={`Lit: ${lit}`} data-shrinks="">
            <span aria-hidden>☀</span> Lit: {lit}
          </span>
        ) : null}
      </div>
      <div className="top-right">
        {source ? (
          <button
            type="button"
            className="bar-button"
            aria-disabled={exportDisabledReason({ gameOver: info.finished }) !== null}
            onClick={() => {
              if (exportDisabledReason({ gameOver: info.finished }) === null) void exportGame(source);
            }}
            {...tip(exportDisabledReason({ gameOver: info.finished }) ?? 'Save this game as a file another copy of Ryozen can open.')}
          >
            Export game
          </button>
        ) : null}
        <button type="button" className="bar-button" onClick={() => setOverlay('rules')} aria-keyshortcuts="F1" {...tip('The rules, in short (F1).')}>
          Rules
        </button>
        <button type="button" className="bar-button close-replay" onClick={close} data-testid="close-replay" {...tip('Leave the replay and go back.')}>
          ✕ Close replay
        </button>
      </div>
    </header>
  );
}

/** Round marks and turn ticks under the timeline, placed where their steps are. */
function TimelineMarks({ info }: { info: ReplayInfo }) {
  const n = Math.max(1, lastStep(info));
  const at = (step: number) => `${(step / n) * 100}%`;
  return (
    <div className="timeline-marks" aria-hidden>
      {info.steps
        .filter((s) => s.newTurn)
        .map((s) => (
          <span key={`t${s.step}`} className="turn-tick" style={{ left: at(s.step - 1) }} />
        ))}
      {info.rounds.map((r) => (
        <span key={`r${r.round}`} className="round-mark" style={{ left: at(r.step) }}>
          <span className="round-mark-label">R{r.round}</span>
        </span>
      ))}
    </div>
  );
}

function SeatChooser({ info, seat }: { info: ReplayInfo; seat: ReplaySeat }) {
  const setSeat = useReplay((s) => s.setSeat);
  const locked = useReplay((s) => s.lockedSeat);
  const options: { value: ReplaySeat; label: string; clan?: ClanId; hint: string }[] = info.seats.flatMap((s, i) =>
    locked === null || locked === i
      ? [
          {
            value: i,
            label: s.isBasilisk || s.controller === 'basilisk' ? 'The Basilisk' : s.name,
            clan: s.clan as ClanId,
            hint:
              locked === null
                ? `See the game as ${s.isBasilisk || s.controller === 'basilisk' ? 'the Basilisk' : s.name} saw it: only what that seat could see.`
                : 'The game is still being played: it is watched from the seat at this screen. Other seats and all cards open come once it is over.',
          },
        ]
      : [],
  );
  if (info.finished) options.push({ value: 'all', label: 'All cards open', hint: 'The game is over: see everything, hidden tiles, piles and decks included.' });
  return (
    <fieldset className="replay-seats">
      <legend className="sub-label">Point of view</legend>
      <div className="segmented small" role="radiogroup" aria-label="Point of view">
        {options.map((o) => (
          <label key={String(o.value)} className={seat === o.value ? 'on' : ''} {...tip(o.hint)}>
            <input
              type="radio"
              name="replay-seat"
              value={String(o.value)}
              checked={seat === o.value}
              onChange={() => setSeat(o.value)}
              aria-label={o.label}
              data-testid={`replay-seat-${o.value}`}
            />
            {o.clan && CLAN_TEXTS[o.clan] ? <span aria-hidden>{CLAN_TEXTS[o.clan].symbol} </span> : null}
            {o.label}
          </label>
        ))}
      </div>
      {info.tableOnly ? (
        <p className="sub-label" data-testid="replay-table-only">
          The game is not over yet, so its replay shows the table only: no player's hand or secret draws.
        </p>
      ) : null}
    </fieldset>
  );
}

export function ReplayBar() {
  const info = useReplay((s) => s.info);
  const step = useReplay((s) => s.step);
  const seat = useReplay((s) => s.seat);
  const frame = useReplay((s) => s.frame);
  const loading = useReplay((s) => s.loading);
  const playing = useReplay((s) => s.playing);
  const problem = useReplay((s) => s.problem);
  const r = useReplay.getState;
  if (!info) return null;
  const n = lastStep(info);
  const sv = frame?.view ?? null;
  const move = step > 0 ? info.steps[step - 1] : undefined;
  const next = info.steps[step];
  // Who was to choose in the position on screen (the seat that takes the next move).
  const decider = sv && !sv.gameOver ? (sv.decision?.seat ?? null) : null;
  const who = sv && decider !== null ? seatInfo(sv.view, decider) : null;
  const round = roundAt(info, step);
  const manual = (to: number) => {
    r().pause();
    r().goTo(to);
  };
  return (
    <section
      className="decision-bar replay-bar"
      aria-label="Replay controls"
      data-testid="replay-bar"
      data-step={step}
      data-shown={frame?.step ?? ''}
      data-shown-seat={frame ? String(frame.seat) : ''}
      data-seat={String(seat)}
      data-playing={playing}
      style={who ? { ['--clan' as string]: CLAN_TEXTS[who.clan].colour } : undefined}
    >
      <header className="decision-head">
        <div className="whose-turn" aria-live="polite" data-testid="replay-move">
          {who ? <ClanMark clan={who.clan} size="lg" /> : null}
          <div>
            <div className="turn-line">
              <span className="replay-count">
                Move {step} of {n}
              </span>
              <span className="turn-clan" data-testid="replay-place">
                {placeText(info, step)}
              </span>
            </div>
            <div className="prompt" data-testid="replay-label">
              {move ? move.label : 'Before the first move.'}
            </div>
          </div>
        </div>
        <div className="decision-tools replay-next" data-testid="replay-next">
          {sv?.gameOver ? (
            <span>The game is over.</span>
          ) : next ? (
            <span>
              Next: <span className="suggestion-text">{next.label}</span>
            </span>
          ) : who ? (
            <span>
              {who.name} was choosing: {sv?.decision?.prompt}
            </span>
          ) : null}
          {loading ? (
            <span className="replay-loading" role="status">
              <span className="spinner" aria-hidden /> Setting out move {step}…
            </span>
          ) : null}
          {problem ? (
            <span className="field-problem" role="alert">
              ⚠ {problem}
            </span>
          ) : null}
        </div>
      </header>
      <div className="replay-timeline">
        <input
          type="range"
          min={0}
          max={n}
          step={1}
          value={step}
          aria-label="Replay timeline"
          aria-valuetext={stepText(info, step)}
          data-testid="replay-timeline"
          onChange={(e) => manual(Number(e.currentTarget.value))}
        />
        <TimelineMarks info={info} />
      </div>
      <div className="replay-controls">
        <div className="replay-buttons" role="group" aria-label="Move through the game">
          <button type="button" onClick={() => manual(0)} disabled={step === 0} aria-label="Go to the start" aria-keyshortcuts="Home">
            ⇤
          </button>
          <button type="button" onClick={() => manual(step - 1)} disabled={step === 0} aria-label="Step back" aria-keyshortcuts="ArrowLeft" data-testid="replay-back">
            ◀
          </button>
          <button
            type="button"
            className="primary replay-play"
            onClick={() => r().togglePlay()}
            aria-label={playing ? 'Pause' : 'Play'}
            aria-keyshortcuts="Space"
            data-testid="replay-play"
          >
            {playing ? '❚❚ Pause' : '▶ Play'}
          </button>
          <button type="button" onClick={() => manual(step + 1)} disabled={step >= n} aria-label="Step forward" aria-keyshortcuts="ArrowRight" data-testid="replay-forward">
            ▶
          </button>
          <button type="button" onClick={() => manual(n)} disabled={step >= n} aria-label="Go to the last move" aria-keyshortcuts="End">
            ⇥
          </button>
        </div>
        <div className="replay-rounds" role="group" aria-label="Jump to a round">
          {info.rounds.map((x) => (
            <button
              key={x.round}
              type="button"
              className={x.round === round ? 'on' : ''}
              aria-pressed={x.round === round}
              onClick={() => manual(x.step)}
            >
              Round {x.round}
            </button>
          ))}
        </div>
        <SeatChooser info={info} seat={seat} />
      </div>
    </section>
  );
}

/** The final scores, over the table at the last move of a finished game (hideable, to see the table). */
function ReplayScores() {
  const frame = useReplay((s) => s.frame);
  const [hidden, setHidden] = useState(false);
  const sv = frame?.view ?? null;
  const over = !!sv?.gameOver && !!sv.scores;
  const wasOver = useRef(over);
  // Each time the last move comes back on screen, the scores show again.
  if (over !== wasOver.current) {
    wasOver.current = over;
    if (over && hidden) setHidden(false);
  }
  if (!sv || !over || !sv.scores) return null;
  if (hidden) {
    return (
      <button type="button" className="replay-scores-show" onClick={() => setHidden(false)}>
        Show the final scores
      </button>
    );
  }
  return (
    <section className="replay-scores score-card" aria-labelledby="replay-score-title" data-testid="replay-scores">
      <PatternDefs />
      <p className="eyebrow">Final scores</p>
      <FinalScores view={sv.view} scores={sv.scores} headingId="replay-score-title" />
      <div className="button-row end">
        <button type="button" onClick={() => setHidden(true)}>
          Hide the scores
        </button>
      </div>
    </section>
  );
}

export function ReplayScreen() {
  const info = useReplay((s) => s.info);
  const frame = useReplay((s) => s.frame);
  const title = info?.title;
  // The window title says it too (task bars, screen readers); the live game's banner sets its own on return.
  useEffect(() => {
    document.title = `Ryozen · replay${title ? ` · ${title}` : ''}`;
    return () => {
      document.title = 'Ryozen';
    };
  }, [title]);
  if (!info) return null;
  return (
    <div className="hud replay-hud" data-testid="replay">
      <ReplayTopBar />
      {frame ? (
        <>
          <div className="hud-left">
            <ErrorBoundary inline label="The player panels">
              <PlayerPanels />
            </ErrorBoundary>
          </div>
          <div className="hud-right">
            <ErrorBoundary inline label="The table panel">
              <TablePanel />
            </ErrorBoundary>
            <ErrorBoundary inline label="The log">
              <LogPanel />
            </ErrorBoundary>
          </div>
          <div className="hud-center">
            <ReplayScores />
          </div>
        </>
      ) : (
        <div className="loading" role="status">
          Setting the table…
        </div>
      )}
      <div className="hud-bottom">
        <ReplayBar />
      </div>
      <ReplayKeys />
    </div>
  );
}
