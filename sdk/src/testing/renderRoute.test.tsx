// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useParams } from 'react-router';
import { definePlugin } from '../plugin/definePlugin';
import { usePluginTranslation } from '../i18n/usePluginTranslation';
import { useHttp } from '../http/useHttp';
import { usePublicHttp } from '../http/usePublicHttp';
import { useSession } from '../session/useSession';
import { useEffect, useState } from 'react';
import { renderRoute } from './renderRoute';
import { renderWithConsole } from './renderWithConsole';

afterEach(cleanup);

function AlertPage() {
  const { t } = usePluginTranslation();
  const { alertId } = useParams();
  const http = useHttp();
  const [title, setTitle] = useState('');
  useEffect(() => {
    void http.get(`alerts/${alertId}`).json<{ title: string }>().then((a) => setTitle(a.title));
  }, [http, alertId]);
  return (
    <>
      <h1>{t('heading', { id: alertId })}</h1>
      <p>{title}</p>
    </>
  );
}

const plugin = definePlugin({
  id: 'alerts',
  version: '1.0.0',
  sdk: '^1.0.0',
  extensions: [
    { type: 'console.page/route', properties: { path: '/admin/alerts/:alertId', component: async () => ({ default: AlertPage }) } },
  ],
  translations: { 'en-US': async () => ({ default: { heading: 'Alert {{id}}' } }) },
});

describe('renderRoute', () => {
  it('renders the page the definition routes to, with its translations, params and API', async () => {
    const fetch = async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      return Response.json({ title: `from ${url.pathname}` });
    };
    await renderRoute(plugin, '/admin/alerts/42', { fetch });
    expect(screen.getByRole('heading', { name: 'Alert 42' })).toBeTruthy();
    expect(await screen.findByText('from /bff/api/alerts/42')).toBeTruthy();
  });

  it('rejects a path no route of the plugin matches, naming the plugin', async () => {
    await expect(renderRoute(plugin, '/admin/other')).rejects.toThrow('Plugin "alerts" has no route for /admin/other (its pages: /admin/alerts/:alertId)');
  });

  it('renders a standalone page signed out, whose public calls carry no cookie and whose 401 signs nobody out', async () => {
    function PrintPage() {
      const http = usePublicHttp();
      const session = useSession();
      const [text, setText] = useState('');
      useEffect(() => {
        void http
          .get('print/v1/page', { searchParams: { token: 't' } })
          .text()
          .then(setText, (error: Error) => setText(`${error.name}: ${error.message}`));
      }, [http]);
      return <p>{`${text} (${session.status})`}</p>;
    }
    const printing = definePlugin({
      id: 'printing',
      version: '1.0.0',
      sdk: '^1.0.0',
      extensions: [{ type: 'console.page/standalone', properties: { path: '/print', component: async () => ({ default: PrintPage }) } }],
    });
    const requests: Request[] = [];
    const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      requests.push(request);
      return Response.json({ error: { code: 'UNAUTHENTICATED', message: 'This link has expired' } }, { status: 401 });
    };
    const onSessionExpired = vi.fn();
    await renderRoute(printing, '/print?token=t', { fetch, session: null, runtimeOptions: { onSessionExpired } });
    expect(await screen.findByText('UnauthenticatedError: GET /api/print/v1/page failed with 401: This link has expired (signed-out)')).toBeTruthy();
    expect(requests.map((r) => [r.url, r.credentials, r.headers.get('X-CSRF-Token')])).toEqual([['http://localhost/api/print/v1/page?token=t', 'omit', null]]);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});

describe('renderWithConsole', () => {
  function Who() {
    const session = useSession();
    return <p>{session.status === 'signed-in' ? session.user.email : 'nobody'}</p>;
  }

  it('signs a test user in by default, and out with session: null', () => {
    renderWithConsole(<Who />);
    expect(screen.getByText('admin@acme.test')).toBeTruthy();
    cleanup();
    renderWithConsole(<Who />, { session: null });
    expect(screen.getByText('nobody')).toBeTruthy();
  });

  it('returns the runtime, whose state changes show up in the tree', async () => {
    const { runtime, findByText } = renderWithConsole(<Who />, { session: null });
    act(() =>
      runtime.setSession({
        authenticated: true,
        user: { id: 'u', email: 'viewer@acme.test', name: 'V' },
        tenant: { id: 't', name: 'T' },
        org: { id: 'o', name: 'O' },
        expiresAt: 0,
      }),
    );
    expect(await findByText('viewer@acme.test')).toBeTruthy();
  });
});
