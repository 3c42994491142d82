import type { Catalogue } from '@palisade/contracts/catalogue';
import { describe, expect, it } from 'vitest';
import { catalogueFlagRequest } from './pageStart.js';

/** A catalogue with only what the flag request reads. */
const catalogueOf = (plugins: Array<{ id: string; flags: Array<{ key: string; default: boolean; feature?: string }> }>) =>
  ({ plugins: plugins.map(({ id, flags }) => ({ id, manifest: { flags } })) }) as unknown as Catalogue;

describe('catalogueFlagRequest', () => {
  it("builds the console's flag request from the catalogue's declarations: the plugin as component, the tenant's name", () => {
    const catalogue = catalogueOf([
      { id: 'system-notifications', flags: [{ key: 'system_notifications', default: true }] },
      { id: 'alerts', flags: [] },
      { id: 'analytics', flags: [{ key: 'analytics', default: false, feature: 'reports' }] },
    ]);
    // The same body root-config's flagRequest test writes out: the console takes the page's flags only when they match.
    expect(catalogueFlagRequest(catalogue, 'acme')).toEqual({
      flags: [
        { flag_key: 'system_notifications', default_val: true, filterProps: { component: 'system-notifications', feature: 'default', tenant_name: 'acme', cloud_type: '' } },
        { flag_key: 'analytics', default_val: false, filterProps: { component: 'analytics', feature: 'reports', tenant_name: 'acme', cloud_type: '' } },
      ],
    });
  });

  it('is null when no plugin declares a flag', () => {
    expect(catalogueFlagRequest(catalogueOf([{ id: 'alerts', flags: [] }]), 'acme')).toBeNull();
  });
});
