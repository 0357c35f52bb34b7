// What an ended seat's page shows (seat-bridge.ts, phase 'ended'): why the
// game is out of reach, in words, over the last view of the table, whose
// choices are gone, so that a tap can start nothing. Only a host that went
// silent is worth trying again; for the rest, a new code is the way back.
import { useEffect } from 'react';
import { useGame } from '../store/game.js';
import { useWords } from '../i18n.js';
import { endedText, mayRetry, type SeatEnding } from './seat-bridge.js';

/** The view on screen keeps its table but loses its choices: nothing here can be played any more. */
export function useSpentChoices(ended: SeatEnding | null): void {
  useEffect(() => {
    if (ended === null) return;
    const sv = useGame.getState().seatView;
    if (sv && (sv.yourTurn || sv.legal.length > 0)) useGame.setState({ seatView: { ...sv, yourTurn: false, legal: [] }, selectedKin: null });
  }, [ended]);
}

export function SeatEnded({ ended, onRetry, onNewCode }: { ended: SeatEnding; onRetry: () => void; onNewCode: () => void }) {
  const w = useWords();
  return (
    <section className="toast notice seat-ended" role="status" data-testid="seat-ended" data-ended={ended}>
      <p>{w.say(endedText(ended))}</p>
      <div className="button-row">
        {mayRetry(ended) ? (
          <button type="button" className="primary" onClick={onRetry}>
            {w.t('table.seat.tryAgain')}
          </button>
        ) : null}
        <button type="button" onClick={onNewCode}>
          {w.t('table.seat.newCode')}
        </button>
      </div>
    </section>
  );
}
