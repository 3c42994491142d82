export type AzureResult<T> = { ok: true; value: T } | { ok: false; status: number; code: string; message: string };

/** Entra ID client credentials: a Resource Manager token for the app, or the AADSTS refusal. */
export async function azureToken(baseUrl: string, tenantId: string, clientId: string, clientSecret: string): Promise<AzureResult<string>> {
  const body = new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret, scope: 'https://management.azure.com/.default' });
  const res = await fetch(`${baseUrl.replace(/\/$/, '')}/login/${encodeURIComponent(tenantId)}/oauth2/v2.0/token`, {
    method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body, signal: AbortSignal.timeout(10_000),
  });
  const json = (await res.json().catch(() => ({}))) as { access_token?: string; error?: string; error_description?: string };
  if (!res.ok || !json.access_token) return { ok: false, status: res.status, code: json.error ?? `HTTP ${res.status}`, message: json.error_description ?? '' };
  return { ok: true, value: json.access_token };
}

/** Resource Manager's subscription GET. */
export async function getSubscription(baseUrl: string, token: string, subscriptionId: string): Promise<AzureResult<{ displayName: string; tenantId: string }>> {
  const res = await fetch(`${baseUrl.replace(/\/$/, '')}/management/subscriptions/${encodeURIComponent(subscriptionId)}?api-version=2022-12-01`, {
    headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(10_000),
  });
  const json = (await res.json().catch(() => ({}))) as { displayName?: string; tenantId?: string; error?: { code: string; message: string } };
  if (!res.ok) return { ok: false, status: res.status, code: json.error?.code ?? `HTTP ${res.status}`, message: json.error?.message ?? '' };
  return { ok: true, value: { displayName: json.displayName ?? '', tenantId: json.tenantId ?? '' } };
}
