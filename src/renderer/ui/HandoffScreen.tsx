// Hotseat with hidden information: the table is covered until the next
// player says they are at the screen, so nobody sees another's secrets.
import { useLayoutEffect, useRef } from 'react';
import { useGame } from '../store/game.js';
import { ClanMark, seatInfo } from './common.js';

export function HandoffScreen() {
  const handoff = useGame((s) => s.handoff);
  const sv = useGame((s) => s.seatView);
  const confirm = useGame((s) => s.confirmHandoff);
  const button = useRef<HTMLButtonElement>(null);
  // Focused as the cover is put on the page, before the browser handles another key: a key pressed
  // the moment the cover appears (the view comes from the main side, not from a key) goes to its button.
  // Once it closes, the decision bar focuses its first choice (DecisionBar.tsx).
  useLayoutEffect(() => {
    if (handoff) button.current?.focus();
  }, [handoff]);
  if (!handoff || !sv) return null;
  const info = seatInfo(sv.view, handoff.seat);
  return (
    <div className="handoff" role="dialog" aria-modal="true" aria-labelledby="handoff-title" data-testid="handoff" style={{ ['--clan' as string]: info.colour }}>
      <div className="handoff-card">
        <ClanMark clan={info.clan} size="lg" />
        <h2 id="handoff-title">Pass the screen to {info.name}</h2>
        <p className="handoff-clan">{info.clanName}</p>
        <p>
          {handoff.secret
            ? `${info.name} has a secret choice to make. Everyone else, please look away.`
            : `It is ${info.name}'s turn, and some of what they see is hidden from the others.`}
        </p>
        <button ref={button} type="button" className="primary big" onClick={confirm}>
          I am {info.name}: show my table
        </button>
        <p className="muted small">Press Enter when you are ready.</p>
      </div>
    </div>
  );
}
