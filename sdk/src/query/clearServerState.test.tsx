// @vitest-environment jsdom
import { useQuery } from '@tanstack/react-query';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useHttp } from '../http/useHttp';
import { createTestSession } from '../testing/createTestSession';
import { heldApi } from '../testing/heldApi';
import { renderWithConsole } from '../testing/renderWithConsole';

afterEach(cleanup);

const FINDINGS_KEY = ['test-plugin', 'findings'];

/** A page listing what the server answers, as a plugin writes one. */
function Findings() {
  const http = useHttp();
  const query = useQuery({
    queryKey: FINDINGS_KEY,
    queryFn: ({ signal }) => http.get('findings', { signal }).json<{ names: string[] }>(),
  });
  if (query.status === 'pending') return <p>Loading findings</p>;
  if (query.status === 'error') return <p role="alert">Findings failed</p>;
  return <ul aria-label="Findings">{query.data.names.map((name) => <li key={name}>{name}</li>)}</ul>;
}

async function shownWithFindings(names: string[]) {
  const api = heldApi();
  const result = renderWithConsole(<Findings />, { fetch: api.fetch });
  await waitFor(() => expect(api.held).toHaveLength(1));
  api.held[0]!.answer({ names });
  await screen.findByText(names[0]!);
  return { ...result, api };
}

describe('the console query client: cached data on screen at once, then the server', () => {
  it('shows the cached list at once when the page is shown again, asks again, and shows the newer answer', async () => {
    const { api, rerender } = await shownWithFindings(['S3 bucket is public']);
    rerender(<p>Another page</p>);
    expect(screen.queryByText('S3 bucket is public')).toBeNull();

    rerender(<Findings />);
    // No wait: the list is there in the very render that shows the page again.
    expect(screen.getByText('S3 bucket is public')).toBeTruthy();
    expect(screen.queryByText('Loading findings')).toBeNull();
    await waitFor(() => expect(api.held).toHaveLength(2));
    expect(api.held[1]!.path).toBe('/bff/api/findings');
    expect(screen.getByText('S3 bucket is public')).toBeTruthy();

    api.held[1]!.answer({ names: ['S3 bucket is public', 'Root account has an access key'] });
    expect(await screen.findByText('Root account has an access key')).toBeTruthy();
  });
});

describe('no server state outlives its session or crosses tenants', () => {
  it('forgets the cache at sign-out: signed in again, the page starts from nothing', async () => {
    const { runtime, rerender } = await shownWithFindings(['S3 bucket is public']);
    rerender(<p>Another page</p>);
    act(() => runtime.setSession({ authenticated: false }));
    expect(runtime.queryClient.getQueryData(FINDINGS_KEY)).toBeUndefined();

    act(() => runtime.setSession(createTestSession()));
    rerender(<Findings />);
    expect(screen.getByText('Loading findings')).toBeTruthy();
    expect(screen.queryByText('S3 bucket is public')).toBeNull();
  });

  it('drops an answer that arrives after sign-out', async () => {
    const api = heldApi();
    const { runtime } = renderWithConsole(<Findings />, { fetch: api.fetch });
    await waitFor(() => expect(api.held).toHaveLength(1));
    act(() => runtime.setSession({ authenticated: false }));
    await act(async () => api.held[0]!.answer({ names: ['S3 bucket is public'] }));
    expect(runtime.queryClient.getQueryData(FINDINGS_KEY)).toBeUndefined();
    expect(screen.queryByText('S3 bucket is public')).toBeNull();
  });

  it("never shows one tenant's list in another: a tenant change loads the page again from nothing", async () => {
    const { api, runtime } = await shownWithFindings(['Acme bucket is public']);
    act(() => runtime.setSession(createTestSession({ tenant: { id: 'tenant-2', name: 'Globex' } })));
    expect(runtime.queryClient.getQueryData(FINDINGS_KEY)).toBeUndefined();
    expect(await screen.findByText('Loading findings')).toBeTruthy();
    expect(screen.queryByText('Acme bucket is public')).toBeNull();
    await waitFor(() => expect(api.held).toHaveLength(2));
    api.held[1]!.answer({ names: ['Globex key is old'] });
    expect(await screen.findByText('Globex key is old')).toBeTruthy();
  });

  it('a group switch (clearServerState) loads the page on screen again and forgets the pages not shown', async () => {
    const { api, runtime } = await shownWithFindings(['S3 bucket is public']);
    runtime.queryClient.setQueryData(['test-plugin', 'another page'], { names: ['kept from before'] });
    act(() => runtime.clearServerState());
    expect(runtime.queryClient.getQueryData(['test-plugin', 'another page'])).toBeUndefined();
    expect(runtime.queryClient.getQueryData(FINDINGS_KEY)).toBeUndefined();
    expect(await screen.findByText('Loading findings')).toBeTruthy();
    expect(screen.queryByText('S3 bucket is public')).toBeNull();
    await waitFor(() => expect(api.held).toHaveLength(2));
    api.held[1]!.answer({ names: ['Only what the new group may see'] });
    expect(await screen.findByText('Only what the new group may see')).toBeTruthy();
  });

  it('keeps the cache when the session is only refreshed (same user, same tenant)', async () => {
    const { api, runtime } = await shownWithFindings(['S3 bucket is public']);
    act(() => runtime.setSession(createTestSession({ csrfToken: 'refreshed-token', expiresAt: '2031-01-01T00:00:00.000Z' })));
    expect(screen.getByText('S3 bucket is public')).toBeTruthy();
    expect(runtime.queryClient.getQueryData(FINDINGS_KEY)).toEqual({ names: ['S3 bucket is public'] });
    expect(api.held).toHaveLength(1);
  });
});

describe('the test harness', () => {
  it('gives each render its own cache, and a failure is shown after one request, not retried', async () => {
    const first = await shownWithFindings(['from the first render']);
    cleanup();
    const api = heldApi();
    const second = renderWithConsole(<Findings />, { fetch: api.fetch });
    expect(second.runtime.queryClient).not.toBe(first.runtime.queryClient);
    expect(screen.getByText('Loading findings')).toBeTruthy();
    await waitFor(() => expect(api.held).toHaveLength(1));
    api.held[0]!.answer({ error: { code: 'INTERNAL', message: 'down' } }, 500);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(api.held).toHaveLength(1);
  });
});
