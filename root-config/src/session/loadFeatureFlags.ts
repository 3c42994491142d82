import type { ApiRequestBody, ApiResponse, FeatureFlagDeclaration, HttpClient } from '@palisade/sdk';
import { DEFAULT_FEATURE, flagDefaults, type FeatureFlagEntry } from '@palisade/sdk/host';
import { answered, type PageStart } from './pageStart';

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
    return flagsFromAnswer(plugins, body);
  } catch {
    return flagDefaults(declared);
  }
}

/** The flags an answer of the flag service gives; a flag it does not answer for (or a body that is not a list) keeps its default. */
export function flagsFromAnswer(plugins: readonly PluginFlags[], body: unknown): FeatureFlagEntry[] {
  const defaults = flagDefaults(plugins.flatMap((p) => p.flags));
  if (!Array.isArray(body)) return defaults;
  const fetched = (body as FlagResponse).map((e) => ({ key: e.flag_key, value: e.result === true, feature: e.filter_props?.feature || DEFAULT_FEATURE }));
  return [...defaults, ...fetched];
}

/**
 * The flags from the page's start data when it answers the very request this
 * console would send (same plugins, flags and tenant); `null` otherwise, and
 * the console asks.
 */
export function flagsFromPage(plugins: readonly PluginFlags[], tenantName: string, carried: PageStart['flags'] | undefined): FeatureFlagEntry[] | null {
  if (!carried) return null;
  const declared = plugins.flatMap((p) => p.flags);
  if (declared.length === 0 || JSON.stringify(flagRequest(plugins, tenantName)) !== JSON.stringify(carried.request)) return null;
  return answered(carried.answer) ? flagsFromAnswer(plugins, carried.answer.body) : flagDefaults(declared);
}
