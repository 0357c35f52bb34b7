// The fold button of a side panel, and the small tab a folded panel leaves
// behind (the same button, to unfold it). Keyboard reachable; its name says
// what pressing it does.
import { useWords } from '../i18n.js';
import { usePanels, type PanelId } from '../store/panels.js';

export function PanelToggle({ id }: { id: PanelId }) {
  const w = useWords();
  const title = w.t(`table.panel.${id}`);
  const collapsed = usePanels((s) => s.collapsed[id]);
  const toggle = usePanels((s) => s.toggle);
  return (
    <button
      type="button"
      className="panel-toggle"
      aria-expanded={!collapsed}
      // The name holds the visible word, so that speech control finds the button by what it shows.
      aria-label={w.t(collapsed ? 'table.panel.show' : 'table.panel.hide', { name: title })}
      data-testid={`toggle-${id}`}
      onClick={() => toggle(id)}
    >
      {collapsed ? (
        <>
          {title} <span aria-hidden>▸</span>
        </>
      ) : (
        <span aria-hidden>–</span>
      )}
    </button>
  );
}

/** What a folded panel leaves on screen. */
export function FoldedPanel({ id }: { id: PanelId }) {
  return (
    <div className={`panel-folded folded-${id}`}>
      <PanelToggle id={id} />
    </div>
  );
}
