// The wallet, transfer, authentication, isolation and integrity checks against targets that answer
// nonsense: every check ends with a verdict of its own (never "the check threw", never a time-out),
// and no secret leaves the run.
import { runSuite } from '@tarc/runner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_TARGETS, crashedChecks, startHostileTarget, stoppedInPreflight, type HostileTarget, type Target } from '../../support/hostile-target.js';

const CHECKS = ['account-wallets.*', 'crypto-transfers.*', 'authentication.*', 'isolation.*', 'integrity.*'];

const recent = new Date(Date.now() - 86_400_000).toISOString().replace('Z', '0000');
/** A record with every field a check reads, each of the wrong type. */
const odd = JSON.stringify({
  id: 5,
  accountId: 3,
  assetId: null,
  pairSymbol: 7,
  orderId: {},
  currencySymbol: 9,
  externalTransactionId: 1,
  status: null,
  memoTag: 4,
  createdAt: recent,
  updatedAt: 'yesterday',
});

/** What each target answers to every request (lists, lookups and probes alike). */
const TARGETS: Readonly<Record<string, Target>> = {
  ...COMMON_TARGETS,
  'lists of non-objects and odd records': (path) =>
    /^\/v1\/(orders|trades)\/./.test(path)
      ? { status: 200, body: odd }
      : { status: 200, body: `[null, 1, "x", [], ${odd}, {"id": "7", "createdAt": "${recent}", "accountId": "8"}]` },
  'empty arrays': (path) => (/^\/v1\/(orders|trades)\/./.test(path) ? { status: 404, body: '{}' } : { status: 200, body: '[]' }),
};

let target: HostileTarget;

beforeAll(async () => {
  target = await startHostileTarget(TARGETS['not JSON']!);
});

afterAll(async () => {
  await target.close();
});

describe('account checks against hostile targets', () => {
  // One target at a time: they share the server.
  it.each(Object.keys(TARGETS))('%s: every check ends with its own verdict', async (name) => {
    target.use(TARGETS[name]!);
    const report = await runSuite({
      baseUrl: target.baseUrl,
      credentials: { apiKey: 'hostile-key', apiSecret: 'hostile-secret' },
      secondCredentials: { apiKey: 'hostile-key-2', apiSecret: 'hostile-secret-2' },
      only: CHECKS,
      runs: 3,
      seed: 1,
      horizonDays: 90,
      timeoutMs: 5_000,
    });
    expect(report.target.reachable).toBe(true);
    // Refusing the credentials stops the run before any check (exit 2), the user's to fix.
    if (/401/.test(name)) {
      expect(stoppedInPreflight(report), report.error?.message).toBe(true);
      return;
    }
    expect(report.results).toHaveLength(56);
    expect(crashedChecks(report)).toEqual([]);
    for (const r of report.results) {
      expect(r.message, r.id).toBeTruthy();
      if (r.status === 'failed') expect(r.findings.length, r.id).toBeGreaterThan(0);
      if (r.status === 'not-evaluated') expect(r.reason, r.id).toBeTruthy();
    }
    // Honest verdicts: none of these targets shows a wallet or transfer rule held.
    const mine = report.results.filter((r) => /^(account-wallets|crypto-transfers)\./.test(r.id));
    expect(mine.filter((r) => r.status === 'passed').map((r) => r.id)).toEqual([]);
    if (name === 'a 401 for everything') expect(mine.filter((r) => r.reason !== 'refused').map((r) => r.id)).toEqual([]);
    if (name === 'empty arrays') expect(mine.filter((r) => r.reason !== 'no-data' && r.reason !== 'unobservable').map((r) => r.id)).toEqual([]);
    const text = JSON.stringify(report);
    expect(text).not.toContain('hostile-secret');
  });
});
