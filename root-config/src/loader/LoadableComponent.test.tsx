// @vitest-environment jsdom
import { Component, lazy, Suspense, type ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Loaded, LoadableComponent } from './LoadableComponent';

// React's timers are faked before react-dom is imported (it keeps the setTimeout it finds), and only timers: its
// scheduler runs on setImmediate. No fake time ever passes, so nothing here may wait on a React timer.
let createRoot: typeof import('react-dom/client').createRoot;
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  ({ createRoot } = await import('react-dom/client'));
});
afterAll(() => vi.useRealTimers());

/** Lets React work (scheduler turns) until `text` is in the document; fails if it never comes. */
async function until(text: string): Promise<void> {
  for (let turn = 0; turn < 200; turn++) {
    if (document.body.textContent?.includes(text)) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error(`"${text}" never appeared; the page shows: ${document.body.textContent}`);
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

const pageModule = (text: string) => ({ default: () => <h1>{text}</h1> });

class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>Failed: {String((this.state.error as Error).message)}</p> : this.props.children;
  }
}

// A chart elsewhere on the page that is still loading: a Suspense fallback shown, as the dashboard's charts do.
const Chart = lazy(() => new Promise<never>(() => undefined));

describe('Loaded', () => {
  it('draws the page as soon as its code has arrived, even just after a fallback was shown elsewhere', async () => {
    const code = deferred<ReturnType<typeof pageModule>>();
    const page = new LoadableComponent(() => code.promise);
    const container = document.body.appendChild(document.createElement('div'));
    createRoot(container).render(
      <>
        <Suspense fallback={<p>Chart loading</p>}>
          <Chart />
        </Suspense>
        <Loaded component={page} fallback={<p>Page loading</p>} />
      </>,
    );
    await until('Page loading');
    expect(container.textContent).toContain('Chart loading');

    code.resolve(pageModule('Dashboard'));
    // With React.lazy the page would wait for React's fallback timer (300 ms after the chart's fallback), which never
    // fires here.
    await until('Dashboard');
    container.remove();
  });

  it('loads the code once: a second page drawn later shows at once, without its fallback', async () => {
    const load = vi.fn(() => Promise.resolve(pageModule('Alerts')));
    const page = new LoadableComponent(load);
    const first = document.body.appendChild(document.createElement('div'));
    createRoot(first).render(<Loaded component={page} fallback={<p>Loading alerts</p>} />);
    await until('Alerts');

    const second = document.body.appendChild(document.createElement('div'));
    const seen: string[] = [];
    new MutationObserver(() => seen.push(second.textContent ?? '')).observe(second, { childList: true, subtree: true, characterData: true });
    createRoot(second).render(<Loaded component={page} fallback={<p>Loading alerts</p>} />);
    await until('AlertsAlerts');
    expect(seen).not.toContain('Loading alerts');
    expect(load).toHaveBeenCalledTimes(1);
    first.remove();
    second.remove();
  });

  it('hands a failed load to the error boundary, explained', async () => {
    const page = new LoadableComponent(
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      async () => new Error('plugin "alerts": its page chunk chunks/Page.js was refused (integrity)'),
    );
    const container = document.body.appendChild(document.createElement('div'));
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    createRoot(container).render(
      <Boundary>
        <Loaded component={page} fallback={<p>Loading</p>} />
      </Boundary>,
    );
    await until('Failed: plugin "alerts": its page chunk chunks/Page.js was refused (integrity)');
    quiet.mockRestore();
    container.remove();
  });
});
