// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithConsole } from '../testing/renderWithConsole';
import { usePrintedDocument, usePrintState } from './usePrintedDocument';

const LABELS = { noToken: 'This page needs a render link.', unreachable: 'The server did not answer.', httpFailure: (status: number) => `The server answered ${status}.` };

let drawChart: () => void = () => {};

/** A printed page with one chart whose drawing comes later, as the SDK's charts draw. */
function Printed({ token, withChart = false }: { token: string | null; withChart?: boolean }) {
  const state = usePrintedDocument<{ title: string }>('reports/v1/render', token, LABELS);
  usePrintState(state, state.status === 'ready' ? state.report.title : null);
  const [drawn, setDrawn] = useState(false);
  drawChart = () => setDrawn(true);
  return (
    <>
      <p>{state.status === 'ready' ? state.report.title : state.status === 'failed' ? state.message : 'loading'}</p>
      {withChart && (drawn ? <svg aria-label="Score by day" /> : <div data-print-pending="" />)}
    </>
  );
}

const open = (token: string | null, answer: () => Promise<Response>, withChart = false) => {
  const urls: string[] = [];
  renderWithConsole(<Printed token={token} withChart={withChart} />, { session: null, fetch: async (input, init) => (urls.push(new Request(input, init).url), answer()) });
  return urls;
};

afterEach(() => {
  cleanup();
  document.title = '';
});

describe('usePrintedDocument and usePrintState', () => {
  it('reads the document with the token, signed out, then marks the page ready and titles it', async () => {
    const urls = open('a.b+c', async () => Response.json({ title: 'Executive report · Acme' }));
    expect(document.documentElement.dataset.reportState).toBe('loading');
    expect(await screen.findByText('Executive report · Acme')).toBeTruthy();
    expect(document.documentElement.dataset.reportState).toBe('ready');
    expect(document.title).toBe('Executive report · Acme');
    expect(urls).toEqual(['http://localhost/api/reports/v1/render?token=a.b%2Bc']);
  });

  it('is ready only once every chart on it is drawn', async () => {
    open('t', async () => Response.json({ title: 'Executive report · Acme' }), true);
    expect(await screen.findByText('Executive report · Acme')).toBeTruthy();
    expect(document.documentElement.dataset.reportState).toBe('loading');
    act(() => drawChart());
    await vi.waitFor(() => expect(document.documentElement.dataset.reportState).toBe('ready'));
  });

  it("says why there is nothing to print: no token (nothing asked), the server's reason, or the status alone", async () => {
    expect(open(null, async () => Response.json({}))).toEqual([]);
    expect(screen.getByText('This page needs a render link.')).toBeTruthy();
    expect(document.documentElement.dataset.reportState).toBe('error');
    cleanup();

    open('expired', async () => Response.json({ error: { code: 'FORBIDDEN', message: 'This link has expired.' } }, { status: 403 }));
    expect(await screen.findByText('This link has expired.')).toBeTruthy();
    cleanup();

    open('t', async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(await screen.findByText('The server answered 502.')).toBeTruthy();
    expect(document.documentElement.dataset.reportState).toBe('error');
  });
});
