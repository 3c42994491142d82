// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { renderWithConsole } from '../testing/renderWithConsole';
import { usePrintedDocument, usePrintState } from './usePrintedDocument';

const LABELS = { noToken: 'This page needs a render link.', unreachable: 'The server did not answer.', httpFailure: (status: number) => `The server answered ${status}.` };

function Printed({ token }: { token: string | null }) {
  const state = usePrintedDocument<{ title: string }>('reports/v1/render', token, LABELS);
  usePrintState(state, state.status === 'ready' ? state.report.title : null);
  return <p>{state.status === 'ready' ? state.report.title : state.status === 'failed' ? state.message : 'loading'}</p>;
}

const open = (token: string | null, answer: () => Promise<Response>) => {
  const urls: string[] = [];
  renderWithConsole(<Printed token={token} />, { session: null, fetch: async (input, init) => (urls.push(new Request(input, init).url), answer()) });
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
