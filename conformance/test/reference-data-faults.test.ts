// The reference-data, error and general checks catch each fault of the reference server they are
// meant to catch, and never fail the pristine server or any alternative OPEN-POINTS.md allows.
import { requirements } from '@tarc/conformance';
import { listFaults } from '@tarc/reference-server';
import { runSuite } from '@tarc/runner';
import type { RunReport } from '@tarc/runner';
import { describe, expect, it } from 'vitest';
// The two fault areas this table owns, read directly so a fault added there without a row fails.
import { ERROR_FAULTS } from '../../packages/reference-server/src/faults/errors.js';
import { REFERENCE_DATA_FAULTS } from '../../packages/reference-server/src/faults/reference-data.js';

/** The checks this table is about. */
const CHECKS = ['reference-data.*', 'errors.*', 'general.*'];

/** fault → the checks that must fail against it (at least those). */
const TABLE: Readonly<Record<string, readonly string[]>> = {
  'broker-pairs-scale-8-digits': ['reference-data.broker-pairs-scale'],
  'broker-pairs-keyed-by-symbol': ['reference-data.broker-pairs-schema', 'general.bare-arrays'],
  'broker-pairs-symbol-filter-ignored': ['reference-data.broker-pairs-symbol-filter'],
  'broker-pairs-symbol-not-composed': ['reference-data.broker-pairs-symbol-composed'],
  'broker-pairs-decimal-numbers': ['reference-data.broker-pairs-schema', 'general.decimal-strings'],
  'crypto-assets-scale-mismatch': ['reference-data.crypto-assets-scale'],
  'crypto-assets-dangling-network': ['reference-data.crypto-assets-network-exists'],
  'crypto-assets-numeric-ids': ['reference-data.crypto-assets-schema', 'general.identifiers-strings'],
  'network-family-id-mismatch': ['reference-data.network-families-family-id'],
  'network-families-without-networks': ['reference-data.network-families-schema'],
  'fee-levels-level-as-text': ['reference-data.fee-levels-schema', 'reference-data.fee-levels-complete'],
  'fee-levels-level-8-missing': ['reference-data.fee-levels-complete'],
  'fee-levels-wrong-taker': ['reference-data.fee-levels-values'],
  'fee-levels-bad-text': ['reference-data.fee-levels-text'],
  'fee-levels-top-band-closed': ['reference-data.fee-levels-top-band'],
  'fee-levels-not-served': ['general.endpoints-under-v1', 'reference-data.fee-levels-schema'],
  'crypto-assets-envelope': ['general.bare-arrays', 'reference-data.crypto-assets-schema'],
  'fee-levels-status-203': ['general.success-200-json'],
  'not-found-with-errors': ['errors.order-not-found', 'errors.trade-not-found'],
  'not-found-without-trace-id': ['errors.order-not-found', 'errors.trade-not-found'],
  'not-found-status-mismatch': ['errors.order-not-found', 'errors.trade-not-found'],
  'not-found-wrong-type': ['errors.order-not-found', 'errors.trade-not-found'],
  'problem-status-as-text': [
    'errors.order-not-found',
    'errors.trade-not-found',
    'errors.orders-400-body',
    'errors.orders-unknown-pair',
    'errors.orders-canceled-status',
  ],
  'validation-title-generic': ['errors.orders-400-body', 'errors.orders-unknown-pair', 'errors.orders-canceled-status'],
  'validation-errors-pascal-case-keys': ['errors.orders-400-body', 'errors.orders-unknown-pair', 'errors.orders-canceled-status'],
  'orders-canceled-status-accepted': ['errors.orders-canceled-status'],
  'orders-unknown-pair-500': ['errors.orders-unknown-pair', 'general.no-5xx'],
  'query-repeated-parameter-last-wins': ['general.string-array-exploded'],
  'query-names-case-insensitive': ['general.parameter-names-case-sensitive'],
  'server-error-on-bad-page': ['general.no-5xx'],
};

/** Checks of other sections a fault needs to be triggered at all (their requests reach it). */
const TRIGGERED_BY: Readonly<Record<string, readonly string[]>> = {
  'server-error-on-bad-page': ['orders.invalid-values-400'],
};

/** Sections whose probe-testable MUST requirements each need a fault naming them. */
const SECTIONS = ['GEN', 'PAIR', 'ASSET', 'NETF', 'FEE', 'ERR'];

/** MUST requirements still without a fault, with the reason. */
const FAULT_PENDING: Readonly<Record<string, string>> = {
  'GEN-TIMESTAMP-FORMAT': 'reference data has no timestamps; the fault belongs on order, trade or transfer records (another area)',
};

/** The pristine server and every alternative of OPEN-POINTS.md that concerns these checks. */
const PRISTINE: readonly { name: string; profile?: Record<string, unknown>; failing?: readonly string[] }[] = [
  { name: 'default profile' },
  { name: 'authFailureStatus=403', profile: { authFailureStatus: 403 } },
  { name: 'timestampDigits=6', profile: { timestampDigits: 6 } },
  { name: 'idStyle=fixed-width', profile: { idStyle: 'fixed-width' } },
  { name: 'idStyle=prefixed', profile: { idStyle: 'prefixed' } },
  { name: 'referenceDataAuth=true', profile: { referenceDataAuth: true } },
  // OPEN-POINTS #13: extra fields are at most SHOULD, so only the SHOULD check may fail.
  { name: 'extraFields=true', profile: { extraFields: true }, failing: ['reference-data.no-extra-fields'] },
];

const failing = (report: RunReport) => report.results.filter((r) => r.status === 'failed').map((r) => r.id);
const describeFailures = (report: RunReport) =>
  report.results.filter((r) => r.status === 'failed').map((r) => `${r.id}: ${r.message ?? ''}`).join('\n');

describe('fault table of the reference-data, error and general checks', () => {
  it('names only faults the reference server has', () => {
    const known = new Set(listFaults().map((f) => f.name));
    expect(Object.keys(TABLE).filter((name) => !known.has(name))).toEqual([]);
  });

  it('has a row for every fault of faults/reference-data.ts and faults/errors.ts', () => {
    const areas = [...REFERENCE_DATA_FAULTS, ...ERROR_FAULTS].map((f) => f.name);
    expect(areas.filter((name) => !(name in TABLE))).toEqual([]);
  });

  it('has a fault for every probe-testable MUST requirement of these sections', () => {
    const named = new Set(listFaults().flatMap((f) => f.requirements));
    const missing = requirements
      .filter((r) => SECTIONS.some((p) => r.id.startsWith(`${p}-`)) && r.level === 'MUST' && r.testable !== false)
      .filter((r) => !named.has(r.id) && !(r.id in FAULT_PENDING))
      .map((r) => r.id);
    expect(missing).toEqual([]);
  });

  it.concurrent.each(Object.entries(TABLE))('%s fails %j', async (fault, expected) => {
    const only = [...CHECKS, ...(TRIGGERED_BY[fault] ?? [])];
    const report = await runSuite({ embedded: { fault }, only, runs: 5, seed: 1 });
    expect(report.target.reachable).toBe(true);
    const failed = failing(report);
    expect(expected.filter((id) => !failed.includes(id)), describeFailures(report)).toEqual([]);
    // Every failure names what is wrong and carries evidence a person can replay.
    for (const result of report.results.filter((r) => r.status === 'failed')) {
      expect(result.message, result.id).toBeTruthy();
      if (result.id !== 'general.no-5xx') expect(result.evidence.length, result.id).toBeGreaterThan(0);
    }
  });

  it.concurrent.each(PRISTINE)('no false failure: $name', async ({ profile, failing: allowed = [] }) => {
    const report = await runSuite({ embedded: profile ? { profile } : {}, only: CHECKS, runs: 5, seed: 1 });
    expect(report.target.reachable).toBe(true);
    expect(failing(report).filter((id) => !allowed.includes(id)), describeFailures(report)).toEqual([]);
    // Nothing may be skipped against the reference server: it has every kind of data.
    const skipped = report.results.filter((r) => r.status === 'skipped').map((r) => `${r.id}: ${r.message ?? ''}`);
    expect(skipped).toEqual([]);
    expect(report.results.length).toBeGreaterThanOrEqual(29);
  });
});
