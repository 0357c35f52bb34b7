// A modal dialog: labelled, focus moved inside on open and kept there (Tab
// wraps), Escape closes, focus returns to where it was.
import { useEffect, useId, useRef } from 'react';
import { useWords } from '../i18n.js';

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function Dialog({
  title,
  onClose,
  children,
  className,
  wide = false,
  testId,
  role = 'dialog',
}: {
  title: string;
  onClose?: () => void;
  children: React.ReactNode;
  className?: string;
  wide?: boolean;
  testId?: string;
  role?: 'dialog' | 'alertdialog';
}) {
  const w = useWords();
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    const root = ref.current;
    const auto = root?.querySelector<HTMLElement>('[autofocus], [data-autofocus]');
    (auto ?? root?.querySelector<HTMLElement>(FOCUSABLE) ?? root)?.focus();
    return () => {
      if (before && document.contains(before)) before.focus();
    };
  }, []);
  function onKeyDown(e: React.KeyboardEvent<HTMLDivElement>) {
    if (e.key === 'Escape' && onClose) {
      e.preventDefault();
      e.stopPropagation();
      onClose();
      return;
    }
    if (e.key !== 'Tab') return;
    const items = [...(ref.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
    if (!items.length) return;
    const first = items[0]!;
    const last = items[items.length - 1]!;
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  }
  return (
    <div className="modal-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose?.()}>
      <div
        ref={ref}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`dialog${wide ? ' wide' : ''}${className ? ` ${className}` : ''}`}
        onKeyDown={onKeyDown}
        data-testid={testId}
      >
        {/* A plain box, not a <header>: outside a sectioning element a header is the page's banner, and the page has one already. */}
        <div className="dialog-head">
          <h2 id={titleId}>{title}</h2>
          {onClose ? (
            <button type="button" className="icon-button" aria-label={w.t('screens.dialog.close')} onClick={onClose}>
              ✕
            </button>
          ) : null}
        </div>
        <div className="dialog-body">{children}</div>
      </div>
    </div>
  );
}
