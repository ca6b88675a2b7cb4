import { sampleFindingsOutcome } from '#support/record-sample.js';
import { recordCodesOf } from '#support/records.js';
import type { Check } from '#types';
import { sampleOrders } from './_support/sample.js';
import { LIST_ENDPOINT } from '#support/orders-target.js';

/** Every field of the Order table with its type, the enums as written, createdAt a timestamp. */
export const ordersSchema = {
  id: 'orders.schema',
  title: 'Orders (list and single): fields, types, enums and timestamp format of the Order table',
  requirements: ['ORD-RES-FIELDS', 'ORD-RES-ENUMS', 'ORD-RES-TIMESTAMP', 'ORD-LIST-RESPONSE'],
  codes: recordCodesOf('order', 'scale'),
  codeRequirements: {
    'record-required': ['ORD-RES-FIELDS', 'ORD-LIST-RESPONSE'],
    'record-type': ['ORD-RES-FIELDS', 'ORD-LIST-RESPONSE'],
    'record-format': ['ORD-RES-FIELDS', 'ORD-RES-TIMESTAMP', 'ORD-LIST-RESPONSE'],
    'record-enum': ['ORD-RES-ENUMS', 'ORD-LIST-RESPONSE'],
    'not-json-array': ['ORD-LIST-RESPONSE'],
  },
  needs: { credentials: true, orders: 1 },
  section: 'Resources and their fields > Order',
  endpoint: LIST_ENDPOINT,
  async run(ctx) {
    const sample = await sampleOrders(ctx);
    if ('status' in sample) return sample;
    // Extra fields are at most SHOULD (OPEN-POINTS #13): lenient mode; scale is orders.decimal-scale.
    return sampleFindingsOutcome('order', 'orders', sample.records, sample.sources, { excludeCodes: ['scale', 'extra-field'] });
  },
} as const satisfies Check;
