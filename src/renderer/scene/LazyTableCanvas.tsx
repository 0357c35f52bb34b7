// The 3D table, loaded after the first screen is drawn: three.js and the
// scene are the largest part of the renderer's code, and the title screen and
// the menus are usable before they arrive (the dimmed table behind them fades
// in when it does). Until then the table's place shows the same plain
// backdrop as a page without the table (?noscene).
import { lazy, Suspense, type ComponentProps } from 'react';

const TableCanvasCode = lazy(async () => ({ default: (await import('./TableCanvas.js')).TableCanvas }));

export function TableCanvas(props: ComponentProps<typeof TableCanvasCode>) {
  return (
    <Suspense fallback={<div className="table-off" />}>
      <TableCanvasCode {...props} />
    </Suspense>
  );
}
