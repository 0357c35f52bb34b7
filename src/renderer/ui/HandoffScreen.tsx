// Hotseat with hidden information: the table is covered until the next
// player says they are at the screen, so nobody sees another's secrets.
import { useLayoutEffect, useRef } from 'react';
import { useGame } from '../store/game.js';
import { ClanMark, seatInfo } from './common.js';
import { useWords } from '../i18n.js';

export function HandoffScreen() {
  const w = useWords();
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
        <h2 id="handoff-title">{w.t('table.handoff.title', { name: info.name })}</h2>
        <p className="handoff-clan">{w.say(info.clanName)}</p>
        <p>{w.t(handoff.secret ? 'table.handoff.secret' : 'table.handoff.hidden', { name: info.name })}</p>
        <button ref={button} type="button" className="primary big" onClick={confirm}>
          {w.t('table.handoff.confirm', { name: info.name })}
        </button>
        <p className="muted small">{w.t('table.handoff.enter')}</p>
      </div>
    </div>
  );
}
