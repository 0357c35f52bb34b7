// Save a copy of the game under a name (Save, in the top bar). Every choice
// is kept anyway (the games list); a named copy stays as it was saved, and
// loading it plays on in a new game. The saved copies are listed, loaded,
// replayed and exported on the games screen (ui/GamesScreen.tsx).
import { useState } from 'react';
import { useGame } from '../store/game.js';
import { Dialog } from './Dialog.js';

// A first check while typing, with the characters of the save store's rule
// (src/main/saves/save-name.ts, which the channel applies and which also
// refuses Windows device names): letters of any script with their marks,
// digits, spaces, dashes, underscores.
const NAME_RULE = /^[\p{L}\p{N}_-](?:(?:[\p{L}\p{M}\p{N} _-]|\u200c|\u200d)*[\p{L}\p{M}\p{N}_-])?$/u;

export function saveNameProblem(name: string): string | null {
  const n = name.trim().normalize('NFC');
  if (!n) return 'Give the save a name.';
  if (n.length > 64) return 'At most 64 characters.';
  if (!NAME_RULE.test(n)) return 'Use letters, digits, spaces, dashes and underscores (no dots); do not start with a dot.';
  return null;
}


export function SaveDialog() {
  const setOverlay = useGame((s) => s.setOverlay);
  const saveGame = useGame((s) => s.saveGame);
  const sv = useGame((s) => s.seatView);
  const busy = useGame((s) => s.busy);
  const error = useGame((s) => s.error);
  const [name, setName] = useState(() => (sv ? `Round ${sv.view.round} - move ${sv.ply}` : 'My game'));
  const [touched, setTouched] = useState(false);
  const problem = saveNameProblem(name);
  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setTouched(true);
    if (problem) return;
    if (await saveGame(name.trim())) setOverlay(null);
  }
  return (
    <Dialog title="Save the game" onClose={() => setOverlay(null)} testId="save-dialog">
      <form onSubmit={(e) => void submit(e)} className="form">
        <label className="stack">
          <span>Name</span>
          <input
            autoFocus
            aria-label="Save name"
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
        <p className="hint">Every choice is kept anyway; this copy stays as it is now. A copy with the same name is replaced (the previous one is kept as a backup).</p>
        <div className="button-row end">
          <button type="button" onClick={() => setOverlay(null)}>
            Cancel
          </button>
          <button type="submit" className="primary" disabled={busy || !!problem}>
            Save
          </button>
        </div>
      </form>
    </Dialog>
  );
}
