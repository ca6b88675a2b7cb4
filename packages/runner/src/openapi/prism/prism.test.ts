// Prism's validation proxy (@stoplight/prism-cli) with `tarc openapi`'s document, in front of the
// reference server: 0 violations on every pristine profile OPEN-POINTS.md allows, and on each fault a
// violation of the class the document states (test/support/prism/expectations.ts says, per fault, the
// class, or why a document cannot state its rule). CI runs the pristine profiles and a few faults
// per class; `pnpm openapi-prism` runs every fault and prints the comparison with the runner.
import { PROOF_ROWS } from '@tarc/conformance';
import { listFaults } from '@tarc/reference-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRISTINE_VARIANTS } from '../../../../proof/src/variants.js';
import { PrismBench, type CaseResult } from '../../../test/support/prism/cases.js';
import { CAUGHT, CI_FAULTS, NOT_EXPRESSIBLE, comparisonTable } from '../../../test/support/prism/expectations.js';
import type { Signer } from '../../../test/support/prism/traffic.js';
import { UNSTATED_AUTH_ENDPOINTS } from '../options.js';

const FULL = process.env.TARC_PRISM_FULL === '1';
const rowOf = (fault: string) => PROOF_ROWS.find((r) => r.fault === fault);

describe('Prism with the exported document, in front of the reference server', () => {
  const bench = new PrismBench();
  afterAll(() => bench.close(), 60_000);
  // The four documents the pristine profiles need, started together (a Prism start takes seconds).
  const transfers = ['crypto-withdrawals', 'crypto-deposits'] as const;
  beforeAll(
    () =>
      Promise.all([
        bench.prismFor({ datetimeForm: 'service', authStatus: 401, secured: [...transfers] }),
        bench.prismFor({ datetimeForm: 'service', authStatus: 403, secured: [...transfers] }),
        bench.prismFor({ datetimeForm: 'service', authStatus: 401, secured: [...UNSTATED_AUTH_ENDPOINTS] }),
        bench.prismFor({ datetimeForm: 'date-time', authStatus: 401, secured: [...transfers] }),
      ]),
    90_000,
  );

  it('every fault is either caught, with its class, or named with why the document cannot state its rule', () => {
    const names = listFaults()
      .map((f) => f.name)
      .sort();
    expect([...Object.keys(CAUGHT), ...Object.keys(NOT_EXPRESSIBLE)].sort()).toEqual(names);
    for (const fault of CI_FAULTS) expect(CAUGHT[fault] ?? NOT_EXPRESSIBLE[fault], fault).toBeDefined();
  });

  it.concurrent.each(PRISTINE_VARIANTS.map((v) => [v.name, v] as const))(
    'pristine %s: 0 violations',
    async (_name, variant) => {
      const result = await bench.run({
        ...(variant.profile ? { profile: variant.profile } : {}),
        ...(variant.signer ? { signer: variant.signer as Signer } : {}),
        ...(variant.orders !== undefined ? { orders: variant.orders } : {}),
      });
      expect(result.serverViolations, JSON.stringify(result.serverViolations.slice(0, 3))).toEqual([]);
      // The traffic reached the server: every operation answered, and the refused requests were refused.
      expect(result.exchanges.filter((e) => !e.invalid && e.status >= 500)).toEqual([]);
      // OPEN-POINTS #7: trades, withdrawals and deposits may cut a pageSize above the maximum instead of
      // refusing it (the 200 is then held to maxItems, which Prism judged above).
      const cut = (path: string) => /^\/v1\/(trades|crypto-withdrawals|crypto-deposits)\?.*pageSize=1001/.test(path);
      const unrefused = result.exchanges.filter((e) => e.invalid && e.status < 400 && !e.path.includes('unknownParameter') && !cut(e.path));
      expect(unrefused.map((e) => `${e.path} → ${e.status}`)).toEqual([]);
    },
    60_000,
  );

  // TARC_PRISM_ONLY=a,b: only these faults (to classify a new fault without the full table).
  const only = process.env.TARC_PRISM_ONLY?.split(',').filter(Boolean);
  const faults = only ?? (FULL ? listFaults().map((f) => f.name) : CI_FAULTS);
  const results = new Map<string, CaseResult>();
  it.concurrent.each(faults)(
    '%s',
    async (fault) => {
      const row = rowOf(fault);
      const result = await bench.run({
        fault,
        ...(row?.profile ? { profile: { ...row.profile } } : {}),
        ...(row?.orders !== undefined ? { orders: row.orders } : {}),
      });
      results.set(fault, result);
      const expected = CAUGHT[fault];
      if (expected === undefined) expect(result.classes, `${fault}: ${JSON.stringify(result.serverViolations.slice(0, 2))}`).toEqual([]);
      else expect(result.classes, JSON.stringify(result.serverViolations.slice(0, 2))).toContain(expected);
    },
    120_000,
  );

  it.runIf(FULL)('prints the comparison with the runner', () => {
    console.log(comparisonTable(results, (fault) => rowOf(fault)?.fails ?? []));
  });
});
