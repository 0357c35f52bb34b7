// Save (a name) and load (the list of saves; damaged files are listed with
// what is wrong with them and cannot be picked). Each save can also be
// watched as a replay or exported to a file, and a game file opened.
// Errors never crash the app.
import { DamagedFileItem } from './common.js';
import { useEffect, useState } from 'react';
import { useGame, type SaveListing } from '../store/game.js';
import { useReplay } from '../store/replay.js';
import { Dialog } from './Dialog.js';
import { ReplayFileButton } from './ReplayFileButton.js';

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

function when(iso: string | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : d.toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' });
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
        <p className="hint">A save with the same name is replaced (the previous version is kept as a backup).</p>
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

export function LoadDialog() {
  const setOverlay = useGame((s) => s.setOverlay);
  const listSaves = useGame((s) => s.listSaves);
  const loadGame = useGame((s) => s.loadGame);
  const busy = useGame((s) => s.busy);
  const openReplay = useReplay((s) => s.open);
  const exportGame = useReplay((s) => s.exportGame);
  const [list, setList] = useState<SaveListing | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    listSaves()
      .then((l) => live && setList(l))
      .catch((err: unknown) => live && setProblem(err instanceof Error ? err.message : String(err)));
    return () => {
      live = false;
    };
  }, [listSaves]);
  const saves = list ? [...list.saves].sort((a, b) => String(b.savedAt ?? '').localeCompare(String(a.savedAt ?? ''))) : [];
  return (
    <Dialog title="Load a game" onClose={() => setOverlay(null)} wide testId="load-dialog">
      {problem ? (
        <p className="field-problem" role="alert">
          ⚠ The saves could not be listed: {problem}
        </p>
      ) : null}
      {!list && !problem ? <p className="muted">Reading the saves folder…</p> : null}
      {list && saves.length === 0 && list.damaged.length === 0 ? <p className="muted">No saved games yet.</p> : null}
      {saves.length ? (
        <ul className="save-list" aria-label="Saved games">
          {saves.map((s) => (
            <li key={s.name} className="save-item" data-testid="save-item">
              <div>
                <div className="save-name">{s.displayName ?? s.name}</div>
                <div className="muted small">
                  {s.summary ? `${s.summary} · ` : ''}
                  {when(s.savedAt)}
                </div>
              </div>
              <div className="save-actions">
                <button
                  type="button"
                  className="primary"
                  disabled={busy}
                  aria-label={`Load ${s.displayName ?? s.name}`}
                  onClick={async () => {
                    if (await loadGame(s.name)) setOverlay(null);
                  }}
                >
                  Load
                </button>
                <button type="button" aria-label={`Replay ${s.displayName ?? s.name}`} onClick={() => void openReplay({ kind: 'save', name: s.name })}>
                  Replay
                </button>
                <button type="button" aria-label={`Export ${s.displayName ?? s.name}`} onClick={() => void exportGame({ kind: 'save', name: s.name })}>
                  Export
                </button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {list && list.damaged.length ? (
        <>
          <h3 className="damaged-title">Files that cannot be loaded</h3>
          <ul className="save-list damaged" aria-label="Damaged save files">
            {list.damaged.map((d) => (
              <DamagedFileItem key={d.file} file={d.file} message={d.message} testId="damaged-save" />
            ))}
          </ul>
        </>
      ) : null}
      <div className="button-row end">
        <ReplayFileButton />
        <button type="button" onClick={() => setOverlay(null)}>
          Close
        </button>
      </div>
    </Dialog>
  );
}
