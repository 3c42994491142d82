import { readTotal, type ApiRequestBody, type ApiResponse, type CardCount, type CardLoadContext } from '@palisade/sdk';

type CountRequest = ApiRequestBody<'/api/alerts/v1/buildtime/iacalertcount', 'post'>;
type CountResponse = ApiResponse<'/api/alerts/v1/buildtime/iacalertcount', 'post'>;

/** POST alerts/v1/buildtime/iacalertcount with the Open status (spec section 7). */
export async function loadOpenIacAlertCount({ http, signal }: CardLoadContext): Promise<CardCount> {
  const json: CountRequest = { filters: { alertStatus: ['Open'] } };
  return { value: readTotal(await http.post('alerts/v1/buildtime/iacalertcount', { json, signal }).json<CountResponse>()) };
}
