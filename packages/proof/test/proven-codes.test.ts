// "Every finding has a stable code, and the mutation table proves each code with a fault": every code
// a check declares (`<check id>/<code>`, from its `codes`) is in some proof row's `fails`, so the
// mutation table runs a fault of the reference server that makes the suite report it. The one other
// proof is a pristine variant that must fail a SHOULD check (an allowed choice the check reports,
// `shouldFail`): it proves that check's code when the check has one. A code no server behaviour can
// trigger is not declared (a defect of the suite is the engine's `threw`, a request with no answer the
// common `transport-error`); the common and engine codes are declared by no check (support/outcome.ts).
import { checks, PROOF_ROWS } from '@tarc/conformance';
import { describe, expect, it } from 'vitest';
import { PRISTINE_VARIANTS } from '../src/variants.js';

/**
 * Codes still without a fault (issue 45), each a known gap this list keeps in sight: the test fails
 * when one is proven or no longer declared (take it off), and on any other code without a proof.
 */
const WITHOUT_FAULT_YET: Readonly<Record<string, string>> = {};

const declared = checks.flatMap((c) => Object.keys(c.codes).map((code) => `${c.id}/${code}`));
const byRow = new Set<string>(PROOF_ROWS.flatMap((r) => r.fails));
const byVariant = new Set(
  PRISTINE_VARIANTS.flatMap((v) => v.shouldFail ?? []).flatMap((id) => {
    const codes = Object.keys(checks.find((c) => c.id === id)?.codes ?? {});
    return codes.length === 1 ? [`${id}/${codes[0]!}`] : [];
  }),
);
const unproven = declared.filter((code) => !byRow.has(code) && !byVariant.has(code));

describe('the proof table', () => {
  it('proves every declared finding code with a fault (or a variant failing its one-code SHOULD check)', () => {
    console.log(
      `finding codes: ${declared.length} declared, ${declared.filter((code) => byRow.has(code)).length} proven by a fault, ${byVariant.size} by a variant, ${unproven.length} without a proof`,
    );
    expect(
      unproven.filter((code) => !(code in WITHOUT_FAULT_YET)),
      'declared codes no proof row lists',
    ).toEqual([]);
  });

  it('lists as without a fault yet only declared codes that still have none', () => {
    expect(Object.keys(WITHOUT_FAULT_YET).filter((code) => !unproven.includes(code))).toEqual([]);
  });
});
