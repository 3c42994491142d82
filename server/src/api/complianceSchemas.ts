import { z } from 'zod';

const int = z.number().int();
const counts = { score: int.describe('passed ÷ (total − manual), a rounded percentage'), passed: int, failed: int, manual: int, total: int };
const attestation = z.object({ verdict: z.enum(['met', 'not_met']), evidence: z.string(), expiresAt: int, attestedBy: z.string(), attestedAt: int });

export const frameworkList = z.object({ frameworks: z.array(z.object({ id: z.string(), name: z.string(), version: z.string(), frameworkId: z.string(), ...counts })) });
export const frameworkDetail = z.object({
  id: z.string(), name: z.string(), version: z.string(), description: z.string(), ...counts,
  sections: z.array(z.object({
    id: z.string(), title: z.string(), passed: int, failed: int, manual: int,
    requirements: z.array(z.object({
      id: z.string(), sectionId: z.string(), title: z.string(), description: z.string(), rationale: z.string(), remediation: z.string(),
      references: z.array(z.string()), profile: z.string().optional(), checks: z.array(z.string()),
      state: z.enum(['pass', 'fail', 'manual']), failingChecks: z.array(z.string()), openAlerts: int, attestation: attestation.nullable(),
    })),
  })),
});
export const failingResources = z.object({
  truncated: z.boolean(),
  resources: z.array(z.object({
    alertRef: z.string(), resource: z.string(), check: z.string(), title: z.string(), severity: z.string(), accountId: int,
    accountName: z.string(), cloud: z.string(), region: z.string(), businessUnit: z.string(), assetId: int.nullable(),
  })),
});
export const attestationResponse = attestation;
export const createdFramework = z.object({ id: z.string(), name: z.string() });
