// Save a copy of the game under a name (Save, in the top bar). Every choice
// is kept anyway (the games list); a named copy stays as it was saved, and
// loading it plays on in a new game. The saved copies are listed, loaded,
// replayed and exported on the games screen (ui/GamesScreen.tsx).
import { useState } from 'react';
import { useGame } from '../store/game.js';
import { Dialog } from './Dialog.js';
import { currentWords, useWords, type Words } from '../i18n.js';

// A first check while typing, with the characters of the save store's rule
// (src/main/saves/save-name.ts, which the channel applies and which also
// refuses Windows device names): letters of any script with their marks,
// digits, spaces, dashes, underscores.
const NAME_RULE = /^[\p{L}\p{N}_-](?:(?:[\p{L}\p{M}\p{N} _-]|\u200c|\u200d)*[\p{L}\p{M}\p{N}_-])?$/u;

export function saveNameProblem(name: string, w: Words = currentWords()): string | null {
  const n = name.trim().normalize('NFC');
  if (!n) return w.t('screens.save.name.empty');
  if (n.length > 64) return w.t('screens.name.tooLong', { max: 64 });
  if (!NAME_RULE.test(n)) return w.t('screens.save.name.rule');
  return null;
}


export function SaveDialog() {
  const setOverlay = useGame((s) => s.setOverlay);
  const saveGame = useGame((s) => s.saveGame);
  const sv = useGame((s) => s.seatView);
  const busy = useGame((s) => s.busy);
  const error = useGame((s) => s.error);
  const w = useWords();
  const [name, setName] = useState(() => (sv ? w.t('screens.save.defaultName', { round: sv.view.round, ply: sv.ply }) : w.t('screens.save.myGame')));
  const [touched, setTouched] = useState(false);
  const problem = saveNameProblem(name, w);
  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setTouched(true);
    if (problem) return;
    if (await saveGame(name.trim())) setOverlay(null);
  }
  return (
    <Dialog title={w.t('screens.save.title')} onClose={() => setOverlay(null)} testId="save-dialog">
      <form onSubmit={(e) => void submit(e)} className="form">
        <label className="stack">
          <span>{w.t('screens.save.name')}</span>
          <input
            autoFocus
            aria-label={w.t('screens.save.name.label')}
            aria-invalid={touched && !!problem}
            aria-describedby="save-name-problem"
            value={name}
            maxLength={64}
            onChange={(e) => {
              setName(e.target.value);
              setTouched(true);
            }}
          />
        </label>
        <p id="save-name-problem" className="field-problem" role="status">
          {touched && problem ? `⚠ ${problem}` : error ? `⚠ ${error}` : '\u00a0'}
        </p>
        <p className="hint">{w.t('screens.save.hint')}</p>
        {sv && !sv.gameOver ? <p className="hint">{w.t('screens.save.localOnly')}</p> : null}
        <div className="button-row end">
          <button type="button" onClick={() => setOverlay(null)}>
            {w.t('screens.cancel')}
          </button>
          <button type="submit" className="primary" disabled={busy || !!problem}>
            {w.t('screens.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
