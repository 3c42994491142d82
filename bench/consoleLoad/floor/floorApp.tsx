/**
 * The floor page's one application: the six dashboard counts, fetched the way
 * the console's cards fetch them (same BFF paths, bodies and CSRF header),
 * mounted by single-spa. Nothing else: no shell, no plugins, no translations.
 */
import { useEffect, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { registerApplication, start } from 'single-spa';

interface Count {
  title: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

const COUNTS: readonly Count[] = [
  { title: 'Cloud Threats', method: 'GET', path: 'commondashboard/v1/totalThreats' },
  { title: 'Cloud Assets', method: 'GET', path: 'asset/api/v1/dashboard/cloudassetcount' },
  { title: 'Cloud Identities', method: 'GET', path: 'commondashboard/v1/totalIdentities' },
  { title: 'Infrastructure as Code', method: 'POST', path: 'alerts/v1/buildtime/iacalertcount', body: { filters: { alertStatus: ['Open'] } } },
  { title: 'Compliance', method: 'POST', path: 'compliance/v1/benchmark/getComplianceScore', body: { benchmarkId: 'ZBP' } },
  { title: 'Vulnerability', method: 'GET', path: 'vulnerability/v1/totalVulnerabilities' },
];

async function loadCount(count: Count, csrfToken: string): Promise<string> {
  const response = await fetch(`/bff/api/${count.path}`, {
    method: count.method,
    credentials: 'same-origin',
    headers: count.method === 'POST' ? { 'content-type': 'application/json', 'x-csrf-token': csrfToken } : {},
    ...(count.body === undefined ? {} : { body: JSON.stringify(count.body) }),
  });
  if (!response.ok) throw new Error(`${count.method} ${count.path}: ${response.status}`);
  const { total } = (await response.json()) as { total: number };
  return total.toLocaleString('en-US');
}

function Counts() {
  const [values, setValues] = useState<readonly (string | null)[]>(COUNTS.map(() => null));
  useEffect(() => {
    void (async () => {
      const session = (await (await fetch('/bff/session', { credentials: 'same-origin' })).json()) as { csrfToken: string };
      await Promise.all(
        COUNTS.map(async (count, i) => {
          const value = await loadCount(count, session.csrfToken).catch(() => '--');
          setValues((old) => old.map((v, j) => (j === i ? value : v)));
        }),
      );
    })();
  }, []);
  return (
    <main>
      <h1>Dashboard</h1>
      {COUNTS.map((count, i) => (
        <article key={count.path}>
          <h2>{count.title}</h2>
          {values[i] === null ? <p>Loading…</p> : <dl><dt>{count.title}</dt><dd data-testid="card-value">{values[i]}</dd></dl>}
        </article>
      ))}
    </main>
  );
}

let root: Root | null = null;

registerApplication({
  name: 'floor',
  activeWhen: () => true,
  app: {
    bootstrap: async () => undefined,
    mount: async () => {
      // The loader starts in <head>: from the cache the app can be here before the body is parsed.
      if (document.readyState === 'loading') await new Promise((resolve) => document.addEventListener('DOMContentLoaded', resolve, { once: true }));
      root = createRoot(document.getElementById('floor-root') as HTMLElement);
      root.render(<Counts />);
    },
    unmount: async () => {
      root?.unmount();
      root = null;
    },
  },
});
start();
