// The proxy judges what the run judges on one exchange: every check of the run's catalogue is
// classified (single-exchange and proven, judged under another check's code, a named gap, or not
// single-exchange), and each proven one has its fault row (proxy.test.ts runs them).
import { checks, EXCHANGE_RULES } from '@tarc/conformance';
import { listFaults } from '@tarc/reference-server';
import { describe, expect, it } from 'vitest';
import { FAULTS, RUN_CHECKS } from '../../test/support/proxy/single-exchange.js';

const proxyCodes = new Set(EXCHANGE_RULES.map((r) => r.code));

describe("the run's catalogue, read by tarc proxy", () => {
  it('classifies every check of the run, and only those', () => {
    const ids = checks.map((c) => c.id);
    expect(Object.keys(RUN_CHECKS).sort()).toEqual([...ids].sort());
  });

  it('names only proxy rules that exist', () => {
    for (const [id, reading] of Object.entries(RUN_CHECKS)) if ('proxy' in reading) expect(proxyCodes.has(reading.proxy), id).toBe(true);
  });

  it('proves every single-exchange check the proxy reports under its own codes with a fault row', () => {
    const proven = new Set(FAULTS.map(([, , check]) => check));
    const own = Object.entries(RUN_CHECKS)
      .filter(([, r]) => 'proxy' in r && !('as' in r))
      .map(([id]) => id);
    expect(own.filter((id) => !proven.has(id))).toEqual([]);
    for (const [fault, , check] of FAULTS) {
      const reading = RUN_CHECKS[check];
      expect(reading && 'proxy' in reading && !('as' in reading), `${fault} → ${check}`).toBe(true);
    }
  });

  it('reports the others under a check that is itself proven', () => {
    for (const [id, reading] of Object.entries(RUN_CHECKS)) {
      if (!('as' in reading)) continue;
      const target = RUN_CHECKS[reading.as];
      expect(target && 'proxy' in target && !('as' in target), `${id} as ${reading.as}`).toBe(true);
    }
  });

  it('names only faults of the catalogue', () => {
    const names = new Set(listFaults().map((f) => f.name));
    expect(FAULTS.map(([fault]) => fault).filter((f) => !names.has(f))).toEqual([]);
  });
});
