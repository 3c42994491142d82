import type { IacSeverity } from './iacFinding.js';

export const PIPELINE_POLICIES = ['critical', 'high', 'never'] as const;
export type PipelinePolicy = (typeof PIPELINE_POLICIES)[number];

/** Whether a pipeline's build passes: the CLI exits with 1 on `fail`. */
export interface Verdict { policy: PipelinePolicy; outcome: 'pass' | 'fail'; reason: string }

/** A pipeline's policy applied to the findings of one upload. */
export function verdictOf(policy: PipelinePolicy, counts: Record<IacSeverity, number>): Verdict {
  if (policy === 'never') return { policy, outcome: 'pass', reason: 'This pipeline never fails the build on findings' };
  const blocking = policy === 'critical' ? counts.Critical : counts.Critical + counts.High;
  const bar = policy === 'critical' ? 'critical' : 'critical or high';
  return blocking > 0
    ? { policy, outcome: 'fail', reason: `${blocking} ${bar} ${blocking === 1 ? 'finding' : 'findings'}: the pipeline fails the build on ${bar} findings` }
    : { policy, outcome: 'pass', reason: `No ${bar} findings` };
}
