// Faults that show only beyond a sample (issue 22, "every rule on every sample"): each breaks a rule
// under one general condition (a later page, another query mode, a malformed id, a filter matching
// nothing...) that a check reading only page 1, one mode or one pair would miss.
import type { Fault } from './types.js';

export const EVERY_SAMPLE_FAULTS: readonly Fault[] = [
  {
    name: 'success-labelled-text-plain',
    description: 'Every 200 answer carries its JSON body with Content-Type text/plain.',
    requirements: ['GEN-SUCCESS-JSON-MEDIA-TYPE'],
    hooks: {
      successHeaders: () => ({ 'content-type': 'text/plain; charset=utf-8' }),
    },
  },
  {
    name: 'fee-levels-bands-in-thousands',
    description: 'Every fee level writes its volumeRange in thousands of USDT without saying so ("100 - 500" for 100,000 to 500,000).',
    requirements: ['FEE-VOLUME-RANGE-LOWER-BOUND'],
    hooks: {
      record(c) {
        if (c.kind !== 'feeLevel' || typeof c.record.volumeRange !== 'string') return;
        c.record.volumeRange = c.record.volumeRange.replace(/\d{1,3}(?:,\d{3})*/g, (n) => {
          const thousands = Number(n.replace(/,/g, '')) / 1000;
          return thousands.toLocaleString('en-US');
        });
      },
    },
  },
  {
    name: 'orders-both-missing-message-names-one-key',
    description: 'When orderIdAfter and createdAtBefore are both missing, the message on each key names only that key ("OrderIdAfter is required.").',
    requirements: ['ERR-ORD-BOTH-MISSING-MESSAGE'],
    hooks: {
      problem(c) {
        const errors = c.body.errors as Record<string, string[]> | undefined;
        if (c.endpoint !== 'orders' || !errors) return;
        for (const key of ['orderIdAfter', 'createdAtBefore']) {
          if (errors[key]?.some((m) => / or /.test(m))) errors[key] = [`${key[0]!.toUpperCase()}${key.slice(1)} is required.`];
        }
      },
    },
  },
  {
    name: 'orders-pair-message-always-required',
    description: 'GET /v1/orders says "The PairSymbol field is required." on errors.pairSymbol whatever the cause, an unknown pair included.',
    requirements: ['ERR-ORD-PAIR-MESSAGES'],
    hooks: {
      problem(c) {
        const errors = c.body.errors as Record<string, string[]> | undefined;
        if (c.endpoint === 'orders' && errors?.pairSymbol) errors.pairSymbol = ['The PairSymbol field is required.'];
      },
    },
  },
];
