import { useEffect, useReducer, type ComponentType, type ReactNode } from 'react';

type State =
  | { status: 'idle' }
  | { status: 'loading'; done: Promise<void> }
  | { status: 'loaded'; Component: ComponentType }
  | { status: 'failed'; error: unknown };

/**
 * A component whose code loads on first use, once, drawn by {@link Loaded}.
 *
 * Not `React.lazy` + `Suspense`: once any Suspense fallback has been shown, React holds back the content of a
 * boundary that resolves for up to 300 ms after it (its fallback throttle), so the shell's first frame and each
 * page chunk added that wait to the time before a page showed its figures. A plain state update has no such wait.
 */
export class LoadableComponent {
  private state: State = { status: 'idle' };

  constructor(
    private readonly load: () => Promise<{ default: ComponentType }>,
    /** Turns a failed load into the error to show (e.g. a chunk the browser refused for its integrity). */
    private readonly explain?: (error: unknown) => Promise<unknown>,
  ) {}

  /** Starts loading (once) and returns where it stands. */
  current(): Exclude<State, { status: 'idle' }> {
    if (this.state.status === 'idle') {
      const done = this.load().then(
        (module) => {
          this.state = { status: 'loaded', Component: module.default };
        },
        async (error: unknown) => {
          this.state = { status: 'failed', error: (this.explain && (await this.explain(error))) ?? error };
        },
      );
      this.state = { status: 'loading', done };
    }
    return this.state as Exclude<State, { status: 'idle' }>;
  }
}

/**
 * Draws a {@link LoadableComponent}: `fallback` while its code loads, then the component. A failed load is thrown
 * while rendering, for the nearest error boundary (as a rejected `React.lazy` is).
 */
export function Loaded({ component, fallback }: { component: LoadableComponent; fallback: ReactNode }) {
  const state = component.current();
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (state.status !== 'loading') return;
    let current = true;
    void state.done.then(() => current && rerender());
    return () => {
      current = false;
    };
  }, [state]);
  if (state.status === 'failed') throw state.error;
  if (state.status === 'loading') return fallback;
  return <state.Component />;
}
