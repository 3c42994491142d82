/**
 * PALISADE_TRUST_PROXY: unset, '' or '0' = off (the socket address is the
 * client); '1' or 'true' = trust every proxy; a number above 1 = that many
 * hops; anything else = comma-separated proxy addresses or CIDRs.
 */
export function parseTrustProxy(value: string | undefined): boolean | number | string {
  const text = value?.trim() ?? '';
  if (text === '' || text === '0' || text === 'false') return false;
  if (text === '1' || text === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  return text.split(',').map((part) => part.trim()).filter(Boolean).join(',');
}
