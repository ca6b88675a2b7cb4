// `judgeExchanges: false`: a check's result is its own decision, without the single-exchange rules'
// findings the run's judge would add under its codes (what a check's own table test needs).
import type { Check } from '@tarc/conformance';
import { describe, expect, it } from 'vitest';
import { runSuite } from './run-suite.js';

// A check that reads the wallets and decides nothing, under the id whose codes the judge reports a
// wallet of the wrong type under.
const readsWallets: Check<string> = {
  id: 'account-wallets.schema',
  title: 'reads the wallets, judges nothing',
  requirements: ['WAL-LIST'],
  codes: {},
  needs: { credentials: true },
  section: 'Endpoints > GET /v1/account-wallets',
  async run(ctx) {
    await ctx.http.get('/v1/account-wallets');
    return { status: 'passed' };
  },
};

const run = (judgeExchanges?: boolean) =>
  runSuite({
    seed: 1,
    runs: 3,
    horizonDays: 1,
    checks: [readsWallets],
    embedded: { orders: 100, fault: 'wallets-total-fund-number' },
    ...(judgeExchanges === undefined ? {} : { judgeExchanges }),
  });

describe('judgeExchanges', () => {
  it("adds the judge's findings to the check by default, and nothing when false", async () => {
    const judged = (await run()).results[0]!;
    expect(judged.status).toBe('failed');
    expect(judged.findings.length).toBeGreaterThan(0);
    const alone = (await run(false)).results[0]!;
    expect(alone.status, alone.message).toBe('passed');
    expect(alone.findings).toEqual([]);
  });
});
