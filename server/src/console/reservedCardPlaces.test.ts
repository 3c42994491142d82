import { describe, expect, it } from 'vitest';
import { parseReservedCardPlaces } from './reservedCardPlaces.js';

describe('parseReservedCardPlaces', () => {
  it('defaults to the six built-in cards’ owners', () => {
    expect(parseReservedCardPlaces(undefined)).toEqual({ '0': 'threats', '1': 'assets', '2': 'identities', '3': 'iac', '4': 'compliance', '5': 'vulnerability' });
  });

  it('takes the deployment’s own places', () => {
    expect(parseReservedCardPlaces('{"0":"acme-threats","7":"acme-cost"}')).toEqual({ '0': 'acme-threats', '7': 'acme-cost' });
    expect(parseReservedCardPlaces('{}')).toEqual({});
  });

  it.each([
    ['[1]', 'PALISADE_RESERVED_CARD_PLACES must be a JSON object of card place → plugin id, e.g. {"0":"threats"}'],
    ['{"first":"threats"}', 'PALISADE_RESERVED_CARD_PLACES: "first" must be a card place (0, 1, …) naming a plugin id'],
    ['{"0":""}', 'PALISADE_RESERVED_CARD_PLACES: "0" must be a card place (0, 1, …) naming a plugin id'],
  ])('refuses %s with a message naming the variable', (text, message) => {
    expect(() => parseReservedCardPlaces(text)).toThrow(message);
  });

  it('refuses text that is not JSON', () => {
    expect(() => parseReservedCardPlaces('{0:threats}')).toThrow(/^PALISADE_RESERVED_CARD_PLACES is not JSON \(/);
  });
});
