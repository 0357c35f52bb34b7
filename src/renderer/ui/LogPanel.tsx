// The game log: every action since the game began, in plain words, grouped
// by round, newest at the bottom (it follows new lines unless the player has
// scrolled up to read).
import { useEffect, useRef } from 'react';
import type { LogEntry } from '../../main/session.js';
import { useGame } from '../store/game.js';
import { usePanels } from '../store/panels.js';
import { ClanMark } from './common.js';
import { PanelToggle } from './PanelToggle.js';

export function LogPanel({ full = false }: { full?: boolean }) {
  const log = useGame((s) => s.log);
  const sv = useGame((s) => s.seatView);
  const ref = useRef<HTMLOListElement>(null);
  const stick = useRef(true);
  // The full log (a dialog) never folds; the side panel may.
  const folded = usePanels((s) => s.collapsed.log) && !full;

  useEffect(() => {
    const el = ref.current;
    if (el && stick.current) el.scrollTop = el.scrollHeight;
  }, [log.length]);

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

  return (
    <section className={`log-panel${full ? ' full' : ''}${folded ? ' panel-folded folded-log' : ''}`} aria-label={full ? 'The whole game log' : 'Game log'}>
      {folded ? (
        <PanelToggle id="log" />
      ) : (
        <header className="panel-title">
          <span>
            Game log <span className="muted small">{log.length} lines</span>
          </span>
          {full ? null : <PanelToggle id="log" />}
        </header>
      )}
      <ol
        hidden={folded}
        ref={ref}
        className="log-lines"
        aria-live="polite"
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
              Round {r.round}
            </li>
          ) : (
            <li key={i} className={`log-line${r.seat < 0 ? ' game' : ''}`} data-testid="log-line">
              {r.seat >= 0 && players[r.seat] ? <ClanMark clan={players[r.seat]!.clan} size="sm" /> : <span className="log-dot" aria-hidden>•</span>}
              <span>{r.text}</span>
            </li>
          ),
        )}
      </ol>
    </section>
  );
}
