// Which decoded values certainly fail a GET /v1/orders parameter's rule as the spec states it. Where
// the spec leaves a reading open (DATETIME forms, OPEN-POINTS #2; `1.0` or `0x10` for an INT; case of
// enum words; a page of 0 or beyond 32 bits), the value is not "certainly invalid".
import { ORDERS_PAGE_SIZE } from '#spec-constants';

/** The integer a decimal or exponent form stands for, `fraction` when it has one, `other` when it is no such form. */
export function integerReading(text: string): bigint | 'fraction' | 'other' {
  const m = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d{1,4}))?$/.exec(text);
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) return 'other';
  let digits = `${m[2]}${m[3] ?? ''}`.replace(/^0+(?=\d)/, '');
  let exponent = Number(m[4] ?? 0) - (m[3] ?? '').length;
  while (exponent < 0 && digits.endsWith('0')) {
    digits = digits.slice(0, -1);
    exponent++;
  }
  if (exponent < 0 && /[1-9]/.test(digits)) return 'fraction';
  const magnitude = /[1-9]/.test(digits) ? BigInt(digits) * 10n ** BigInt(Math.max(0, Math.min(exponent, 400))) : 0n;
  return m[1] === '-' ? -magnitude : magnitude;
}

/** Readings some server may take as an integer: hexadecimal, digit groups. */
const OTHER_INTEGER_FORMS = /^[+-]?(0[xX][0-9a-fA-F]+|[\d_,]+)$/;

/** Certainly no integer: a fraction, or text no integer reading accepts (`one`, `NaN`, quotes). */
export function certainlyNotInteger(decoded: string): boolean {
  const t = decoded.trim();
  if (t === '') return false; // may be read as absent
  const reading = integerReading(t);
  if (reading === 'fraction') return true;
  return reading === 'other' && !OTHER_INTEGER_FORMS.test(t);
}

/** pageSize of orders: "1 to 50". */
export function certainlyInvalidOrdersPageSize(decoded: string): boolean {
  if (certainlyNotInteger(decoded)) return true;
  const reading = integerReading(decoded.trim());
  return typeof reading === 'bigint' && (reading < BigInt(ORDERS_PAGE_SIZE.min) || reading > BigInt(ORDERS_PAGE_SIZE.max));
}

/** A word outside the listed ones, whatever the case (the case of listed words is left open). */
export const notOneOf =
  (...words: string[]) =>
  (decoded: string): boolean => {
    const t = decoded.trim().toLowerCase();
    return t !== '' && !words.some((w) => w.toLowerCase() === t);
  };

/** A DATETIME with no digit at all is no date in any form. */
export const certainlyNoDateTime = (decoded: string): boolean => decoded.trim() !== '' && !/\d/.test(decoded);

/** pairSymbol "must be an existing pair": anything but a discovered symbol. */
export const notAPair =
  (pairs: readonly string[]) =>
  (decoded: string): boolean =>
    !pairs.includes(decoded);
