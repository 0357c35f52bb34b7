// One foldable section of the table panel, shared by the panel's own sections
// and those a mode's pieces add (BasiliskPanels.tsx), so they look alike.
import { tip } from './Tooltip.js';

export function Section({ title, children, open = true, hint }: { title: string; children: React.ReactNode; open?: boolean; hint?: string }) {
  return (
    <details className="table-section" open={open}>
      <summary {...tip(hint)}>{title}</summary>
      <div className="table-section-body">{children}</div>
    </details>
  );
}
