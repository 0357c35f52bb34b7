// The fold button of a side panel, and the small tab a folded panel leaves
// behind (the same button, to unfold it). Keyboard reachable; its name says
// what pressing it does.
import { usePanels, type PanelId } from '../store/panels.js';

const TITLES: Record<PanelId, string> = { players: 'Players', table: 'Table', log: 'Log' };

export function PanelToggle({ id }: { id: PanelId }) {
  const collapsed = usePanels((s) => s.collapsed[id]);
  const toggle = usePanels((s) => s.toggle);
  return (
    <button
      type="button"
      className="panel-toggle"
      aria-expanded={!collapsed}
      // The name holds the visible word, so that speech control finds the button by what it shows.
      aria-label={`${collapsed ? 'Show' : 'Hide'} the ${TITLES[id]} panel`}
      data-testid={`toggle-${id}`}
      onClick={() => toggle(id)}
    >
      {collapsed ? (
        <>
          {TITLES[id]} <span aria-hidden>▸</span>
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
