// The settings dialog (the table quality, how many finished games are kept), and the button that opens
// it from the title screen and the in-game top bar. A choice takes effect at
// once and is stored in the data folder for the next run (store/settings.ts).
import { useId, useState } from 'react';
import { createPortal } from 'react-dom';
import type { TableQuality } from '../../shared/settings-schema.js';
import { useSettings } from '../store/settings.js';
import { Dialog } from './Dialog.js';
import { tip } from './Tooltip.js';

const QUALITY_CHOICES: { value: TableQuality; name: string; means: string }[] = [
  { value: 'auto', name: 'Auto', means: 'Uses the lighter table when this computer draws without a graphics card, and the full look when it has one.' },
  { value: 'high', name: 'High', means: 'Always the full look: soft shadows and detailed lighting. Slow where there is no graphics card.' },
  { value: 'low', name: 'Low', means: 'Always the lighter table: simpler lighting and shadows, so it stays quick on any computer.' },
];

const nameOf = (q: TableQuality) => QUALITY_CHOICES.find((c) => c.value === q)?.name ?? q;

const KEEP_CHOICES = [50, 100, 200, 500, 1000];

/** How many finished games the games list keeps: a few round numbers, and the stored one if it is another. */
function KeepFinishedField() {
  const keep = useSettings((s) => s.keepFinishedGames);
  const setKeep = useSettings((s) => s.setKeepFinishedGames);
  const id = useId();
  const choices = KEEP_CHOICES.includes(keep) ? KEEP_CHOICES : [...KEEP_CHOICES, keep].sort((a, b) => a - b);
  return (
    <div className="field">
      <label className="stack">
        <span>Finished games to keep</span>
        <select aria-describedby={`${id}-keep`} value={keep} onChange={(e) => void setKeep(Number(e.target.value))} data-testid="keep-finished">
          {choices.map((n) => (
            <option key={n} value={n}>
              The last {n}
            </option>
          ))}
        </select>
      </label>
      <p className="hint" id={`${id}-keep`}>
        When there are more, the oldest finished games are removed. Pinned games and games in progress are always kept.
      </p>
    </div>
  );
}

export function SettingsDialog({ onClose }: { onClose: () => void }) {
  const stored = useSettings((s) => s.storedTableQuality);
  const pageQuality = useSettings((s) => s.pageQuality);
  const problem = useSettings((s) => s.problem);
  const error = useSettings((s) => s.error);
  const keptAside = useSettings((s) => s.keptAside);
  const setTableQuality = useSettings((s) => s.setTableQuality);
  const [saving, setSaving] = useState(false);
  const id = useId();

  async function choose(q: TableQuality) {
    setSaving(true);
    try {
      await setTableQuality(q);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog title="Settings" onClose={onClose} testId="settings-dialog">
      <div className="form">
        <fieldset className="field" aria-busy={saving}>
          <legend>Table quality</legend>
          {QUALITY_CHOICES.map((c) => (
            <div key={c.value}>
              <label className="check">
                <input
                  type="radio"
                  name="table-quality"
                  value={c.value}
                  checked={stored === c.value}
                  aria-describedby={`${id}-${c.value}`}
                  data-autofocus={stored === c.value ? '' : undefined}
                  onChange={() => void choose(c.value)}
                />
                <span>{c.name}</span>
              </label>
              <p className="hint" id={`${id}-${c.value}`} style={{ margin: '0 0 8px 24px' }}>
                {c.means}
              </p>
            </div>
          ))}
        </fieldset>
        <KeepFinishedField />
        {pageQuality ? (
          <p className="hint" data-testid="page-quality">
            This page was opened with quality={pageQuality}, so the table is drawn in {nameOf(pageQuality)} until the page is opened without it. Your choice above is still kept for
            next time.
          </p>
        ) : null}
        {problem ? (
          <p className="field-problem" role="alert">
            {problem.message}
          </p>
        ) : null}
        {keptAside ? (
          <p className="hint" role="status">
            The settings file that could not be read was kept as {keptAside} in Ryozen&apos;s data folder.
          </p>
        ) : null}
        {error ? (
          <p className="field-problem" role="alert">
            {error}
          </p>
        ) : null}
        <p className="hint">Settings are kept on this computer, beside your saves, for the next time you play.</p>
        <div className="button-row end">
          <button type="button" className="primary" onClick={onClose}>
            Done
          </button>
        </div>
      </div>
    </Dialog>
  );
}

/**
 * A button that opens the settings dialog; focus returns to it when the dialog
 * closes. The dialog goes to the page's body, so it looks the same wherever the
 * button sits (the title card centres its text, the top bar is a header).
 */
export function SettingsButton({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} aria-haspopup="dialog" onClick={() => setOpen(true)} {...tip('How the 3D table is drawn and how many finished games are kept, for the next time you play.')}>
        Settings
      </button>
      {open ? createPortal(<SettingsDialog onClose={() => setOpen(false)} />, document.body) : null}
    </>
  );
}
