import { DEFAULT_RESERVED_CARD_PLACES } from '@palisade/contracts/catalogue';

/**
 * The dashboard card places a deployment reserves when it configures none
 * (the six built-in cards', from the contracts, which plugin builds check
 * against too). `PALISADE_RESERVED_CARD_PLACES` replaces it (server/README.md).
 */
export { DEFAULT_RESERVED_CARD_PLACES };

/** A reserved-card-places setting that cannot be used; the message names the variable and what is wrong. */
export class ReservedCardPlacesError extends Error {
  override readonly name = 'ReservedCardPlacesError';
}

/** Parses `PALISADE_RESERVED_CARD_PLACES`: a JSON object of card place (`appId`) → plugin id. */
export function parseReservedCardPlaces(text: string | undefined): Readonly<Record<string, string>> {
  if (text === undefined || text.trim() === '') return DEFAULT_RESERVED_CARD_PLACES;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new ReservedCardPlacesError(`PALISADE_RESERVED_CARD_PLACES is not JSON (${(error as Error).message})`, { cause: error });
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ReservedCardPlacesError('PALISADE_RESERVED_CARD_PLACES must be a JSON object of card place → plugin id, e.g. {"0":"threats"}');
  }
  for (const [place, owner] of Object.entries(value)) {
    if (!/^\d+$/.test(place) || typeof owner !== 'string' || owner === '') {
      throw new ReservedCardPlacesError(`PALISADE_RESERVED_CARD_PLACES: "${place}" must be a card place (0, 1, …) naming a plugin id`);
    }
  }
  return value as Record<string, string>;
}
