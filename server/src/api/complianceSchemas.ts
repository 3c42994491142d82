import { z } from 'zod';
import type { ComplianceSlice } from '../compliance/scoreFramework.js';

const list = z.union([z.string(), z.array(z.string())]).optional().transform((v) => (v === undefined ? [] : [v].flat().filter(Boolean)));
/** Which resources count: repeat a parameter for several values; none means all. */
export const sliceQuery = z.object({ cloud: list, accountId: list, region: list, businessUnit: list }).strict();
export const toSlice = (q: z.infer<typeof sliceQuery>): ComplianceSlice => ({
  cloud: q.cloud, accountId: q.accountId.map(Number).filter(Number.isInteger), region: q.region, businessUnit: q.businessUnit,
});
export const frameworkParams = z.object({ frameworkId: z.string().max(40) });
export const requirementParams = frameworkParams.extend({ requirementId: z.string().max(40) });

const int = z.number().int();
const counts = { score: int.describe('passed ÷ (total − manual), a rounded percentage'), passed: int, failed: int, manual: int, total: int };
const attestation = z.object({ verdict: z.enum(['met', 'not_met']), evidence: z.string(), expiresAt: int, attestedBy: z.string(), attestedAt: int });

const custom = z.boolean().describe('a framework of the tenant (uploaded or composed), which an administrator may edit or delete');
export const frameworkList = z.object({ frameworks: z.array(z.object({ id: z.string(), name: z.string(), version: z.string(), custom, frameworkId: z.string(), ...counts })) });
export const frameworkDetail = z.object({
  id: z.string(), name: z.string(), version: z.string(), description: z.string(), custom, ...counts,
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
export const complianceMatrixResponse = z.object({
  by: z.enum(['framework', 'section']).describe('rows are frameworks, or the sections of the one framework asked for'),
  accounts: z.array(z.object({ id: int, name: z.string(), cloud: z.string() })),
  rows: z.array(z.object({ id: z.string(), label: z.string(),
    cells: z.array(z.object({ accountId: int, passed: int, failed: int, score: int.nullable().describe('null when nothing in the cell is scored') })) })),
  mostFailed: z.array(z.object({ frameworkId: z.string(), frameworkName: z.string(), requirementId: z.string(), title: z.string(),
    failingAccounts: int, openAlerts: int })),
});
export const trendPeriod = {
  from: z.coerce.number().int().nonnegative().optional().describe('Start of the period, epoch ms (inclusive); a week before `to` when omitted'),
  to: z.coerce.number().int().nonnegative().optional().describe('End of the period, epoch ms (exclusive; now when omitted)'),
};
const trendPoint = z.object({ day: z.string(), total: z.number().describe('the ZBP score'), values: z.record(z.string(), z.number()).describe('score per framework id') });
export const complianceTrendResponse = z.object({
  from: z.string(), to: z.string(),
  series: z.array(z.object({ metric: z.string(), dimension: z.string(), points: z.array(trendPoint), previous: trendPoint.nullable(),
    change: z.object({ previousDay: z.string(), previous: z.number(), current: z.number(), delta: z.number() }).nullable().describe('of the ZBP score') })),
});
export const complianceFiltersResponse = z.object({ businessUnits: z.array(z.string()), regions: z.array(z.string()) });
