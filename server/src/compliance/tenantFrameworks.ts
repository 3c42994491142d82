import type { Db } from '../db/openDatabase.js';
import { notFound } from '../http/AppError.js';
import { KNOWN_CHECKS, shippedFrameworks } from './loadFrameworks.js';
import { parseFramework, type Framework, type Requirement } from './parseFramework.js';

/** The shipped frameworks and the tenant's own uploaded ones (validated when uploaded, so parsed here without fuss). */
export async function tenantFrameworks(db: Db, tenantId: string): Promise<Framework[]> {
  const custom = await db.selectFrom('compliance_frameworks').select(['id', 'body']).where('tenant_id', '=', tenantId).orderBy('id').execute();
  return [...shippedFrameworks(), ...custom.flatMap((row) => {
    const parsed = parseFramework(row.body, row.id, KNOWN_CHECKS);
    return parsed.ok ? [parsed.framework] : [];
  })];
}

/** One of the tenant's frameworks by id; 404 naming the id when it has none. */
export async function findTenantFramework(db: Db, tenantId: string, id: string): Promise<Framework> {
  const found = (await tenantFrameworks(db, tenantId)).find((f) => f.id === id);
  if (!found) throw notFound(`No compliance framework "${id}"`);
  return found;
}

/** One requirement of a framework by id; 404 naming the requirement and the framework when it has none. */
export function findRequirement(framework: Framework, id: string): Requirement {
  const found = framework.sections.flatMap((s) => s.requirements).find((r) => r.id === id);
  if (!found) throw notFound(`No requirement "${id}" in ${framework.name}`);
  return found;
}
