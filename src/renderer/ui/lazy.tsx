// Screens and panels a player opens now and then (the games list, campaigns,
// replays, the end of a game's review, seats on devices, settings) are not
// in the first download: each comes as a chunk of its own (a dynamic import,
// which Vite splits) the first time it is opened, with a short wait shown.
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useWords } from '../i18n.js';

/** A component whose code is loaded on first use: `load` resolves to the component. */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazy(async () => ({ default: await load() }));
}

/** What shows while a part's code arrives: one short line, said to screen readers politely. */
export function PartWait() {
  const w = useWords();
  return (
    <div className="loading" role="status">
      {w.t('screens.app.wait')}
    </div>
  );
}

/** `children` once their code is here, the wait until then. */
export function WhenLoaded({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PartWait />}>{children}</Suspense>;
}
