// Undo on a seat's own device: the desktop's rule (the main side's
// undoRefusal, through game:undo for this seat): only the seat that made the
// last choice takes it back, and only while nothing hidden came to light
// since. A phone has no tooltips, so a tap when it cannot be done says why.
import { useEffect, useState } from 'react';
import type { Msg } from '../../engine/core/message.js';
import { sayWords, useWords } from '../i18n.js';
import { useGame } from '../store/game.js';
import { undoReason } from '../ui/TopBar.js';

export function SeatUndo() {
  const w = useWords();
  const sv = useGame((s) => s.seatView);
  const thinking = useGame((s) => !!s.thinking);
  const busy = useGame((s) => s.busy);
  const undo = useGame((s) => s.undo);
  const [why, setWhy] = useState<Msg | string | null>(null);
  const ply = sv?.ply;
  useEffect(() => setWhy(null), [ply]);
  if (!sv || sv.gameOver) return null;
  const reason = undoReason(sv as typeof sv & { undoReason?: Msg | string | null }, thinking);
  return (
    <>
      <button
        type="button"
        className="seat-undo"
        data-testid="undo"
        aria-disabled={reason !== null || busy}
        aria-describedby={why ? 'seat-undo-why' : undefined}
        onClick={() => {
          if (reason !== null) setWhy(why ? null : reason);
          else if (!busy) void undo();
        }}
      >
        ↶ {w.t('table.undo')}
      </button>
      {why ? (
        <p id="seat-undo-why" className="seat-undo-why" role="status" data-testid="undo-why">
          {w.t('table.undo.impossible', { reason: sayWords(w, why) })}
        </p>
      ) : null}
    </>
  );
}
