// reference-data.fee-levels-top-band on canned lists: the bands' lower bounds read from any
// human-readable form, the trailing plus on the top level only.
import { describe, expect, it } from 'vitest';
import { cannedContext, codesOf } from '../../../test/support/canned-context.js';
import { feeLevelsTopBand } from './fee-levels-top-band.js';
import { volumeRangeLowerBound } from './_support/volume-range.js';
import { checkTable } from '#test-support/check-table.js';

const BOUNDS = [0, 100_000, 500_000, 2_500_000, 10_000_000, 25_000_000, 50_000_000, 100_000_000];

function levels(range: (lower: number, upper: number | undefined) => string) {
  return BOUNDS.map((lower, i) => ({ level: i + 1, volumeRange: range(lower, BOUNDS[i + 1]), makerFee: '%0.1 (0.001)', takerFee: '%0.12 (0.0012)' }));
}
const grouped = (n: number) => n.toLocaleString('en-US');
const short = (n: number) => (n >= 1e6 ? `${n / 1e6}M` : n >= 1e3 ? `${n / 1e3}K` : String(n));

describe('reference-data.fee-levels-top-band on canned lists', () => {
  it.each([
    ['grouped bounds', levels((l, u) => (u === undefined ? `${grouped(l)}+` : `${grouped(l)} - ${grouped(u)}`)), 'passed', []],
    ['K and M suffixes', levels((l, u) => (u === undefined ? `${short(l)}+` : `${short(l)}-${short(u)} USDT`)), 'passed', []],
    ['upper bound written just below the next', levels((l, u) => (u === undefined ? `>= ${l}+` : `${l} to ${u - 0.01}`)), 'passed', []],
    ['bands in thousands', levels((l, u) => (u === undefined ? `${l / 1000}+` : `${l / 1000} - ${u / 1000}`)), 'failed', ['lower-bound-differs']],
    ['bands shifted by one level', levels((l, u) => (u === undefined ? `${l}+` : `${u} - ${u * 2}`)), 'failed', ['lower-bound-differs']],
    ['no trailing plus on top', levels((l, u) => `${l} - ${u ?? l * 2}`), 'failed', ['top-band-closed']],
  ] as const)('%s', async (_, list, status, codes) => {
    const outcome = await feeLevelsTopBand.run(cannedContext({ respond: () => ({ status: 200, json: list }) }));
    expect(outcome.status, outcome.message).toBe(status);
    expect(codesOf(outcome)).toEqual(codes);
  });

  it('reads the first number of the text', () => {
    expect(volumeRangeLowerBound('100 000 – 500 000')).toBe(100_000);
    expect(volumeRangeLowerBound('2.5M - 10M')).toBe(2_500_000);
    expect(volumeRangeLowerBound('up to a lot')).toBeUndefined();
  });
});

checkTable(feeLevelsTopBand, {
  fails: [
    { fault: 'fee-levels-lower-band-open', codes: ['lower-band-open'] },
    { fault: 'fee-levels-top-band-closed', codes: ['top-band-closed'] },
    { fault: 'fee-levels-bands-in-thousands', codes: ['lower-bound-differs'] },
  ],
});
