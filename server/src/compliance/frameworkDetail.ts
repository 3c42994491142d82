import type { z } from 'zod';
import type { frameworkDetail } from '../api/complianceSchemas.js';
import type { Db } from '../db/openDatabase.js';
import { shippedFrameworks } from './loadFrameworks.js';
import type { Framework } from './parseFramework.js';
import { scoreFramework, type ComplianceSlice } from './scoreFramework.js';

export type FrameworkDetail = z.infer<typeof frameworkDetail>;

/** One framework scored on a slice at `now`: its counts, and its requirements by section with their states. */
export async function frameworkDetailOf(db: Db, tenantId: string, framework: Framework, slice: ComplianceSlice, now: number): Promise<FrameworkDetail> {
  const scored = await scoreFramework(db, tenantId, framework, { now, slice });
  const byId = new Map(scored.requirements.map((req) => [req.id, req]));
  return {
    id: framework.id, name: framework.name, version: framework.version, description: framework.description,
    custom: !shippedFrameworks().some((f) => f.id === framework.id),
    score: scored.score, passed: scored.passed, failed: scored.failed, manual: scored.manual, total: scored.total,
    sections: framework.sections.map((s) => {
      const reqs = s.requirements.map((req) => ({ ...req, ...byId.get(req.id)! }));
      const count = (state: string) => reqs.filter((req) => req.state === state).length;
      return { id: s.id, title: s.title, passed: count('pass'), failed: count('fail'), manual: count('manual'), requirements: reqs };
    }),
  };
}
