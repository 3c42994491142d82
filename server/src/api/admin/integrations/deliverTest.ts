import { createHmac } from 'node:crypto';
import type { IntegrationConfig } from '@palisade/contracts';
import type { Db } from '../../../db/openDatabase.js';
import { assertOutboundTarget, OutboundTargetError } from '../../../http/outboundTarget.js';
import { newId } from '../../../shared/secrets.js';

export const DELIVERY_TIMEOUT_MS = 5_000;
export const SIGNATURE_HEADER = 'x-palisade-signature';

export interface TestMessage { integrationName: string; tenantName: string; sentBy: string; at: number }
export type DeliveryOutcome = { ok: true; message: string } | { ok: false; message: string };

/** The receiver's answer or what went wrong on the way, said plainly. */
async function post(url: string, body: string, headers: Record<string, string>, allowInternal: boolean): Promise<DeliveryOutcome> {
  const target = new URL(url);
  try {
    await assertOutboundTarget(target, allowInternal);
    const response = await fetch(target, {
      method: 'POST', body, headers: { 'content-type': 'application/json', 'user-agent': 'Palisade-Integrations/1', ...headers },
      redirect: 'manual', signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    });
    await response.body?.cancel().catch(() => undefined);
    if (response.ok) return { ok: true, message: `${target.host} answered ${response.status}` };
    return { ok: false, message: `${target.host} answered ${response.status} ${response.statusText}`.trim() };
  } catch (error) {
    if (error instanceof OutboundTargetError) return { ok: false, message: error.message };
    const e = error as Error & { cause?: { code?: string; message?: string } };
    if (e.name === 'TimeoutError') return { ok: false, message: `${target.host} did not answer within ${DELIVERY_TIMEOUT_MS / 1000} s` };
    const reason = e.cause?.code ?? e.cause?.message ?? e.message;
    return { ok: false, message: `Could not reach ${target.host}: ${reason}` };
  }
}

const text = (m: TestMessage) =>
  `Palisade test message for integration "${m.integrationName}" (tenant ${m.tenantName}), sent by ${m.sentBy} at ${new Date(m.at).toISOString()}.`;

/** Sends one test message through the integration: a real HTTP POST, or mail to the outbox for email. */
export async function deliverTest(
  db: Db, config: IntegrationConfig, secrets: Record<string, string>, message: TestMessage, allowInternal: boolean,
): Promise<DeliveryOutcome> {
  switch (config.type) {
    case 'slack': {
      if (!secrets['webhookUrl']) return { ok: false, message: 'No webhook URL is saved for this integration' };
      return post(secrets['webhookUrl'], JSON.stringify({ channel: config.channel, text: text(message) }), {}, allowInternal);
    }
    case 'jira': {
      if (!secrets['apiToken']) return { ok: false, message: 'No API token is saved for this integration' };
      const url = `${config.baseUrl.replace(/\/+$/, '')}/rest/api/2/issue`;
      const body = JSON.stringify({ fields: { project: { key: config.projectKey }, issuetype: { name: 'Task' },
        summary: `Palisade test issue (${message.integrationName})`, description: text(message) } });
      const auth = Buffer.from(`${config.userEmail}:${secrets['apiToken']}`).toString('base64');
      return post(url, body, { authorization: `Basic ${auth}` }, allowInternal);
    }
    case 'webhook': {
      const body = JSON.stringify({ type: 'palisade.test', integration: message.integrationName, tenant: message.tenantName,
        sentBy: message.sentBy, sentAt: new Date(message.at).toISOString(), text: text(message) });
      const secret = secrets['signingSecret'];
      // The receiver checks the body against this HMAC with the shared secret before trusting it.
      const headers: Record<string, string> = secret ? { [SIGNATURE_HEADER]: `sha256=${createHmac('sha256', secret).update(body).digest('hex')}` } : {};
      return post(config.url, body, headers, allowInternal);
    }
    case 'email': {
      await db.insertInto('outbox').values(config.recipients.map((email) => ({
        id: newId('out'), email, kind: 'integration' as const, subject: `Palisade test message: ${message.integrationName}`,
        body: text(message), created_at: message.at,
      }))).execute();
      return { ok: true, message: `Mail queued for ${config.recipients.join(', ')}` };
    }
  }
}
