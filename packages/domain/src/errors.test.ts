// Every DomainErrorCode is one a function throws: the record below must name each code (tsc holds
// it to the union), and each entry shows the call that throws it.
import { describe, expect, it } from 'vitest';
import { hasScale } from './decimals.js';
import type { DomainErrorCode } from './errors.js';
import { feeBandForVolume } from './fee-band-for-volume.js';
import { formatDecimal } from './format/decimal.js';
import { addDays, addMilliseconds, instantFromDate } from './instant.js';
import { validationProblem } from './problems.js';
import { clampDateRange } from './queries/window.js';
import { signRequest } from './signer.js';
import { validateResource } from './validate-resource.js';

const day = instantFromDate(new Date(Date.UTC(2024, 0, 1)));
const THROWERS: Record<DomainErrorCode, readonly (() => unknown)[]> = {
  'invalid-scale': [() => hasScale('1.0', -1), () => formatDecimal('1', 1.5)],
  'invalid-decimal': [() => formatDecimal('one', 2), () => formatDecimal(Number.NaN, 2), () => feeBandForVolume('lots'), () => feeBandForVolume(Number.NaN)],
  'invalid-date': [() => instantFromDate(new Date(Number.NaN))],
  'invalid-amount': [
    () => addDays(day, 1e-9),
    () => addDays(day, Number.POSITIVE_INFINITY),
    () => addDays(day, Number.NaN),
    () => addMilliseconds(day, 0.5),
    () => feeBandForVolume(-1),
    () => feeBandForVolume(Number.POSITIVE_INFINITY),
    () => clampDateRange({ before: day }, 0),
  ],
  'invalid-secret': [() => signRequest({ apiKey: 'k', apiSecret: 'not base64!', stamp: 1, nonce: 'n' })],
  'invalid-argument': [
    () => validationProblem({}),
    () => validateResource('orders' as 'order', {}),
    () => validateResource('order', {}, { mode: 'loose' as 'strict' }),
  ],
};

describe('DomainError codes', () => {
  it.each(Object.entries(THROWERS))('%s is thrown, as a RangeError named DomainError', (code, calls) => {
    for (const call of calls) {
      let thrown: unknown;
      try {
        call();
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(RangeError);
      expect(thrown).toMatchObject({ name: 'DomainError', code });
    }
  });
});
