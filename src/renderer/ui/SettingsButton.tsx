// The button that opens the settings dialog, from the title screen and the
// in-game top bar. The dialog's code is loaded when it is first opened.
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useWords } from '../i18n.js';
import { lazyPart, WhenLoaded } from './lazy.js';
import { tip } from './Tooltip.js';

const SettingsDialog = lazyPart(() => import('./SettingsDialog.js').then((m) => m.SettingsDialog));

/**
 * A button that opens the settings dialog; focus returns to it when the dialog
 * closes. The dialog goes to the page's body, so it looks the same wherever the
 * button sits (the title card centres its text, the top bar is a header).
 */
export function SettingsButton({ className }: { className?: string }) {
  const w = useWords();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} aria-haspopup="dialog" onClick={() => setOpen(true)} {...tip(w.t('settings.open.tip'))}>
        {w.t('settings.open')}
      </button>
      {open
        ? createPortal(
            <WhenLoaded>
              <SettingsDialog onClose={() => setOpen(false)} />
            </WhenLoaded>,
            document.body,
          )
        : null}
    </>
  );
}
