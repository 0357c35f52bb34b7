// The game log: every action since the game began, in plain words, grouped
// by round, newest at the bottom (it follows new lines unless the player has
// scrolled up to read). Each line jumps to its move: in a live game it opens
// the replay there, in a replay it moves the timeline there.
import { useEffect, useRef } from 'react';
import type { LogEntry } from '../../shared/views.js';
import { useGame } from '../store/game.js';
import { usePanels } from '../store/panels.js';
import { useReplay, useReplaying, useShownLog, useShownView } from '../store/replay.js';
import { ClanMark } from './common.js';
import { PanelToggle } from './PanelToggle.js';
import { tip } from './Tooltip.js';
import { useWords } from '../i18n.js';

/** Where a log line takes the player: its move in the replay (opening the current game's replay when live). */
function useJump(): (ply: number) => void {
  const replaying = useReplaying();
  return (ply) => {
    const replay = useReplay.getState();
    if (replaying) {
      replay.pause();
      replay.goTo(ply);
      return;
    }
    const live = useGame.getState().seatView;
    // A game still being played is watched from the seat at the screen only (no peeking at another player's secrets).
    void replay.open({ kind: 'current' }, { step: ply, seat: live?.seat ?? 0, lockSeat: !live?.gameOver });
  };
}

export function LogPanel({ full = false }: { full?: boolean }) {
  const w = useWords();
  const log = useShownLog();
  const sv = useShownView();
  const replaying = useReplaying();
  const step = useReplay((s) => (replaying ? s.step : -1));
  const jump = useJump();
  const ref = useRef<HTMLOListElement>(null);
  const stick = useRef(true);
  // The full log (a dialog) never folds; the side panel may.
  const folded = usePanels((s) => s.collapsed.log) && !full;

  // A new line, or the lines said in another language (longer or shorter): the newest stays in sight.
  useEffect(() => {
    const el = ref.current;
    if (el && stick.current) el.scrollTop = el.scrollHeight;
  }, [log.length, w.locale]);

  // A log following the newest line keeps following it when its box changes size (the window, the
  // panel above it): else a smaller box would cut the newest line off at its bottom.
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(() => {
      if (stick.current) el.scrollTop = el.scrollHeight;
    });
    ro.observe(el);
    return () => ro.disconnect();
  }, [folded]);

  const players = sv?.view.players ?? [];
  const rows: (LogEntry | { round: number; header: true })[] = [];
  let round = 0;
  for (const e of log) {
    if (e.round !== round) {
      round = e.round;
      rows.push({ round, header: true });
    }
    rows.push(e);
  }
  const jumpHint = (ply: number) => w.t(replaying ? 'table.log.goTo' : 'table.log.watch', { ply });

  return (
    <section
      className={`log-panel${full ? ' full' : ''}${folded ? ' panel-folded folded-log' : ''}`}
      aria-label={w.t(full ? 'table.log.whole' : 'table.log')}
    >
      {folded ? (
        <PanelToggle id="log" />
      ) : (
        <header className="panel-title">
          <span>
            {w.t('table.log')} <span className="muted small">{w.t('table.log.lines', { n: log.length })}</span>
          </span>
          {full ? null : <PanelToggle id="log" />}
        </header>
      )}
      <ol
        hidden={folded}
        ref={ref}
        className="log-lines"
        aria-live={replaying ? 'off' : 'polite'}
        data-testid="log"
        tabIndex={0}
        onScroll={(e) => {
          const el = e.currentTarget;
          stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < 24;
        }}
      >
        {rows.map((r, i) =>
          'header' in r ? (
            <li key={`h${i}`} className="log-round">
              {w.t('table.log.round', { round: r.round })}
            </li>
          ) : (
            <li
              key={i}
              className={`log-line${r.seat < 0 ? ' game' : ''}${r.ply === step ? ' current' : ''}`}
              data-testid="log-line"
              data-ply={r.ply}
              aria-current={r.ply === step ? 'step' : undefined}
            >
              {r.seat >= 0 && players[r.seat] ? <ClanMark clan={players[r.seat]!.clan} size="sm" /> : <span className="log-dot" aria-hidden>•</span>}
              {r.ply > 0 ? (
                <button type="button" className="log-jump" onClick={() => jump(r.ply)} {...tip(jumpHint(r.ply))}>
                  {w.say(r.msg)}
                </button>
              ) : (
                <span>{w.say(r.msg)}</span>
              )}
            </li>
          ),
        )}
      </ol>
    </section>
  );
}
