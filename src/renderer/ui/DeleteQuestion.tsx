// Asks before something is removed for good (a game of the list, a saved
// copy), in the app's own dialog: "Keep it" has the focus, so Enter keeps.
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useGame } from '../store/game.js';
import { Dialog } from './Dialog.js';
import { useWords } from '../i18n.js';

export function DeleteQuestion({ title, children, onCancel, onDelete, testId }: { title: string; children: ReactNode; onCancel: () => void; onDelete: () => void; testId: string }) {
  const busy = useGame((s) => s.busy);
  const w = useWords();
  // Over the whole page: the row that asks may sit in a scrolled list.
  return createPortal(
    <Dialog title={title} onClose={onCancel} role="alertdialog" testId={testId}>
      {children}
      <div className="button-row end">
        <button type="button" onClick={onCancel} autoFocus>
          {w.t('screens.delete.keep')}
        </button>
        <button type="button" className="danger" disabled={busy} onClick={onDelete}>
          {w.t('screens.delete')}
        </button>
      </div>
    </Dialog>,
    document.body,
  );
}
