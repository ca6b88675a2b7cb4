import { recordsOfOtherPairs, sampleFindingsOutcome } from '#support/record-sample.js';
import { RECORD_CODES } from '#support/records.js';
import { pickCodes } from '#support/codes.js';
import type { Check } from '#types';
import { sampleOrders } from './_support/sample.js';
import { LIST_ENDPOINT } from '#support/orders-target.js';

/** "Orders, trades, wallets and broker pairs use 16 fractional digits.", on every discovered pair. */
export const ordersDecimalScale = {
  id: 'orders.decimal-scale',
  title: 'Orders: every decimal string carries 16 fractional digits',
  requirements: ['ORD-RES-DECIMAL-SCALE'],
  codes: pickCodes(RECORD_CODES, 'record-scale'),
  needs: { credentials: true, orders: 1 },
  section: 'Resources and their fields > Order',
  endpoint: LIST_ENDPOINT,
  async run(ctx) {
    const sample = await sampleOrders(ctx);
    if ('status' in sample) return sample;
    // Every discovered pair, not only the sampled ones: the others from the lists the run already read.
    const others = recordsOfOtherPairs(ctx, '/v1/orders', sample.records);
    return sampleFindingsOutcome(
      'order',
      'orders',
      [...sample.records, ...others.records],
      [...sample.sources, ...others.sources],
      { codes: ['scale'] },
      `${sample.records.length} sampled orders and those of ${others.pairs.length} other pairs the run read checked`,
    );
  },
} as const satisfies Check;
