import type { ApiRequestBody, ApiResponse, FeatureFlagDeclaration, HttpClient } from '@palisade/sdk';
import { DEFAULT_FEATURE, flagDefaults, type FeatureFlagEntry } from '@palisade/sdk/host';

type TenantResponse = ApiResponse<'/api/tenant/api/v1/tenant', 'get'>;

/**
 * Tenant info (spec section 3). Only the name is relied on: an external API may send less than
 * ours (`subscriptions` is what the organisation has bought, checked by routes' `subscription`).
 */
export type TenantInfo = Pick<TenantResponse, 'name'> & Partial<TenantResponse>;

/** A plugin's declared flags. */
export interface PluginFlags {
  pluginId: string;
  flags: readonly FeatureFlagDeclaration[];
}

type FlagRequest = ApiRequestBody<'/api/featureflag/api/v2/isenabled', 'post'>;
type FlagResponse = ApiResponse<'/api/featureflag/api/v2/isenabled', 'post'>;

/** `GET tenant/api/v1/tenant`; a failure is ignored (spec section 4). */
export async function loadTenantInfo(http: HttpClient): Promise<TenantInfo | null> {
  try {
    return await http.get('tenant/api/v1/tenant').json<TenantInfo>();
  } catch {
    return null;
  }
}

/** The body of `POST featureflag/api/v2/isenabled` for every plugin's declared flags. */
export function flagRequest(plugins: readonly PluginFlags[], tenantName: string): FlagRequest {
  return {
    flags: plugins.flatMap(({ pluginId, flags }) =>
      flags.map((flag) => ({
        flag_key: flag.key,
        default_val: flag.default,
        filterProps: { component: pluginId, feature: flag.feature ?? DEFAULT_FEATURE, tenant_name: tenantName, cloud_type: '' },
      })),
    ),
  };
}

/**
 * Fetches the tenant's values of every declared flag. On failure the declared
 * defaults apply (spec section 4).
 */
export async function loadFeatureFlags(http: HttpClient, plugins: readonly PluginFlags[], tenantName: string): Promise<FeatureFlagEntry[]> {
  const declared = plugins.flatMap((p) => p.flags);
  if (declared.length === 0) return [];
  try {
    const body = await http.post('featureflag/api/v2/isenabled', { json: flagRequest(plugins, tenantName) }).json<FlagResponse>();
    const fetched = body.map((e) => ({ key: e.flag_key, value: e.result === true, feature: e.filter_props?.feature || DEFAULT_FEATURE }));
    // A flag the service did not answer for keeps its default.
    return [...flagDefaults(declared), ...fetched];
  } catch {
    return flagDefaults(declared);
  }
}
