// Mutation rows of the reference-data, error and general faults (faults/reference-data.ts, errors.ts).
import type { MutationRow } from './types.js';

export const REFERENCE_DATA_ROWS: readonly MutationRow[] = [
  { fault: 'broker-pairs-scale-8-digits', fails: ['reference-data.broker-pairs-scale'] },
  { fault: 'broker-pairs-keyed-by-symbol', fails: ['reference-data.broker-pairs-schema', 'general.bare-arrays'] },
  { fault: 'broker-pairs-symbol-filter-ignored', fails: ['reference-data.broker-pairs-symbol-filter'] },
  { fault: 'broker-pairs-symbol-not-composed', fails: ['reference-data.broker-pairs-symbol-composed'], failOn: 'should' },
  { fault: 'broker-pairs-decimal-numbers', fails: ['reference-data.broker-pairs-schema', 'general.decimal-strings'] },
  { fault: 'crypto-assets-scale-mismatch', fails: ['reference-data.crypto-assets-scale'] },
  { fault: 'crypto-assets-dangling-network', fails: ['reference-data.crypto-assets-network-exists'] },
  { fault: 'crypto-assets-numeric-ids', fails: ['reference-data.crypto-assets-schema', 'general.identifiers-strings'] },
  { fault: 'network-family-id-mismatch', fails: ['reference-data.network-families-family-id'] },
  { fault: 'network-families-without-networks', fails: ['reference-data.network-families-schema'] },
  { fault: 'fee-levels-level-as-text', fails: ['reference-data.fee-levels-schema', 'reference-data.fee-levels-complete'] },
  { fault: 'fee-levels-level-8-missing', fails: ['reference-data.fee-levels-complete'] },
  { fault: 'fee-levels-wrong-taker', fails: ['reference-data.fee-levels-values'] },
  { fault: 'fee-levels-bad-text', fails: ['reference-data.fee-levels-text'] },
  { fault: 'fee-levels-top-band-closed', fails: ['reference-data.fee-levels-top-band'] },
  { fault: 'fee-levels-not-served', fails: ['general.endpoints-under-v1', 'reference-data.fee-levels-schema'] },
  { fault: 'crypto-assets-envelope', fails: ['general.bare-arrays', 'reference-data.crypto-assets-schema'] },
  { fault: 'fee-levels-status-203', fails: ['general.success-200-json'] },
  // A proxy turning the 404 of an unknown id into an empty 403, with credentials the control request shows valid.
  { fault: 'not-found-as-empty-403', fails: ['errors.order-not-found', 'errors.trade-not-found'] },
  { fault: 'not-found-with-errors', fails: ['errors.order-not-found', 'errors.trade-not-found'] },
  { fault: 'not-found-without-trace-id', fails: ['errors.order-not-found', 'errors.trade-not-found'] },
  { fault: 'not-found-status-mismatch', fails: ['errors.order-not-found', 'errors.trade-not-found'] },
  { fault: 'not-found-wrong-type', fails: ['errors.order-not-found', 'errors.trade-not-found'] },
  {
    fault: 'problem-status-as-text',
    fails: [
      'errors.order-not-found',
      'errors.trade-not-found',
      'errors.orders-400-body',
      'errors.orders-unknown-pair',
      'errors.orders-canceled-status',
    ],
  },
  { fault: 'validation-title-generic', fails: ['errors.orders-400-body', 'errors.orders-unknown-pair', 'errors.orders-canceled-status'] },
  {
    fault: 'validation-errors-pascal-case-keys',
    fails: ['errors.orders-400-body', 'errors.orders-unknown-pair', 'errors.orders-canceled-status'],
  },
  { fault: 'orders-canceled-status-accepted', fails: ['errors.orders-canceled-status', 'orders.status-canceled-400'] },
  { fault: 'orders-unknown-pair-500', fails: ['errors.orders-unknown-pair', 'general.no-5xx', 'orders.pair-unknown-400', 'orders.invalid-query-property'] },
  { fault: 'query-repeated-parameter-last-wins', fails: ['general.string-array-exploded'] },
  { fault: 'query-names-case-insensitive', fails: ['general.parameter-names-case-sensitive'], failOn: 'should' },
  { fault: 'server-error-on-bad-page', fails: ['general.no-5xx'] },
];
