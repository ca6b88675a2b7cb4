import { noData } from '../../support/index.js';
import type { Check } from '../../types.js';
import { probeOrdersValidation, validationProbeCodes } from './_support/validation-probe.js';

/** "When status=Canceled is sent to GET /v1/orders, then a 400 validation error is returned." */
export const ordersCanceledStatus: Check = {
  id: 'errors.orders-canceled-status',
  title: 'GET /v1/orders with status=Canceled: 400 validation error',
  requirements: ['ERR-ORD-CANCELED-400', 'ERR-400-ERRORS-KEYED', 'ERR-PROBLEM-FIELDS', 'ERR-PROBLEM-TYPE', 'ERR-PROBLEM-TITLE', 'ERR-STATUS-MATCHES'],
  codes: validationProbeCodes([]),
  needs: { credentials: true, brokerPairs: 1 },
  section: 'Errors',
  endpoint: 'GET /v1/orders',
  run(ctx) {
    const pair = ctx.discovery.brokerPairs?.find((p) => typeof p.symbol === 'string');
    if (!pair) return Promise.resolve(noData('discovery found no broker pair, so the request could not be valid but for its status'));
    // Which key carries the message is not said, so none is required.
    return probeOrdersValidation(ctx, { pairSymbol: pair.symbol, orderIdAfter: '0', status: 'Canceled' }, [], 'status=Canceled');
  },
};
