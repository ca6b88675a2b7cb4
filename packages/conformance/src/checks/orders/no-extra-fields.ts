import { sampleFindingsOutcome } from '#support/record-sample.js';
import { RECORD_CODES } from '#support/records.js';
import { pickCodes } from '#support/codes.js';
import type { Check } from '#types';
import { sampleOrders } from './_support/sample.js';
import { LIST_ENDPOINT } from '#support/orders-target.js';

/** OPEN-POINTS #13: fields beyond the Order table's are reported at SHOULD, never MUST. */
export const ordersNoExtraFields = {
  id: 'orders.no-extra-fields',
  title: 'Orders carry only the fields the Order table lists',
  requirements: ['ORD-RES-NO-EXTRA-FIELDS'],
  codes: pickCodes(RECORD_CODES, 'record-extra-field'),
  needs: { credentials: true, orders: 1 },
  section: 'Resources and their fields > Order',
  endpoint: LIST_ENDPOINT,
  async run(ctx) {
    const sample = await sampleOrders(ctx);
    if ('status' in sample) return sample;
    return sampleFindingsOutcome('order', 'orders', sample.records, sample.sources, { mode: 'strict', codes: ['extra-field'] });
  },
} as const satisfies Check;
