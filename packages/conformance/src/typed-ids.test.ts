// The catalogue's ids are literal types: an unknown id is a compile error (`tsc --noEmit` proves the
// `@ts-expect-error` lines below; an id that compiled would make the directive itself an error).
import { describe, expect, it } from 'vitest';
import { checks } from './checks/index.js';
import type { CheckId, FindingCode } from './checks/index.js';
import { requirementsById } from './requirements/index.js';
import type { RequirementId } from './requirements/index.js';
import { Findings } from './support/outcome.js';
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

  it('CheckId is the check registry: a known id compiles and exists, an unknown one does not compile', () => {
    const known: CheckId = 'orders.canceled-excluded';
    // @ts-expect-error a check id the registry does not hold
    const unknown: CheckId = 'orders.cancelled-excluded';
    const ids = new Set<string>(checks.map((c) => c.id));
    expect([ids.has(known), ids.has(unknown)]).toEqual([true, false]);
  });

  it('FindingCode is check-id/code with a known check, and a code that check declares where its table is literal', () => {
    const declared: FindingCode = 'orders.canceled-excluded/listed';
    const common: FindingCode = 'orders.canceled-excluded/transport-error';
    // @ts-expect-error a code orders.canceled-excluded does not declare
    const undeclared: FindingCode = 'orders.canceled-excluded/shown';
    // @ts-expect-error an unknown check
    const unknownCheck: FindingCode = 'orders.cancelled-excluded/listed';
    const codes = (code: string) => Object.keys(checks.find((c) => c.id === code.split('/')[0])?.codes ?? {});
    expect([declared, common, undeclared, unknownCheck].map((code) => codes(code).includes(code.split('/')[1]!))).toEqual([true, false, false, false]);
  });

  it("narrows a code a shared helper declares (the check spreads the helper's typed table)", () => {
    const helperBuilt: FindingCode = 'orders.created-at-ordering/asc-not-desc-reversed';
    const validation: FindingCode = 'orders.page-size-range/page-size-51-no-key-message';
    const sharedRule: FindingCode = 'crypto-transfers.deposits-paging/default-not-page-1';
    // @ts-expect-error a code the created-at-ordering probe does not give
    const typo: FindingCode = 'orders.created-at-ordering/asc-not-ascendin';
    // @ts-expect-error a code only the shared paging rule gives, not the window rule
    const otherRule: FindingCode = 'crypto-transfers.deposits-window/default-not-page-1';
    const perParameter: FindingCode = 'orders.invalid-values-400/created-at-after-not-a-date-no-key-message';
    const perKey: FindingCode = 'errors.orders-400-body/no-message-on-order-id-after';
    // @ts-expect-error a parameter name not kebab-cased as the helper does
    const unkebabbed: FindingCode = 'orders.invalid-values-400/createdAtAfter-not-a-date-not-400';
    const codes = (code: string) => Object.keys(checks.find((c) => c.id === code.split('/')[0])?.codes ?? {});
    const all = [helperBuilt, validation, sharedRule, typo, otherRule, perParameter, perKey, unkebabbed];
    expect(all.map((code) => codes(code).includes(code.split('/')[1]!))).toEqual([true, true, true, false, false, true, true, false]);
  });

  it("a check's Findings takes only the codes its table declares, and the common ones", () => {
    const findings = new Findings({ listed: 'a Canceled order is in the list' });
    findings.add('listed', 'declared');
    findings.add('transport-error', 'common');
    // @ts-expect-error a code the table does not declare
    findings.add('shown', 'undeclared');
    expect(findings.all().map((f) => f.code)).toEqual(['listed', 'transport-error', 'shown']);
  });
});
