// The gateway sweep fails on a difference seen once, and says whether a second pair repeated it.
import { describe, expect, it } from 'vitest';
import { gatewayDifference, type VerdictPair } from './gateway-difference.js';
import type { Verdict } from './gateway.js';

const pass: Verdict = { verdict: 'pass', statuses: [], codes: [] };
const failed: Verdict = { verdict: 'fail', statuses: ['orders.decimal-scale: failed'], codes: ['orders.decimal-scale/scale'] };
const notEvaluated: Verdict = { verdict: 'inconclusive', statuses: ['orders.decimal-scale: not-evaluated'], codes: [] };
const pair = (direct: Verdict, behind: Verdict): VerdictPair => ({ direct, behind });

describe('gatewayDifference', () => {
  it('is undefined when the pair agrees, and runs no second pair', async () => {
    let rerun = 0;
    const again = async () => {
      rerun++;
      return pair(pass, pass);
    };
    expect(await gatewayDifference(pair(failed, failed), again)).toBeUndefined();
    expect(rerun).toBe(0);
  });

  it('fails on a difference the second pair does not show, saying it was seen once', async () => {
    const difference = await gatewayDifference(pair(failed, notEvaluated), async () => pair(failed, failed));
    expect(difference).toBe(
      'differs behind the gateway: verdict fail direct, inconclusive behind; statuses only direct: orders.decimal-scale: failed; ' +
        'statuses only behind: orders.decimal-scale: not-evaluated; codes only direct: orders.decimal-scale/scale. Seen once: a second pair of runs agreed',
    );
  });

  it('says when the second pair differs the same way, or otherwise', async () => {
    expect(await gatewayDifference(pair(failed, pass), async () => pair(failed, pass))).toMatch(/\. Repeated: a second pair of runs differed the same way$/);
    expect(await gatewayDifference(pair(failed, pass), async () => pair(failed, notEvaluated))).toMatch(
      /\. Repeated otherwise: a second pair of runs verdict fail direct, inconclusive behind; /,
    );
  });

  it('still fails when the second pair cannot run, saying whether it repeats is unknown', async () => {
    const difference = await gatewayDifference(pair(pass, failed), async () => {
      throw new Error('server did not start');
    });
    expect(difference).toMatch(/^differs behind the gateway: .*\. Whether it repeats is unknown: the second pair of runs failed \(server did not start\)$/);
  });
});
