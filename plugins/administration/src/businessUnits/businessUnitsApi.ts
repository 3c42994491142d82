import type { AccountAssignment, BusinessUnit, BusinessUnitRequest } from '@palisade/contracts';
import type { HttpClient } from '@palisade/sdk';

const base = 'admin/v1/business-units';

export const fetchBusinessUnits = async (http: HttpClient, signal?: AbortSignal) => {
  const [units, accounts] = await Promise.all([
    http.get(base, { signal }).json<{ items: BusinessUnit[] }>(),
    http.get(`${base}/accounts`, { signal }).json<{ items: AccountAssignment[] }>(),
  ]);
  return { units: units.items, accounts: accounts.items };
};
export const createBusinessUnit = (http: HttpClient, body: BusinessUnitRequest) => http.post(base, { json: body }).json<BusinessUnit>();
export const updateBusinessUnit = (http: HttpClient, id: string, body: BusinessUnitRequest) =>
  http.put(`${base}/${encodeURIComponent(id)}`, { json: body }).json<BusinessUnit>();
export const deleteBusinessUnit = (http: HttpClient, id: string) => http.delete(`${base}/${encodeURIComponent(id)}`);
