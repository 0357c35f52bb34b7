// "Your turn" on a seat's own device: when the seat's view turns to a choice
// of its own, a banner, and a short buzz where the browser allows it (a phone
// on the table, face up, while the others play).
import { useEffect, useRef, useState } from 'react';
import { useGame } from '../store/game.js';

/** A short double buzz: noticed in a pocket, not alarming. */
export const TURN_BUZZ = [120, 80, 120];
const SHOWN_MS = 2500;

export function YourTurn() {
  // The deciding seat, not yourTurn: that goes off for a moment after every choice (the store spends the
  // view), and a turn of several choices must buzz once.
  const mine = useGame((s) => !!s.seatView && !s.seatView.gameOver && s.seatView.decision?.seat === s.seatView.seat);
  const [shown, setShown] = useState(false);
  const was = useRef(false);
  useEffect(() => {
    const turned = mine && !was.current;
    was.current = mine;
    if (!turned) {
      if (!mine) setShown(false);
      return;
    }
    setShown(true);
    try {
      navigator.vibrate?.(TURN_BUZZ);
    } catch {
      // Some browsers refuse without a tap first: the banner is enough.
    }
    const t = setTimeout(() => setShown(false), SHOWN_MS);
    return () => clearTimeout(t);
  }, [mine]);
  if (!shown) return null;
  return (
    <div className="seat-your-turn" role="status" data-testid="your-turn">
      Your turn
    </div>
  );
}
