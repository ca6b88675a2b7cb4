// The wallet, withdrawal, deposit, authentication, isolation and integrity checks catch each fault of
// the reference server they are meant to catch, and never fail the pristine server or any
// alternative OPEN-POINTS.md allows.
import { requirements } from '@tarc/conformance';
import { listFaults } from '@tarc/reference-server';
import { runSuite } from '@tarc/runner';
import type { DateTimeFormat, RunReport } from '@tarc/runner';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_FAULTS } from '../../packages/reference-server/src/faults/account.js';
import { AUTH_FAULTS } from '../../packages/reference-server/src/faults/auth.js';

/** The requirement sections this table is about. */
const SECTIONS = ['WAL', 'WDR', 'DEP', 'AUTH', 'ISO', 'XREF'] as const;

/** The checks this table is about. */
const CHECKS = ['account-wallets.*', 'crypto-transfers.*', 'authentication.*', 'isolation.*', 'integrity.*'];

/** fault → the checks that must fail against it (at least those). */
const TABLE: Readonly<Record<string, readonly string[]>> = {
  // Authentication (OPEN-POINTS #5)
  'auth-not-enforced': ['authentication.no-credentials', 'authentication.bad-signature', 'authentication.unknown-key'],
  'auth-bad-signature-accepted': ['authentication.bad-signature'],
  'auth-unknown-key-accepted': ['authentication.unknown-key'],
  'auth-signature-echoed': ['authentication.signature-not-echoed'],
  // Isolation
  'orders-other-account-by-id': ['isolation.order-by-id'],
  'trades-other-account-by-id': ['isolation.trade-by-id'],
  'orders-other-account-in-list': ['isolation.account-id', 'isolation.lists'],
  'trades-other-account-in-list': ['isolation.account-id', 'isolation.lists'],
  'wallets-other-account-in-list': ['isolation.account-id', 'isolation.lists'],
  'withdrawals-other-account-in-list': ['isolation.account-id', 'isolation.lists'],
  'deposits-other-account-in-list': ['isolation.account-id', 'isolation.lists'],
  // Wallets
  'wallets-scale-8-digits': ['account-wallets.decimal-scale'],
  'wallets-total-fund-number': ['account-wallets.schema'],
  'wallets-currency-symbol-filter-ignored': ['account-wallets.currency-symbol-filter'],
  'wallets-envelope': ['account-wallets.schema'],
  // Withdrawals
  'withdrawals-memo-tag-missing': ['crypto-transfers.withdrawals-schema'],
  'withdrawals-unknown-status': ['crypto-transfers.withdrawals-status', 'crypto-transfers.withdrawals-property'],
  'withdrawals-updated-before-created': ['crypto-transfers.withdrawals-updated-at'],
  'withdrawals-symbol-filter-ignored': ['crypto-transfers.withdrawals-symbol-filter', 'crypto-transfers.withdrawals-property'],
  'withdrawals-external-transaction-id-filter-ignored': [
    'crypto-transfers.withdrawals-external-transaction-id-filter',
    'crypto-transfers.withdrawals-property',
  ],
  'withdrawals-default-order-asc': ['crypto-transfers.withdrawals-order-by', 'crypto-transfers.withdrawals-property'],
  'withdrawals-default-page-size-5': ['crypto-transfers.withdrawals-page-size'],
  'withdrawals-page-ignored': ['crypto-transfers.withdrawals-paging'],
  'withdrawals-envelope': ['crypto-transfers.withdrawals-schema'],
  'withdrawals-page-size-cap-ignored': ['crypto-transfers.withdrawals-page-size-range'],
  'withdrawals-created-at-after-ignored': ['crypto-transfers.withdrawals-window', 'crypto-transfers.withdrawals-property'],
  'withdrawals-server-error-on-missing-date': ['crypto-transfers.withdrawals-dates-required'],
  'withdrawals-dangling-asset-id': ['integrity.withdrawal-asset-id'],
  // Deposits
  'deposits-with-fee-amount': ['crypto-transfers.deposits-no-withdrawal-fields', 'crypto-transfers.deposits-property'],
  'deposits-with-updated-at': ['crypto-transfers.deposits-no-withdrawal-fields'],
  'deposits-with-external-transaction-id': ['crypto-transfers.deposits-no-withdrawal-fields'],
  'deposits-with-created-by': ['crypto-transfers.deposits-no-withdrawal-fields'],
  'deposits-status-number': ['crypto-transfers.deposits-status'],
  'deposits-amount-number': ['crypto-transfers.deposits-schema', 'crypto-transfers.deposits-property'],
  'deposits-envelope': ['crypto-transfers.deposits-schema'],
  'deposits-default-page-size-5': ['crypto-transfers.deposits-page-size'],
  'deposits-symbol-filter-ignored': ['crypto-transfers.deposits-symbol-filter', 'crypto-transfers.deposits-property'],
  'deposits-default-order-asc': ['crypto-transfers.deposits-order-by', 'crypto-transfers.deposits-property'],
  'deposits-page-ignored': ['crypto-transfers.deposits-paging'],
  'deposits-page-size-cap-ignored': ['crypto-transfers.deposits-page-size-range'],
  'deposits-created-at-before-ignored': ['crypto-transfers.deposits-window', 'crypto-transfers.deposits-property'],
  'deposits-data-for-missing-date': ['crypto-transfers.deposits-dates-required'],
  'deposits-dangling-asset-id': ['integrity.deposit-asset-id'],
  // Cross-endpoint references of trades
  'trades-dangling-order-id': ['integrity.trade-order-id'],
  'trades-unknown-pair-symbol': ['integrity.pair-symbol'],
};

/**
 * Faults whose rule the spec does not state in words (SHOULD): a run fails on them only with
 * `--fail-on should`. Every other fault fails the run at the default `--fail-on must`.
 */
const SHOULD_ONLY: ReadonlySet<string> = new Set(['withdrawals-updated-before-created', 'auth-signature-echoed']);

/** The pristine server and every alternative of OPEN-POINTS.md (server profiles, DATETIME formats). */
const PRISTINE: readonly { name: string; profile?: Record<string, unknown>; datetimeFormat?: DateTimeFormat }[] = [
  { name: 'default profile' },
  { name: 'authFailureStatus=403', profile: { authFailureStatus: 403 } },
  { name: 'referenceDataAuth=true', profile: { referenceDataAuth: true } },
  { name: 'timestampDigits=6', profile: { timestampDigits: 6 } },
  { name: 'idStyle=fixed-width', profile: { idStyle: 'fixed-width' } },
  { name: 'idStyle=prefixed', profile: { idStyle: 'prefixed' } },
  { name: 'tradesOrderId=filter', profile: { tradesOrderId: 'filter' } },
  { name: 'windowAnchor=after', profile: { windowAnchor: 'after' } },
  { name: 'tradesCreatedAt=instant', profile: { tradesCreatedAt: 'instant' } },
  // OPEN-POINTS #13: extra fields (never on deposits) are not these checks' business.
  { name: 'extraFields=true', profile: { extraFields: true } },
  // OPEN-POINTS #2: DATETIME sent with 6 digits (windows read back as the server sees them) or with Z.
  { name: 'datetimeFormat=iso6', datetimeFormat: 'iso6' },
  { name: 'datetimeFormat=iso-z', datetimeFormat: 'iso-z' },
];

const failing = (report: RunReport) => report.results.filter((r) => r.status === 'failed').map((r) => r.id);
const describeFailures = (report: RunReport) =>
  report.results.filter((r) => r.status === 'failed').map((r) => `${r.id}: ${r.message ?? ''}`).join('\n');

describe('fault table of the wallet, transfer, authentication, isolation and integrity checks', () => {
  it('names only faults the reference server has', () => {
    const known = new Set(listFaults().map((f) => f.name));
    expect(Object.keys(TABLE).filter((name) => !known.has(name))).toEqual([]);
  });

  it('has a row for every fault of faults/account.ts and faults/auth.ts', () => {
    expect([...ACCOUNT_FAULTS, ...AUTH_FAULTS].map((f) => f.name).filter((name) => !(name in TABLE))).toEqual([]);
  });

  it('has a fault for every probe-testable MUST requirement of these sections', () => {
    const named = new Set(listFaults().flatMap((f) => f.requirements));
    const missing = requirements
      .filter((r) => SECTIONS.some((p) => r.id.startsWith(`${p}-`)) && r.level === 'MUST' && r.testable !== false)
      .filter((r) => !named.has(r.id))
      .map((r) => r.id);
    expect(missing).toEqual([]);
  });

  it.concurrent.each(Object.entries(TABLE))('%s fails %j', async (fault, expected) => {
    const failOn = SHOULD_ONLY.has(fault) ? 'should' : 'must';
    const report = await runSuite({ embedded: { fault }, only: CHECKS, runs: 10, seed: 1, failOn });
    expect(report.target.reachable).toBe(true);
    expect(report.summary.verdict, `verdict with --fail-on ${failOn}`).toBe('fail');
    const failed = failing(report);
    expect(expected.filter((id) => !failed.includes(id)), describeFailures(report)).toEqual([]);
    for (const result of report.results.filter((r) => r.status === 'failed')) {
      // Every failure says what is wrong and carries evidence a person can replay.
      expect(result.message, result.id).toBeTruthy();
      expect(result.evidence.length, result.id).toBeGreaterThan(0);
    }
    // A signature never reaches the report, not even one the server echoed back.
    expect(JSON.stringify(report)).not.toMatch(/X-Signature [A-Za-z0-9+/]{16,}/);
  });

  it.concurrent.each(PRISTINE)('no false failure, nothing skipped: $name', async ({ profile, datetimeFormat }) => {
    const report = await runSuite({
      embedded: profile ? { profile } : {}, only: CHECKS, runs: 10, seed: 1, ...(datetimeFormat ? { datetimeFormat } : {}),
    });
    expect(report.target.reachable).toBe(true);
    expect(failing(report), describeFailures(report)).toEqual([]);
    // The embedded server has two accounts and every kind of data: isolation checks run, none skips.
    const skipped = report.results.filter((r) => r.status === 'skipped').map((r) => `${r.id}: ${r.message ?? ''}`);
    expect(skipped).toEqual([]);
    expect(report.results.filter((r) => r.id.startsWith('isolation.')).map((r) => r.status)).toEqual(
      ['passed', 'passed', 'passed', 'passed'],
    );
    expect(report.results.length).toBe(39);
  });
});
