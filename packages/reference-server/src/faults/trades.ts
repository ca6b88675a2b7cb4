// Faults of GET /v1/trades and GET /v1/trades/{id}.
import { onRecord } from './helpers.js';
import type { Fault } from './types.js';

const SIGNED_FIELDS = ['denominatorAmount', 'feeAmount', 'taxAmount'] as const;

export const TRADE_FAULTS: readonly Fault[] = [
  {
    name: 'trades-buy-positive-amounts',
    description: 'Buy trades carry positive denominatorAmount, feeAmount and taxAmount.',
    requirements: ['TRD-RES-BUY-NEGATIVE', 'signed; a Buy trade carries a negative value'],
    hooks: onRecord('trade', (record) => {
      if (record.side !== 'Buy') return;
      for (const field of SIGNED_FIELDS) {
        const value = record[field];
        if (typeof value === 'string') record[field] = value.replace(/^-/, '');
      }
    }),
  },
];
