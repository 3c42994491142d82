import { readTotal, type CardLoadContext } from '@palisade/sdk';

/** The dashboard card's figure: replace the address with your own API's. */
export async function loadCount({ http, signal }: CardLoadContext): Promise<{ value: number }> {
  return { value: readTotal(await http.get('asset/api/v1/dashboard/cloudassetcount', { signal }).json()) };
}
