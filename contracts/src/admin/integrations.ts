import { z } from 'zod';
import { emailAddress, EMAIL_PATTERN, requiredText, VALIDATION_MESSAGES } from '../validation.js';

export const INTEGRATION_TYPES = ['slack', 'jira', 'webhook', 'email'] as const;
export type IntegrationType = (typeof INTEGRATION_TYPES)[number];
export const INTEGRATION_NAME_MAX = 64;

const HTTP_URL = /^https?:\/\/[^\s/?#]+[^\s]*$/i;
const httpUrl = () => z.string().trim().min(1, VALIDATION_MESSAGES.required).max(2000, VALIDATION_MESSAGES.maxChars)
  .regex(HTTP_URL, 'Enter an http(s) URL');
/** A secret: empty on an edit keeps the saved one (it is never sent back). */
const secret = (rule: z.ZodString = z.string()) => z.union([z.literal(''), rule]).default('');

const name = requiredText(INTEGRATION_NAME_MAX);

export const slackIntegrationRequest = z.object({
  type: z.literal('slack'), name,
  webhookUrl: secret(httpUrl()),
  channel: z.string().trim().min(1, VALIDATION_MESSAGES.required).max(80, VALIDATION_MESSAGES.maxChars)
    .regex(/^#\S+$/, 'Start with # and use no spaces, e.g. #security-alerts'),
}).strict();

export const jiraIntegrationRequest = z.object({
  type: z.literal('jira'), name,
  baseUrl: httpUrl(),
  projectKey: z.string().trim().min(1, VALIDATION_MESSAGES.required).max(20, VALIDATION_MESSAGES.maxChars)
    .regex(/^[A-Z][A-Z0-9_]+$/, 'Use capital letters, digits and _ (e.g. SEC)'),
  userEmail: emailAddress(),
  apiToken: secret(z.string().max(500, VALIDATION_MESSAGES.maxChars).regex(/^\S+$/, VALIDATION_MESSAGES.whitespace)),
}).strict();

export const webhookIntegrationRequest = z.object({
  type: z.literal('webhook'), name,
  url: httpUrl(),
  signingSecret: secret(z.string().min(16, 'Use at least 16 characters').max(200, VALIDATION_MESSAGES.maxChars)),
  /** Drops a saved signing secret (deliveries are then unsigned). */
  removeSigningSecret: z.boolean().default(false),
}).strict();

/** Recipients as a form gives them (one text, comma or space separated) or as a list. */
const recipients = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(/[\s,;]+/).filter(Boolean) : v),
  z.array(z.string()).min(1, 'Enter at least one email address').max(20, 'At most 20 recipients'),
).superRefine((list, issue) => {
  const bad = list.filter((e) => !EMAIL_PATTERN.test(e) || e.length > 254);
  if (bad.length) issue.addIssue({ code: 'custom', message: `${VALIDATION_MESSAGES.email}: ${bad.join(', ')}` });
}).transform((list) => [...new Set(list.map((e) => e.toLowerCase()))]);

export const emailIntegrationRequest = z.object({ type: z.literal('email'), name, recipients }).strict();

export const integrationRequest = z.discriminatedUnion('type', [
  slackIntegrationRequest, jiraIntegrationRequest, webhookIntegrationRequest, emailIntegrationRequest,
]);

export type IntegrationRequestInput = z.input<typeof integrationRequest>;
export type IntegrationRequest = z.output<typeof integrationRequest>;

/** Non-secret settings per type, as the server sends them back. */
export type IntegrationConfig =
  | { type: 'slack'; channel: string }
  | { type: 'jira'; baseUrl: string; projectKey: string; userEmail: string }
  | { type: 'webhook'; url: string }
  | { type: 'email'; recipients: string[] };

export type IntegrationTestResult = { at: number; status: 'success' | 'failure'; message: string };

export type Integration = {
  id: string; name: string; enabled: boolean; config: IntegrationConfig;
  /** Which secrets are saved; their values are never sent back. */
  secretsSet: string[];
  createdAt: number; updatedAt: number; lastTest: IntegrationTestResult | null;
};
