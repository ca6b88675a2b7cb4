// Trade: denominatorAmount, feeAmount, taxAmount are "signed; a Buy trade carries a negative value".
import { isDecimalString, isPositiveDecimal } from '../decimals.js';
import { shownValue, type Finding } from './finding.js';

export const BUY_NEGATIVE_FIELDS = /* @__PURE__ */ Object.freeze(['denominatorAmount', 'feeAmount', 'taxAmount'] as const);

/**
 * For a Buy trade, denominatorAmount, feeAmount and taxAmount must not be above zero (negative when
 * non-zero; a zero fee or tax is allowed, in any sign). Sell trades are not checked: the spec states
 * only the Buy rule, not the sign of a Sell trade's amounts (open point #11 in the README).
 */
export function checkBuyTradeSigns(trade: Readonly<Record<string, unknown>>): Finding[] {
  if (trade.side !== 'Buy') return [];
  const findings: Finding[] = [];
  for (const field of BUY_NEGATIVE_FIELDS) {
    const value = trade[field];
    if (isDecimalString(value) && isPositiveDecimal(value)) {
      findings.push({ field, code: 'sign', message: `${field} of a Buy trade must be negative, got ${shownValue(value)}` });
    }
  }
  return findings;
}
