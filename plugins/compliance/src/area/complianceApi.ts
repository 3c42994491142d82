import type { HttpClient } from '@palisade/sdk';

export type RequirementState = 'pass' | 'fail' | 'manual';
export interface Counts { score: number; passed: number; failed: number; manual: number; total: number }
export interface FrameworkSummary extends Counts { id: string; name: string; version: string; custom: boolean }
export interface Attestation { verdict: 'met' | 'not_met'; evidence: string; expiresAt: number; attestedBy: string; attestedAt: number }
export interface RequirementView {
  id: string; title: string; description: string; state: RequirementState; checks: string[]; failingChecks: string[]; openAlerts: number;
  attestation: Attestation | null;
}
export interface SectionView { id: string; title: string; passed: number; failed: number; manual: number; requirements: RequirementView[] }
export interface FrameworkView extends FrameworkSummary { description: string; sections: SectionView[] }
export interface FailingResource {
  alertRef: string; resource: string; check: string; title: string; severity: string; accountName: string; region: string; assetId: number | null;
}

export interface MatrixView {
  by: 'framework' | 'section'; accounts: { id: number; name: string; cloud: string }[];
  rows: { id: string; label: string; cells: { accountId: number; passed: number; failed: number; score: number | null }[] }[];
  mostFailed: { frameworkId: string; frameworkName: string; requirementId: string; title: string; failingAccounts: number; openAlerts: number }[];
}

/** The URL parameters that narrow every score on the page (the server's slice). */
export const SLICE_KEYS = ['cloud', 'accountId', 'businessUnit', 'region'] as const;
/** The slice in the page's URL, as the query string the compliance routes take. */
export const sliceOf = (params: URLSearchParams): string =>
  new URLSearchParams(SLICE_KEYS.flatMap((k) => params.getAll(k).map((v) => [k, v]))).toString();

export const fetchFrameworks = (http: HttpClient, slice: string, signal: AbortSignal) =>
  http.get('compliance/v1/frameworks', { searchParams: slice, signal }).json<{ frameworks: FrameworkSummary[] }>();
export const fetchFramework = (http: HttpClient, id: string, slice: string, signal: AbortSignal) =>
  http.get(`compliance/v1/frameworks/${encodeURIComponent(id)}`, { searchParams: slice, signal }).json<FrameworkView>();
export const fetchFilters = (http: HttpClient, signal: AbortSignal) =>
  http.get('compliance/v1/filters', { signal }).json<{ businessUnits: string[]; regions: string[] }>();
export const fetchMatrix = (http: HttpClient, framework: string | null, slice: string, signal: AbortSignal) => {
  const search = new URLSearchParams(slice);
  if (framework) search.set('framework', framework);
  return http.get('compliance/v1/matrix', { searchParams: search.toString(), signal }).json<MatrixView>();
};
/** A requirement's failing resources route; `.csv` after it streams all of them. */
export const resourcesPath = (framework: string, requirement: string) =>
  `compliance/v1/frameworks/${encodeURIComponent(framework)}/requirements/${encodeURIComponent(requirement)}/resources`;
export const fetchFailingResources = (http: HttpClient, framework: string, requirement: string, slice: string, signal: AbortSignal) =>
  http.get(resourcesPath(framework, requirement), { searchParams: slice, signal })
    .json<{ resources: FailingResource[]; truncated: boolean }>();
export const attest = (http: HttpClient, framework: string, requirement: string, body: { verdict: 'met' | 'not_met'; evidence: string; expiresAt: number }) =>
  http.put(`compliance/v1/frameworks/${encodeURIComponent(framework)}/requirements/${encodeURIComponent(requirement)}/attestation`, { json: body }).json<Attestation>();
