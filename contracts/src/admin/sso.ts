import { z } from 'zod';
import { VALIDATION_MESSAGES } from '../validation.js';

const PEM_CERTIFICATE = /^-----BEGIN CERTIFICATE-----\s+[A-Za-z0-9+/=\s]+-----END CERTIFICATE-----$/;
const HTTP_URL = /^https?:\/\/[^\s/]+/i;

/** The organisation's SAML connection as an administrator configures it. */
export const ssoSettingsRequest = z.object({
  metadataUrl: z.string().trim().max(2000, VALIDATION_MESSAGES.maxChars)
    .refine((v) => v === '' || HTTP_URL.test(v), 'Enter an http(s) URL').default(''),
  metadataXml: z.string().trim().max(200_000, VALIDATION_MESSAGES.maxChars).default(''),
  entityId: z.string().trim().min(1, VALIDATION_MESSAGES.required).max(1024, VALIDATION_MESSAGES.maxChars)
    .regex(/^\S*$/, VALIDATION_MESSAGES.whitespace),
  certificate: z.string().trim().min(1, VALIDATION_MESSAGES.required).max(20_000, VALIDATION_MESSAGES.maxChars)
    .regex(PEM_CERTIFICATE, 'Paste a PEM certificate (-----BEGIN CERTIFICATE----- … -----END CERTIFICATE-----)'),
  jitEnabled: z.boolean().default(false),
  defaultGroupId: z.string().trim().max(100).default(''),
}).strict().superRefine((s, issue) => {
  if (!s.metadataUrl && !s.metadataXml) issue.addIssue({ code: 'custom', path: ['metadataUrl'], message: 'Enter a metadata URL or paste the metadata XML' });
  if (s.jitEnabled && !s.defaultGroupId) issue.addIssue({ code: 'custom', path: ['defaultGroupId'], message: 'Choose the group new users join' });
});

export type SsoSettingsRequestInput = z.input<typeof ssoSettingsRequest>;
export type SsoSettingsRequest = z.output<typeof ssoSettingsRequest>;

export type SsoTestResult = { at: number; status: 'success' | 'failure'; message: string };

export type SsoSettings = {
  configured: boolean;
  metadataUrl: string; metadataXml: string; entityId: string; ssoUrl: string; certificate: string;
  /** What the server read from the certificate (null when none is set or it no longer parses). */
  certificateInfo: { subject: string; validTo: string; fingerprint: string } | null;
  jitEnabled: boolean; defaultGroupId: string | null;
  updatedAt: number | null; lastTest: SsoTestResult | null;
  /** The organisation's SAML connection name (sign-in uses it). */
  connection: string | null;
  groups: { id: string; name: string }[];
  /** Path of the built-in stand-in IdP's metadata on this server, for a connection to it. */
  standInMetadataPath: string;
};

/** One comparison the test makes between the configured and the IdP's values. */
export type SsoTestCheck = { name: 'metadata' | 'entityId' | 'certificate'; ok: boolean; message: string };
export type SsoTestResponse = SsoTestResult & { checks: SsoTestCheck[] };
