import type { Check } from '#types';
import { probeOrdersValidation, VALIDATION_PROBE_CODES } from './_support/validation-probe.js';
import type { RequiredKey, RequiredKeyCode } from './_support/validation-probe.js';

const REQUIRED = [
  { key: 'pairSymbol', requirement: 'ERR-ORD-PAIR-REQUIRED' },
  { key: 'orderIdAfter', requirement: 'ERR-ORD-BOTH-MISSING' },
  { key: 'createdAtBefore', requirement: 'ERR-ORD-BOTH-MISSING' },
] as const satisfies readonly RequiredKey[];

/** The code of each required key's missing message, written out; `satisfies` holds them to REQUIRED. */
const REQUIRED_KEY_CODES = {
  'no-message-on-pair-symbol': 'a 400 of GET /v1/orders has no message on errors.pairSymbol, which the rule names',
  'no-message-on-order-id-after': 'a 400 of GET /v1/orders has no message on errors.orderIdAfter, which the rule names',
  'no-message-on-created-at-before': 'a 400 of GET /v1/orders has no message on errors.createdAtBefore, which the rule names',
} as const satisfies Record<RequiredKeyCode<(typeof REQUIRED)[number]['key']>, string>;

/**
 * Rules 1-3 of "Errors" on one request with no parameters: pairSymbol is missing, and both
 * orderIdAfter and createdAtBefore are missing.
 */
export const orders400Body = {
  id: 'errors.orders-400-body',
  title: 'GET /v1/orders without pairSymbol, orderIdAfter and createdAtBefore: 400 problem body with errors on each key',
  requirements: [
    'ERR-400-ERRORS-KEYED',
    'ERR-ORD-BOTH-MISSING',
    'ERR-ORD-PAIR-REQUIRED',
    'ERR-ORD-ACCOUNTID',
    'ERR-PROBLEM-FIELDS',
    'ERR-PROBLEM-TYPE',
    'ERR-PROBLEM-TITLE',
    'ERR-STATUS-MATCHES',
  ],
  codes: { ...VALIDATION_PROBE_CODES, ...REQUIRED_KEY_CODES },
  needs: { credentials: true },
  section: 'Errors',
  endpoint: 'GET /v1/orders',
  run(ctx) {
    return probeOrdersValidation(ctx, {}, REQUIRED, 'no pairSymbol, orderIdAfter or createdAtBefore');
  },
} as const satisfies Check;
