// Issue 11 item 5: a 2xx to forged credentials fails whenever valid credentials get 2xx, whether or
// not the body holds records; a target that refuses everything is not evaluated (refused), not judged.
import { runSuite } from '@tarc/runner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHostileTarget, type HostileTarget } from '../../support/hostile-target.js';

const REJECTION_CHECKS = ['authentication.no-credentials', 'authentication.bad-signature', 'authentication.unknown-key'];

let target: HostileTarget;

beforeAll(async () => {
  target = await startHostileTarget(() => ({ status: 200, body: '[]' }));
});

afterAll(async () => {
  await target.close();
});

async function run() {
  const report = await runSuite({
    baseUrl: target.baseUrl,
    credentials: { apiKey: 'hostile-key', apiSecret: 'hostile-secret' },
    only: REJECTION_CHECKS,
    runs: 1,
    seed: 1,
    horizonDays: 90,
    timeoutMs: 5_000,
  });
  return Object.fromEntries(report.results.map((r) => [r.id, r]));
}

describe('forged credentials on an account without records', () => {
  it('an empty 200 to every request, forged or not, fails each rule with its own code', async () => {
    target.use(() => ({ status: 200, body: '[]' }));
    const results = await run();
    expect(results['authentication.no-credentials']?.findings?.map((f) => f.code)).toContain('authentication.no-credentials/accepted-without-credentials');
    expect(results['authentication.bad-signature']?.findings?.map((f) => f.code)).toContain('authentication.bad-signature/accepted-bad-signature');
    expect(results['authentication.unknown-key']?.findings?.map((f) => f.code)).toContain('authentication.unknown-key/accepted-unknown-key');
    for (const id of REJECTION_CHECKS) expect(results[id]?.status, id).toBe('failed');
  });

  it("a 401 to every request, valid credentials included, stops the run before any check: the credentials are the user's to fix", async () => {
    target.use(() => ({ status: 401, body: '{"status": 401}' }));
    const report = await runSuite({
      baseUrl: target.baseUrl,
      credentials: { apiKey: 'hostile-key', apiSecret: 'hostile-secret' },
      only: REJECTION_CHECKS,
      runs: 1,
      seed: 1,
    });
    expect(report.error?.kind).toBe('configuration');
    expect(report.error?.message).toMatch(/credentials were refused/);
    expect(report.results).toEqual([]);
  });

  it('a 401 to forged and valid requests alike, once preflight passed, is not evaluated (refused), never passed', async () => {
    let wallets = 0;
    // The control request is accepted at preflight (first two GETs of account-wallets), refused after.
    target.use((path) => (path === '/v1/account-wallets' && ++wallets <= 2 ? { status: 200, body: '[]' } : { status: 401, body: '{"status": 401}' }));
    const results = await run();
    for (const id of REJECTION_CHECKS) {
      expect(results[id]?.status, id).toBe('not-evaluated');
      expect(['refused', 'unobservable']).toContain(results[id]?.reason);
    }
  });
});
