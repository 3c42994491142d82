import { lazy, Suspense, useLayoutEffect } from 'react';
import { Loading } from '@palisade/sdk';

// The routes, sign-in page, layout and react-router are a chunk of their own, requested with the first frame,
// in parallel with the session check: the first paint is this frame and needs none of them.
// react-router is asked for at the same time, not once the chunk has arrived and asks for it.
const App = lazy(() => {
  void import('react-router').catch(() => undefined);
  return import('./App').then((module) => ({ default: module.App }));
});

/** Committed together with App: its content area (the plugins' outlet) is in the document from then on. */
function Shown({ onShown }: { onShown: () => void }) {
  useLayoutEffect(onShown, [onShown]);
  return null;
}

/** The shell's first frame ("Starting the console…", as the routes show while the session is checked), then the shell. */
export function LazyApp({ onShown }: { onShown: () => void }) {
  return (
    <Suspense fallback={<Loading label="Starting the console…" />}>
      <App />
      <Shown onShown={onShown} />
    </Suspense>
  );
}
