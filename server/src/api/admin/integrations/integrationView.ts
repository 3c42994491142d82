import type { Integration, IntegrationConfig, IntegrationRequest } from '@palisade/contracts';
import type { IntegrationsTable } from '../../../db/schema.js';

/** Which request fields are secrets, per type: sealed at rest, never sent back. */
export const SECRET_FIELDS = { slack: ['webhookUrl'], jira: ['apiToken'], webhook: ['signingSecret'], email: [] } as const;

/** The non-secret settings of a request. */
export function configOf(request: IntegrationRequest): IntegrationConfig {
  switch (request.type) {
    case 'slack': return { type: 'slack', channel: request.channel };
    case 'jira': return { type: 'jira', baseUrl: request.baseUrl, projectKey: request.projectKey, userEmail: request.userEmail };
    case 'webhook': return { type: 'webhook', url: request.url };
    case 'email': return { type: 'email', recipients: request.recipients };
  }
}

/** The secrets a request hands in (empty ones are left out: an edit keeps the saved value). */
export function secretsOf(request: IntegrationRequest): Record<string, string> {
  const given: Record<string, string> = {};
  for (const field of SECRET_FIELDS[request.type]) {
    const value = (request as Record<string, unknown>)[field];
    if (typeof value === 'string' && value !== '') given[field] = value;
  }
  return given;
}

/** What the API says about an integration: settings, whether its secrets are set, the last test. No secret values. */
export function toIntegration(row: IntegrationsTable, secretsSet: string[]): Integration {
  return {
    id: row.id, name: row.name, enabled: row.enabled === 1, config: JSON.parse(row.config) as IntegrationConfig, secretsSet,
    createdAt: row.created_at, updatedAt: row.updated_at,
    lastTest: row.last_test_at === null ? null
      : { at: row.last_test_at, status: row.last_test_status === 'success' ? 'success' : 'failure', message: row.last_test_message ?? '' },
  };
}
