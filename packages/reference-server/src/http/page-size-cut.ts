// OPEN-POINTS #7 read the other way: a pageSize above the maximum of trades, crypto-withdrawals or
// crypto-deposits is cut to the maximum instead of refused (either way it is not honoured).
import { TRADES_PAGE_SIZE, TRANSFERS_PAGE_SIZE } from '@tarc/domain';
import type { EndpointName } from '../types.js';

const MAXIMUM: Partial<Record<EndpointName, number>> = {
  trades: TRADES_PAGE_SIZE.max,
  'crypto-withdrawals': TRANSFERS_PAGE_SIZE.max,
  'crypto-deposits': TRANSFERS_PAGE_SIZE.max,
};

/** The query with a single plain-integer pageSize above the endpoint's maximum replaced by it. */
export function cutPageSize(endpoint: EndpointName, params: URLSearchParams): URLSearchParams {
  const max = MAXIMUM[endpoint];
  const sent = params.getAll('pageSize');
  if (max === undefined || sent.length !== 1 || !/^\d+$/.test(sent[0]!) || Number(sent[0]) <= max) return params;
  const cut = new URLSearchParams(params);
  cut.set('pageSize', String(max));
  return cut;
}
