// The game log: every action since the game began, in plain words, grouped
// by round, newest at the bottom (it follows new lines unless the player has
// scrolled up to read).
import { useEffect, useRef } from 'react';
import type { LogEntry } from '../../main/session.js';
import { useGame } from '../store/game.js';
import { ClanMark } from './common.js';

export function LogPanel({ full = false }: { full?: boolean }) {
  const log = useGame((s) => s.log);
  const sv = useGame((s) => s.seatView);
  const ref = useRef<HTMLOListElement>(null);
  const stick = useRef(true);

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
    <section className={`log-panel${full ? ' full' : ''}`} aria-label="Game log">
      <header className="panel-title">
        Game log <span className="muted small">{log.length} lines</span>
      </header>
      <ol
        ref={ref}
        className="log-lines"
        role="log"
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
