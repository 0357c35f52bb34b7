// "Open game file…": a game exported by any copy of Ryozen, read as text and
// handed to the main side (game:import), which checks it as it checks a save.
// A refused file shows its reason in the error dialog; nothing else changes.
import { useRef } from 'react';
import { useGame } from '../store/game.js';
import { getBridge } from '../bridge.js';
import { MAX_FILE_BYTES, useReplay } from '../store/replay.js';
import { tip } from './Tooltip.js';
import { sayError, useWords } from '../i18n.js';

const WEB_HOST_FILE_BYTES = 900 * 1024;

export function ReplayFileButton({ className, onOpened }: { className?: string; onOpened?: () => void }) {
  const input = useRef<HTMLInputElement>(null);
  const openFile = useReplay((s) => s.openFile);
  const showError = useGame((s) => s.showError);
  const w = useWords();
  async function read(file: File) {
    // The web host takes messages of at most 1 MiB (web-host.ts), the text travelling inside one with its quotes escaped.
    const limit = getBridge().kind === 'web' ? WEB_HOST_FILE_BYTES : MAX_FILE_BYTES;
    if (file.size > limit) {
      const mb = (n: number) => w.number(n / 1024 / 1024, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
      showError(w.t('screens.file.openFailed'), w.t('screens.file.tooBig', { size: mb(file.size), limit: mb(limit) }));
      return;
    }
    let text: string;
    try {
      text = await file.text();
    } catch (err) {
      showError(w.t('screens.file.openFailed'), sayError(w, err));
      return;
    }
    if (await openFile(text, file.name)) onOpened?.();
  }
  return (
    <>
      <button
        type="button"
        className={className}
        onClick={() => input.current?.click()}
        {...tip(w.t('screens.file.open.tip'))}
      >
        {w.t('screens.file.open')}
      </button>
      <input
        ref={input}
        type="file"
        accept=".json,.ryozen.json,application/json"
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        aria-label={w.t('screens.file.input')}
        data-testid="open-game-file"
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          // The same file may be picked again after a refusal.
          e.currentTarget.value = '';
          if (file) void read(file);
        }}
      />
    </>
  );
}
