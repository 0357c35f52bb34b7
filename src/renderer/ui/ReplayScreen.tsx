// Watching a game back: the same HUD as a live game (players, the table in
// words, the log), drawn from the replay's frame for the chosen seat, with a
// replay bar in place of the decision bar: a timeline with round marks and
// turn ticks, play/pause, step back and forward, round jumps, the point of
// view, what was chosen next, and Close. Nothing can be chosen here.
import { useEffect, useRef, useState } from 'react';
import { msg } from '../../engine/core/message.js';
import type { ClanId } from '../../engine/core/types.js';
import { useGame } from '../store/game.js';
import { lastStep, placeText, roundAt, stepText, useReplay, type ReplayInfo, type ReplaySeat } from '../store/replay.js';
import { useBarFit } from './barFit.js';
import { BarMenu, type BarMenuItem } from './BarMenu.js';
import { ClanMark, litSectors, seatInfo } from './common.js';
import { ErrorBoundary } from './ErrorBoundary.js';
import { LogPanel } from './LogPanel.js';
import { PlayerPanels } from './PlayerPanels.js';
import { FinalScores, PatternDefs } from './ScoreScreen.js';
import { TablePanel } from './TablePanel.js';
import { exportDisabledReason } from './exportRule.js';
import { tip } from './Tooltip.js';
import { CLAN_TEXTS, PHASE_TEXTS } from './texts.js';
import { sectorShort } from '../store/choices.js';
import { sayWords, useWords } from '../i18n.js';

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
  const w = useWords();
  const sv = frame?.view ?? null;
  const v = sv?.view;
  const phase = sv?.gameOver ? w.say(PHASE_TEXTS.end) : v ? w.say(PHASE_TEXTS[v.phase]) : '';
  // As the live game's top bar says them (ui/TopBar.tsx).
  const lit = v ? litSectors(v).map((s) => w.say(sectorShort(s))).join(w.t('table.list.sep')) : '';
  const title = info ? sayWords(w, info.title) : '';
  // The language too: its words have other lengths.
  // Levels: everything; no wordmark; Export and Rules folded into "More" (as in the live game's bar).
  const level = useBarFit(bar, 2, [w.locale, title, phase, lit, source ? 's' : ''].join('|'));
  if (!info) return null;
  const exportReason = exportDisabledReason({ gameOver: info.finished }, w);
  const folded: BarMenuItem[] = [
    ...(source ? [{ label: w.t('screens.exportGame'), hint: w.t('screens.replay.export.tip'), onSelect: () => void exportGame(source), disabledReason: exportReason }] : []),
    { label: w.t('screens.title.rules'), hint: w.t('screens.replay.rules.tip'), onSelect: () => setOverlay('rules'), keyshortcuts: 'F1' },
  ];
  return (
    <header className="top-bar replay-top" aria-label={w.t('screens.replay.top')} ref={bar} data-fit={level}>
      <div className="top-left">
        {level < 1 ? (
          <span className="wordmark" aria-hidden>
            {w.t('screens.replay.wordmark')}
          </span>
        ) : null}
        <span className="replay-tag">{w.t('screens.games.replay')}</span>
        <h1 className="replay-title" data-testid="replay-title" title={title} data-shrinks="">
          {title}
        </h1>
        {v ? (
          <span className="round" data-testid="round">
            {w.t('screens.replay.round', { round: v.round, rounds: 3 })} · {phase}
          </span>
        ) : null}
        {v ? (
          <span className="lit" title={w.t('screens.replay.lit', { lit })} data-shrinks="">
            <span aria-hidden>☀</span> {w.t('screens.replay.lit', { lit })}
          </span>
        ) : null}
      </div>
      <div className="top-right">
        {level >= 2 ? <BarMenu items={folded} /> : null}
        {level < 2 && source ? (
          <button
            type="button"
            className="bar-button"
            aria-disabled={exportDisabledReason({ gameOver: info.finished }, w) !== null}
            onClick={() => {
              if (exportDisabledReason({ gameOver: info.finished }, w) === null) void exportGame(source);
            }}
            {...tip(exportDisabledReason({ gameOver: info.finished }, w) ?? w.t('screens.replay.export.tip'))}
          >
            {w.t('screens.exportGame')}
          </button>
        ) : null}
        {level < 2 ? (
          <button type="button" className="bar-button" onClick={() => setOverlay('rules')} aria-keyshortcuts="F1" {...tip(w.t('screens.replay.rules.tip'))}>
            {w.t('screens.title.rules')}
          </button>
        ) : null}
        <button type="button" className="bar-button close-replay" onClick={close} data-testid="close-replay" {...tip(w.t('screens.replay.close.tip'))}>
          ✕ {w.t('screens.replay.close')}
        </button>
      </div>
    </header>
  );
}

/** Round marks and turn ticks under the timeline, placed where their steps are. */
function TimelineMarks({ info }: { info: ReplayInfo }) {
  const w = useWords();
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
          <span className="round-mark-label">{w.t('screens.replay.roundMark', { round: r.round })}</span>
        </span>
      ))}
    </div>
  );
}

function SeatChooser({ info, seat }: { info: ReplayInfo; seat: ReplaySeat }) {
  const setSeat = useReplay((s) => s.setSeat);
  const locked = useReplay((s) => s.lockedSeat);
  const w = useWords();
  const options: { value: ReplaySeat; label: string; clan?: ClanId; hint: string }[] = info.seats.flatMap((s, i) =>
    locked === null || locked === i
      ? [
          {
            value: i,
            label: s.isBasilisk || s.controller === 'basilisk' ? w.t('seat.basilisk') : w.say(s.name),
            clan: s.clan as ClanId,
            hint:
              locked === null
                ? w.t('screens.replay.seat.tip', { seat: s.isBasilisk || s.controller === 'basilisk' ? msg('seat.basilisk.ref') : s.name })
                : w.t('screens.replay.seat.locked'),
          },
        ]
      : [],
  );
  if (info.finished) options.push({ value: 'all', label: w.t('screens.replay.all'), hint: w.t('screens.replay.all.tip') });
  return (
    <fieldset className="replay-seats">
      <legend className="sub-label">{w.t('screens.replay.pov')}</legend>
      <div className="segmented small" role="radiogroup" aria-label={w.t('screens.replay.pov')}>
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
          {w.t('screens.replay.tableOnly')}
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
  const w = useWords();
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
      aria-label={w.t('screens.replay.controls')}
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
                {w.t('screens.replay.moveOf', { step, n })}
              </span>
              <span className="turn-clan" data-testid="replay-place">
                {placeText(info, step, w)}
              </span>
            </div>
            <div className="prompt" data-testid="replay-label">
              {move ? sayWords(w, move.label) : w.t('screens.replay.beforeFirst')}
            </div>
          </div>
        </div>
        <div className="decision-tools replay-next" data-testid="replay-next">
          {sv?.gameOver ? (
            <span>{w.t('screens.replay.over')}</span>
          ) : next ? (
            <span>
              {w.t('screens.replay.next')} <span className="suggestion-text">{sayWords(w, next.label)}</span>
            </span>
          ) : who ? (
            <span>
              {w.t('screens.replay.wasChoosing', { who: sayWords(w, who.name), prompt: sayWords(w, sv?.decision?.prompt) })}
            </span>
          ) : null}
          {loading ? (
            <span className="replay-loading" role="status">
              <span className="spinner" aria-hidden /> {w.t('screens.replay.loading', { step })}
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
          aria-label={w.t('screens.replay.timeline')}
          aria-valuetext={stepText(info, step, w)}
          data-testid="replay-timeline"
          onChange={(e) => manual(Number(e.currentTarget.value))}
        />
        <TimelineMarks info={info} />
      </div>
      <div className="replay-controls">
        <div className="replay-buttons" role="group" aria-label={w.t('screens.replay.move')}>
          <button type="button" onClick={() => manual(0)} disabled={step === 0} aria-label={w.t('screens.replay.toStart')} aria-keyshortcuts="Home">
            ⇤
          </button>
          <button type="button" onClick={() => manual(step - 1)} disabled={step === 0} aria-label={w.t('screens.replay.back')} aria-keyshortcuts="ArrowLeft" data-testid="replay-back">
            ◀
          </button>
          <button
            type="button"
            className="primary replay-play"
            onClick={() => r().togglePlay()}
            aria-label={w.t(playing ? 'screens.replay.pause' : 'screens.replay.play')}
            aria-keyshortcuts="Space"
            data-testid="replay-play"
          >
            {playing ? `❚❚ ${w.t('screens.replay.pause')}` : `▶ ${w.t('screens.replay.play')}`}
          </button>
          <button type="button" onClick={() => manual(step + 1)} disabled={step >= n} aria-label={w.t('screens.replay.forward')} aria-keyshortcuts="ArrowRight" data-testid="replay-forward">
            ▶
          </button>
          <button type="button" onClick={() => manual(n)} disabled={step >= n} aria-label={w.t('screens.replay.toEnd')} aria-keyshortcuts="End">
            ⇥
          </button>
        </div>
        <div className="replay-rounds" role="group" aria-label={w.t('screens.replay.jump')}>
          {info.rounds.map((x) => (
            <button
              key={x.round}
              type="button"
              className={x.round === round ? 'on' : ''}
              aria-pressed={x.round === round}
              onClick={() => manual(x.step)}
            >
              {w.t('screens.replay.place.round', { round: x.round })}
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
  const w = useWords();
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
        {w.t('screens.replay.scores.show')}
      </button>
    );
  }
  return (
    <section className="replay-scores score-card" aria-labelledby="replay-score-title" data-testid="replay-scores">
      <PatternDefs />
      <p className="eyebrow">{w.t('screens.replay.scores')}</p>
      <FinalScores view={sv.view} scores={sv.scores} headingId="replay-score-title" />
      <div className="button-row end">
        <button type="button" onClick={() => setHidden(true)}>
          {w.t('screens.replay.scores.hide')}
        </button>
      </div>
    </section>
  );
}

export function ReplayScreen() {
  const info = useReplay((s) => s.info);
  const frame = useReplay((s) => s.frame);
  const w = useWords();
  const title = info ? sayWords(w, info.title) : '';
  // The window title says it too (task bars, screen readers); the live game's banner sets its own on return.
  useEffect(() => {
    document.title = title ? w.t('screens.replay.window.titled', { title }) : w.t('screens.replay.window');
    return () => {
      document.title = w.t('screens.app.name');
    };
  }, [title, w]);
  if (!info) return null;
  return (
    <div className="hud replay-hud" data-testid="replay">
      <ReplayTopBar />
      {frame ? (
        <>
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
            <ReplayScores />
          </div>
        </>
      ) : (
        <div className="loading" role="status">
          {w.t('screens.app.loading')}
        </div>
      )}
      <div className="hud-bottom">
        <ReplayBar />
      </div>
      <ReplayKeys />
    </div>
  );
}
