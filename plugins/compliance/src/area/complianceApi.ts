import type { HttpClient } from '@palisade/sdk';

export type RequirementState = 'pass' | 'fail' | 'manual';
export interface Counts { score: number; passed: number; failed: number; manual: number; total: number }
export interface FrameworkSummary extends Counts { id: string; name: string; version: string }
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

export const fetchFrameworks = (http: HttpClient, signal: AbortSignal) =>
  http.get('compliance/v1/frameworks', { signal }).json<{ frameworks: FrameworkSummary[] }>();
export const fetchFramework = (http: HttpClient, id: string, signal: AbortSignal) =>
  http.get(`compliance/v1/frameworks/${encodeURIComponent(id)}`, { signal }).json<FrameworkView>();
export const fetchFailingResources = (http: HttpClient, framework: string, requirement: string, signal: AbortSignal) =>
  http.get(`compliance/v1/frameworks/${encodeURIComponent(framework)}/requirements/${encodeURIComponent(requirement)}/resources`, { signal })
    .json<{ resources: FailingResource[]; truncated: boolean }>();
export const attest = (http: HttpClient, framework: string, requirement: string, body: { verdict: 'met' | 'not_met'; evidence: string; expiresAt: number }) =>
  http.put(`compliance/v1/frameworks/${encodeURIComponent(framework)}/requirements/${encodeURIComponent(requirement)}/attestation`, { json: body }).json<Attestation>();
