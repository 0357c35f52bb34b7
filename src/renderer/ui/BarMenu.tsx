// "More ▾": the top bar's secondary commands, folded away when the window is
// too narrow to show them all. A disclosure (a button and the list it opens),
// not an ARIA menu: its items are ordinary buttons reached with Tab. It closes
// on a choice, on Escape (the focus goes back to the button) and on a click
// anywhere else.
import { useEffect, useId, useRef, useState } from 'react';
import { tip } from './Tooltip.js';
import { useWords } from '../i18n.js';

export interface BarMenuItem {
  label: string;
  hint: string;
  onSelect: () => void;
  keyshortcuts?: string;
  /** Why the command cannot be used now (shown as its tip; the button stays focusable), or null/absent when it can. */
  disabledReason?: string | null;
}

/** One command as a bar button: a disabled one says why instead of acting. */
export function BarItemButton({ item, onDone }: { item: BarMenuItem; onDone?: () => void }) {
  const why = item.disabledReason ?? null;
  const w = useWords();
  return (
    <button
      type="button"
      className="bar-button"
      aria-disabled={why !== null}
      aria-keyshortcuts={item.keyshortcuts}
      data-disabled-reason={why ?? undefined}
      onClick={() => {
        if (why !== null) return;
        onDone?.();
        item.onSelect();
      }}
      {...tip(why ? w.t('screens.bar.notNow', { command: item.label, why }) : item.hint)}
    >
      {item.label}
    </button>
  );
}

export function BarMenu({ items, label: asked }: { items: BarMenuItem[]; label?: string }) {
  const w = useWords();
  const label = asked ?? w.t('screens.bar.more');
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const away = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const key = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.preventDefault();
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('mousedown', away);
    document.addEventListener('keydown', key);
    return () => {
      document.removeEventListener('mousedown', away);
      document.removeEventListener('keydown', key);
    };
  }, [open]);

  return (
    <div className="bar-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="bar-button"
        aria-expanded={open}
        aria-controls={id}
        data-testid="bar-more"
        onClick={() => setOpen(!open)}
        {...tip(open ? null : w.t('screens.bar.more.tip', { commands: w.list(items.map((i) => i.label)) }))}
      >
        {label} <span aria-hidden>▾</span>
      </button>
      <div id={id} className="bar-menu-list" role="group" aria-label={w.t('screens.bar.more.group', { label })} hidden={!open}>
        {items.map((item) => (
          <BarItemButton key={item.label} item={item} onDone={() => setOpen(false)} />
        ))}
      </div>
    </div>
  );
}
