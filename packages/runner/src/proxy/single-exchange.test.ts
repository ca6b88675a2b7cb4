// The proxy judges what the run judges on one exchange: every check of the run's catalogue either
// has codes a single-exchange rule declares (and then a fault row proving it through the proxy, or a
// named reason why none can yet), or is named with the reason no rule judges it.
import { checks, EXCHANGE_RULES } from '@tarc/conformance';
import { listFaults } from '@tarc/reference-server';
import { describe, expect, it } from 'vitest';
import { FAULTS, NOT_BY_A_RULE, NOT_PROVEN } from '../../test/support/proxy/single-exchange.js';

/** Checks some rule gives a code of, read from the rules' declared codes. */
const byARule = new Set(EXCHANGE_RULES.flatMap((r) => r.codes.map((code) => code.slice(0, code.indexOf('/')))));

describe("the run's catalogue, read by tarc proxy", () => {
  it('names every check no rule judges, and only those', () => {
    const ids = checks.map((c) => c.id);
    expect(Object.keys(NOT_BY_A_RULE).sort()).toEqual(ids.filter((id) => !byARule.has(id)).sort());
  });

  it('proves every check a rule judges with a fault row, or says why not', () => {
    const proven = new Set(FAULTS.map(([, check]) => check));
    expect([...byARule].filter((id) => !proven.has(id) && !(id in NOT_PROVEN)).sort()).toEqual([]);
    expect(Object.keys(NOT_PROVEN).filter((id) => proven.has(id) || !byARule.has(id))).toEqual([]);
    expect(FAULTS.filter(([, check]) => !byARule.has(check))).toEqual([]);
  });

  it('names only faults of the catalogue', () => {
    const names = new Set(listFaults().map((f) => f.name));
    expect(FAULTS.map(([fault]) => fault).filter((f) => !names.has(f))).toEqual([]);
  });
});
