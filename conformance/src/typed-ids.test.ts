// The catalogue's ids are literal types: an unknown id is a compile error (`tsc --noEmit` proves the
// `@ts-expect-error` lines below; an id that compiled would make the directive itself an error).
import { describe, expect, it } from 'vitest';
import { requirementsById } from './requirements/index.js';
import type { RequirementId } from './requirements/index.js';
import type { Check } from './types.js';

describe('typed ids', () => {
  it('RequirementId is the catalogue: a known id compiles and exists, an unknown one does not compile', () => {
    const known: RequirementId = 'ORD-LIST-CANCELED-EXCLUDED';
    // @ts-expect-error an id the catalogue does not hold
    const unknown: RequirementId = 'ORD-LIST-CANCELLED-EXCLUDED';
    expect(requirementsById.has(known)).toBe(true);
    expect(requirementsById.has(unknown)).toBe(false);
  });

  it("a check's requirements field takes catalogue ids only", () => {
    const requirements: Check['requirements'] = ['TRD-RES-FIELDS'];
    // @ts-expect-error a typo in a check's requirements field
    const typo: Check['requirements'] = ['TRD-RES-FIELD'];
    expect([...requirements, ...typo].map((id) => requirementsById.has(id))).toEqual([true, false]);
  });
});
