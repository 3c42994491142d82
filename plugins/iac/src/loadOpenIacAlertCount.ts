import { readTotal, type CardCount, type CardLoadContext } from '@palisade/sdk';

/** POST alerts/v1/buildtime/iacalertcount with the Open status (spec section 7). */
export async function loadOpenIacAlertCount({ http, signal }: CardLoadContext): Promise<CardCount> {
  return { value: readTotal(await http.post('alerts/v1/buildtime/iacalertcount', { json: { filters: { alertStatus: ['Open'] } }, signal }).json()) };
}
