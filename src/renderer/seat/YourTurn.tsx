// "Your turn" on a seat's own device: when the seat's view turns to a choice
// of its own, a banner, and a short buzz where the browser allows it (a phone
// on the table, face up, while the others play).
import { useEffect, useRef, useState } from 'react';
import { useGame } from '../store/game.js';
import { useWords } from '../i18n.js';

/** A short double buzz: noticed in a pocket, not alarming. */
export const TURN_BUZZ = [120, 80, 120];
const SHOWN_MS = 2500;

export function YourTurn() {
  const w = useWords();
  // The deciding seat, not yourTurn: that goes off for a moment after every choice (the store spends the
  // view), and a turn of several choices must buzz once.
  const mine = useGame((s) => !!s.seatView && !s.seatView.gameOver && s.seatView.decision?.seat === s.seatView.seat);
  const [shownAt, setShownAt] = useState<number | null>(null);
  const was = useRef(false);
  useEffect(() => {
    const turned = mine && !was.current;
    was.current = mine;
    if (!mine) return setShownAt(null);
    if (!turned) return;
    setShownAt(Date.now());
    try {
      navigator.vibrate?.(TURN_BUZZ);
    } catch {
      // Some browsers refuse without a tap first: the banner is enough.
    }
  }, [mine]);
  // Its own effect, so that the banner always goes away (an effect run twice must not keep it).
  useEffect(() => {
    if (shownAt === null) return;
    const t = setTimeout(() => setShownAt(null), SHOWN_MS);
    return () => clearTimeout(t);
  }, [shownAt]);
  if (shownAt === null) return null;
  return (
    <div className="seat-your-turn" role="status" data-testid="your-turn">
      {w.t('table.seat.yourTurn')}
    </div>
  );
}
