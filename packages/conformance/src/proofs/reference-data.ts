// Mutation rows of the reference-data, error and general faults (faults/reference-data.ts, errors.ts).
import type { ProofRow } from './types.js';

export const REFERENCE_DATA_ROWS = [
  { fault: 'broker-pairs-scale-8-digits', fails: ['reference-data.broker-pairs-scale/not-16-digits'] },
  { fault: 'broker-pairs-keyed-by-symbol', fails: ['general.bare-arrays/not-bare-array', 'reference-data.broker-pairs-schema/not-json-array'] },
  {
    fault: 'broker-pairs-symbol-filter-ignored',
    fails: ['reference-data.broker-pairs-symbol-filter/filter-not-exact', 'reference-data.broker-pairs-symbol-filter/unknown-symbol-returns-pairs'],
  },
  { fault: 'broker-pairs-symbol-not-composed', fails: ['reference-data.broker-pairs-symbol-composed/not-composed'], failOn: 'should' },
  { fault: 'broker-pairs-decimal-numbers', fails: ['general.decimal-strings/not-decimal-string', 'reference-data.broker-pairs-schema/record-type'] },
  { fault: 'crypto-assets-scale-mismatch', fails: ['reference-data.crypto-assets-scale/not-asset-scale'] },
  // Past the 1,000 records the judge validates of one answer: the check reads the unpaged list whole.
  { fault: 'crypto-assets-scale-past-1000', fails: ['reference-data.crypto-assets-scale/not-asset-scale'] },
  { fault: 'crypto-assets-dangling-network', fails: ['reference-data.crypto-assets-network-exists/unknown-network'] },
  { fault: 'crypto-assets-numeric-ids', fails: ['general.identifiers-strings/not-string-id', 'reference-data.crypto-assets-schema/record-type'] },
  { fault: 'network-family-id-mismatch', fails: ['reference-data.network-families-family-id/family-id-differs'] },
  { fault: 'network-families-without-networks', fails: ['reference-data.network-families-schema/record-required'] },
  { fault: 'fee-levels-level-as-text', fails: ['reference-data.fee-levels-complete/not-levels-1-to-8', 'reference-data.fee-levels-schema/record-type'] },
  { fault: 'fee-levels-level-8-missing', fails: ['reference-data.fee-levels-complete/not-levels-1-to-8'] },
  { fault: 'fee-levels-wrong-taker', fails: ['reference-data.fee-levels-values/not-table-value'] },
  { fault: 'fee-levels-bad-text', fails: ['reference-data.fee-levels-text/not-percent-text'] },
  { fault: 'fee-levels-top-band-closed', fails: ['reference-data.fee-levels-top-band/top-band-closed'] },
  { fault: 'fee-levels-not-served', fails: ['general.endpoints-under-v1/not-served', 'reference-data.fee-levels-schema/unexpected-status'] },
  { fault: 'crypto-assets-envelope', fails: ['general.bare-arrays/not-bare-array', 'reference-data.crypto-assets-schema/not-json-array'] },
  { fault: 'fee-levels-status-203', fails: ['general.success-200-json/not-200'] },
  // A proxy turning the 404 of an unknown id into an empty 403, with credentials the control request shows valid.
  { fault: 'not-found-as-empty-403', fails: ['errors.order-not-found/refused-valid-credentials', 'errors.trade-not-found/refused-valid-credentials'] },
  { fault: 'not-found-with-errors', fails: ['errors.order-not-found/errors-on-404', 'errors.trade-not-found/errors-on-404'] },
  { fault: 'not-found-without-trace-id', fails: ['errors.order-not-found/trace-id-not-string', 'errors.trade-not-found/trace-id-not-string'] },
  { fault: 'not-found-status-mismatch', fails: ['errors.order-not-found/status-mismatch', 'errors.trade-not-found/status-mismatch'] },
  { fault: 'not-found-wrong-type', fails: ['errors.order-not-found/type-wrong-section', 'errors.trade-not-found/type-wrong-section'] },
  {
    fault: 'problem-status-as-text',
    fails: [
      'errors.order-not-found/status-not-integer',
      'errors.orders-400-body/status-not-integer',
      'errors.trade-not-found/status-not-integer',
      'orders.pair-unknown-400/status-not-integer',
      'orders.status-canceled-400/status-not-integer',
    ],
  },
  {
    fault: 'validation-title-generic',
    fails: ['errors.orders-400-body/title-wrong', 'orders.pair-unknown-400/title-wrong', 'orders.status-canceled-400/title-wrong'],
  },
  {
    fault: 'validation-errors-pascal-case-keys',
    fails: [
      'errors.orders-400-body/errors-key-not-parameter',
      'errors.orders-400-body/no-message-on-created-at-before',
      'errors.orders-400-body/no-message-on-order-id-after',
      'errors.orders-400-body/no-message-on-pair-symbol',
      'orders.pair-unknown-400/errors-key-not-parameter',
      'orders.pair-unknown-400/unknown-pair-no-key-message',
      'orders.status-canceled-400/errors-key-not-parameter',
    ],
  },
  {
    fault: 'orders-canceled-status-accepted',
    fails: [
      'orders.status-canceled-400/canceled-not-400',
      'orders.status-canceled-400/closed-and-canceled-not-400',
      'orders.status-canceled-any-case/canceled-accepted',
    ],
  },
  {
    fault: 'orders-canceled-any-case-accepted',
    fails: ['orders.status-canceled-any-case/canceled-accepted', 'orders.status-canceled-any-case/canceled-listed'],
    profile: { enumCase: 'insensitive' },
  },
  {
    fault: 'orders-unknown-pair-500',
    fails: ['general.no-5xx/server-error', 'orders.invalid-query-property/invalid-not-400', 'orders.pair-unknown-400/unknown-pair-not-400'],
  },
  {
    fault: 'query-repeated-parameter-last-wins',
    fails: ['general.string-array-exploded/repeated-values-lost', 'orders.status-filter/multi-value-misses', 'orders.type-filter/multi-value-misses'],
  },
  { fault: 'query-names-case-insensitive', fails: ['general.parameter-names-case-sensitive/name-read-case-insensitively'], failOn: 'should' },
  { fault: 'server-error-on-bad-page', fails: ['general.no-5xx/server-error'] },
] as const satisfies readonly ProofRow[];
