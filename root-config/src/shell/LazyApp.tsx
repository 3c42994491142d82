import { Loading } from '@palisade/sdk';
import { Loaded, LoadableComponent } from '../loader/LoadableComponent';

// The routes, sign-in page, layout and react-router are a chunk of their own, requested with the first frame,
// in parallel with the session check: the first paint is this frame and needs none of them.
// react-router is asked for at the same time, not once the chunk has arrived and asks for it.
const app = new LoadableComponent(() => {
  void import('react-router').catch(() => undefined);
  return import('./App').then((module) => ({ default: module.App }));
});

/** The shell's first frame ("Starting the console…", as the routes show while the session is checked), then the shell. */
export function LazyApp() {
  return <Loaded component={app} fallback={<Loading label="Starting the console…" />} />;
}
