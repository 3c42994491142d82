// What the server benchmarks share: a demo administrator's access token and the percentile they print.

/** Password of every demo account. */
export const DEMO_PASSWORD = 'Palisade-demo-1';

/** An access token of admin@acme.test from the reference identity provider at `base` (password grant). */
export async function accessToken(base: string): Promise<string> {
  const res = await fetch(`${base}/idp/oauth/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({
    grant_type: 'http://auth0.com/oauth/grant-type/password-realm', username: 'admin@acme.test', password: DEMO_PASSWORD, realm: 'acme-db',
    client_id: 'palisade-console', scope: 'openid profile email offline_access' }) });
  if (!res.ok) throw new Error(`token: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** The value at the p-th percentile of `values` (the sample at floor(p% × n), the largest for p = 100). */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** `Seed time per table: assets 12.3 s, …` from a first start's seed outcome; empty when the data was reused. */
export const seedTimesLine = (tableMs: Readonly<Record<string, number>> | undefined) => (tableMs
  ? `Seed time per table: ${Object.entries(tableMs).map(([table, ms]) => `${table} ${(ms / 1000).toFixed(1)} s`).join(', ')}` : '');
