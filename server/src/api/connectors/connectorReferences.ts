import { type ActivationProblem, CONNECTOR_KIND_LABELS } from '@palisade/contracts/connectors';
import { referencesOf } from './connectorKindRules.js';
import { nameOf, objectKey, type ViewObject } from './connectorStore.js';

/** The spec's text (section 8) for a branch provisioning template whose location has no Branch Connector group. */
export const NO_BRANCH_GROUPS = 'Branch Connector Groups is not available for the selected location!';

export interface FieldProblem { path: string; message: string }

/** What is wrong with one object's references in a configuration: a field and a message for each. */
export function fieldProblems(o: ViewObject, config: readonly ViewObject[]): FieldProblem[] {
  const byKey = new Map(config.map((c) => [objectKey(c.kind, c.id), c]));
  const problems: FieldProblem[] = [];
  for (const ref of referencesOf(o.kind, o.data)) {
    const target = String(o.data[ref.field]);
    if (!byKey.has(objectKey(ref.kind, target))) {
      problems.push({ path: ref.field, message: `${CONNECTOR_KIND_LABELS[ref.kind]} ${target} does not exist (any more)` });
    }
  }
  if (o.kind === 'provisioning-templates' && o.data.type === 'branch' && o.data.locationCreation === 'existing' && o.data.locationId) {
    const groups = config.filter((c) => c.kind === 'branch-groups' && c.data.locationId === o.data.locationId);
    if (groups.length === 0) problems.push({ path: 'groupId', message: NO_BRANCH_GROUPS });
    else if (o.data.groupId && !groups.some((g) => g.id === o.data.groupId)) {
      problems.push({ path: 'groupId', message: `${nameOf('branch-groups', null, String(o.data.groupId))} is not at the selected location` });
    }
  }
  return problems;
}

/** Every object of a configuration whose references do not hold, as activation reports them. */
export function configurationProblems(config: readonly ViewObject[]): ActivationProblem[] {
  return config.flatMap((o) =>
    fieldProblems(o, config).map((p) => ({ kind: o.kind, id: o.id, name: String(o.data.name ?? o.id), message: `${nameOf(o.kind, o.data, o.id)}: ${p.message}` })));
}

/** The objects that refer to one, which would be left pointing at nothing if it went. */
export function referrers(config: readonly ViewObject[], kind: string, id: string): ViewObject[] {
  return config.filter((o) => referencesOf(o.kind, o.data).some((ref) => ref.kind === kind && o.data[ref.field] === id));
}
