import fc, { type Arbitrary } from 'fast-check';
import type { CryptoNetworkFamily } from '../index.js';
import { id } from './primitives.js';

/** A valid CryptoNetworkFamily: every network's familyId is the family id. */
export function cryptoNetworkFamily(): Arbitrary<CryptoNetworkFamily> {
  return id().chain((familyId) =>
    fc.record({
      id: fc.constant(familyId),
      name: fc.string(),
      cryptoNetworks: fc.array(fc.record({ id: id(), familyId: fc.constant(familyId), name: fc.string(), isEnabled: fc.boolean() }), { maxLength: 4 }),
    }),
  );
}
