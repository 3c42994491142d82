import { describe, expect, it } from 'vitest';
import { roleRequest } from './roles.js';

describe('a role request with plugin module ids', () => {
  it('takes namespaced ids (a role of plugin modules alone is enough) and refuses any other shape, naming the entry', () => {
    expect(roleRequest.parse({ name: 'Inventory', pluginModules: ['acme.inventory', 'acme.inventory'] }).pluginModules).toEqual(['acme.inventory']);
    const refused = roleRequest.safeParse({ name: 'Inventory', pluginModules: ['acme.inventory', 'ALERTS'] });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['pluginModules.1', 'must be a namespaced id "<namespace>.<name>" in lower case (a-z, 0-9, -), e.g. "acme.inventory"'],
    ]);
  });
});
