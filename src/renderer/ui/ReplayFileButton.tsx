// "Open game file…": a game exported by any copy of Ryozen, read as text and
// handed to the main side (game:import), which checks it as it checks a save.
// A refused file shows its reason in the error dialog; nothing else changes.
import { useRef } from 'react';
import { useGame } from '../store/game.js';
import { getBridge } from '../bridge.js';
import { MAX_FILE_BYTES, useReplay } from '../store/replay.js';
import { tip } from './Tooltip.js';

const WEB_HOST_FILE_BYTES = 900 * 1024;

export function ReplayFileButton({ className, onOpened }: { className?: string; onOpened?: () => void }) {
  const input = useRef<HTMLInputElement>(null);
  const openFile = useReplay((s) => s.openFile);
  const showError = useGame((s) => s.showError);
  async function read(file: File) {
    // The web host takes messages of at most 1 MiB (web-host.ts), the text travelling inside one with its quotes escaped.
    const limit = getBridge().kind === 'web' ? WEB_HOST_FILE_BYTES : MAX_FILE_BYTES;
    if (file.size > limit) {
      const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
      showError('This file could not be opened', `The file is ${mb(file.size)} MB; a game file opened here is at most ${mb(limit)} MB.`);
      return;
    }
    let text: string;
    try {
      text = await file.text();
    } catch (err) {
      showError('This file could not be opened', err instanceof Error ? err.message : String(err));
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
        {...tip('Watch a game exported by any copy of Ryozen (a .ryozen.json file).')}
      >
        Open game file…
      </button>
      <input
        ref={input}
        type="file"
        accept=".json,.ryozen.json,application/json"
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        aria-label="Game file to open"
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
