// Mutation rows of the faults of problem bodies and validation answers (reference-server faults/errors.ts):
// each body field, the keyed errors object, and the 400 an invalid value must get.
import type { ProofRow } from './types.js';

export const PROBLEM_ROWS = [
  // An id that matches nothing answered with another status than 404 (a problem body all the same).
  { fault: 'not-found-as-410', fails: ['errors.order-not-found/not-404', 'errors.trade-not-found/not-404'] },
  { fault: 'not-found-title-generic', fails: ['errors.order-not-found/title-wrong', 'errors.trade-not-found/title-wrong'] },
  {
    fault: 'problem-fields-null',
    fails: [
      'errors.order-not-found/title-not-string',
      'errors.order-not-found/trace-id-not-string',
      'errors.order-not-found/type-not-string',
      'errors.orders-400-body/title-not-string',
      'errors.orders-400-body/trace-id-not-string',
      'errors.orders-400-body/type-not-string',
      'errors.trade-not-found/title-not-string',
      'errors.trade-not-found/trace-id-not-string',
      'errors.trade-not-found/type-not-string',
      'orders.pair-unknown-400/title-not-string',
      'orders.pair-unknown-400/trace-id-not-string',
      'orders.pair-unknown-400/type-not-string',
      'orders.status-canceled-400/title-not-string',
      'orders.status-canceled-400/trace-id-not-string',
      'orders.status-canceled-400/type-not-string',
    ],
  },
  {
    fault: 'problem-body-in-array',
    fails: [
      'errors.order-not-found/not-problem-object',
      'errors.orders-400-body/not-problem-object',
      'errors.trade-not-found/not-problem-object',
      'orders.pair-unknown-400/not-problem-object',
      'orders.status-canceled-400/not-problem-object',
    ],
  },
  {
    fault: 'validation-status-mismatch',
    fails: ['errors.orders-400-body/status-mismatch', 'orders.pair-unknown-400/status-mismatch', 'orders.status-canceled-400/status-mismatch'],
  },
  {
    fault: 'validation-wrong-type',
    fails: ['errors.orders-400-body/type-wrong-section', 'orders.pair-unknown-400/type-wrong-section', 'orders.status-canceled-400/type-wrong-section'],
  },
  {
    fault: 'validation-messages-as-text',
    fails: [
      'errors.orders-400-body/errors-not-message-array',
      'orders.pair-unknown-400/errors-not-message-array',
      'orders.status-canceled-400/errors-not-message-array',
    ],
  },
  // The errors member as a list of messages: no key names a parameter (ERR-400-ERRORS-KEYED, every check that reads a key).
  {
    fault: 'validation-errors-as-list',
    fails: [
      'errors.orders-400-body/errors-not-object',
      'errors.orders-messages/pair-missing-message',
      'fuzz.orders/invalid-not-keyed',
      'orders.both-missing-400/neither-on-created-at-before-no-key-message',
      'orders.both-missing-400/neither-on-order-id-after-no-key-message',
      'orders.invalid-query-property/invalid-no-key-message',
      'orders.invalid-values-400/created-at-after-not-a-date-no-key-message',
      'orders.invalid-values-400/created-at-before-yesterday-no-key-message',
      'orders.invalid-values-400/order-sideways-no-key-message',
      'orders.invalid-values-400/page-first-no-key-message',
      'orders.invalid-values-400/page-size-ten-no-key-message',
      'orders.invalid-values-400/status-open-no-key-message',
      'orders.invalid-values-400/type-buy-hold-no-key-message',
      'orders.invalid-values-400/type-hold-no-key-message',
      'orders.page-size-range/page-size-0-no-key-message',
      'orders.page-size-range/page-size-51-no-key-message',
      'orders.pair-missing-400/pair-omitted-by-id-no-key-message',
      'orders.pair-missing-400/pair-omitted-no-key-message',
      'orders.pair-unknown-400/errors-not-object',
      'orders.pair-unknown-400/unknown-pair-no-key-message',
      'orders.status-canceled-400/errors-not-object',
    ],
  },
  {
    fault: 'orders-invalid-values-ignored',
    fails: [
      'fuzz.orders/invalid-not-400',
      'orders.invalid-query-property/invalid-not-400',
      'orders.invalid-values-400/created-at-after-not-a-date-not-400',
      'orders.invalid-values-400/created-at-before-yesterday-not-400',
      'orders.invalid-values-400/order-sideways-not-400',
      'orders.invalid-values-400/page-first-not-400',
      'orders.invalid-values-400/page-size-ten-not-400',
      'orders.invalid-values-400/status-open-not-400',
      'orders.invalid-values-400/type-buy-hold-not-400',
      'orders.invalid-values-400/type-hold-not-400',
      'orders.page-size-range/page-size-0-not-400',
      'orders.page-size-range/page-size-51-not-400',
    ],
  },
  {
    fault: 'orders-status-filter-refused',
    fails: [
      'general.string-array-exploded/filtered-not-a-list',
      'orders.status-canceled-400/closed-not-accepted',
      'orders.status-canceled-400/partial-not-accepted',
      'orders.status-canceled-400/untouched-not-accepted',
    ],
  },
] as const satisfies readonly ProofRow[];
