import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ALERT_POLICIES } from '../demo/alertCatalog.js';
import { FrameworkFileError, parseFramework, type Framework } from './parseFramework.js';

// Two levels up is the server package from both src/compliance and dist/compliance, so the data files are read from
// the source tree and the build does not need to copy them.
const FRAMEWORK_DIR = fileURLToPath(new URL('../../src/compliance/frameworks/', import.meta.url));

/** The rule ids of every alert policy: what a framework requirement may name as a check. */
export const KNOWN_CHECKS: ReadonlySet<string> = new Set(ALERT_POLICIES.map((p) => p.id));
/** The cloud each check looks at (`any` for both): an AWS check has no resource to judge in an Azure account. */
export const CHECK_CLOUDS: ReadonlyMap<string, string> = new Map(ALERT_POLICIES.map((p) => [p.id, p.provider]));

let shipped: readonly Framework[] | undefined;

/** The frameworks shipped with the server, validated once; a bad file stops the start with its file, line and field. */
export function shippedFrameworks(dir = FRAMEWORK_DIR): readonly Framework[] {
  if (dir === FRAMEWORK_DIR && shipped) return shipped;
  const frameworks = readdirSync(dir).filter((f) => f.endsWith('.json')).sort().map((file) => {
    const parsed = parseFramework(readFileSync(`${dir}/${file}`, 'utf8'), file, KNOWN_CHECKS);
    if (!parsed.ok) throw new FrameworkFileError(parsed.problems);
    return parsed.framework;
  });
  if (dir === FRAMEWORK_DIR) shipped = frameworks;
  return frameworks;
}
