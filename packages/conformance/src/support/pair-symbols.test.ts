import { describe, expect, it } from 'vitest';
import type { BrokerPair } from '@tarc/domain';
import type { CheckContext } from '#types';
import { pairSymbols } from './pair-symbols.js';

const ctxWith = (brokerPairs: unknown[] | undefined) => ({ discovery: { brokerPairs: brokerPairs as BrokerPair[] | undefined } }) as unknown as CheckContext;

describe('pairSymbols', () => {
  it('keeps string symbols once, in listed order; never "undefined"', () => {
    expect(pairSymbols(ctxWith([{ symbol: 'B' }, {}, { symbol: 'A' }, { symbol: 'B' }, { symbol: 7 }, { symbol: '' }, null as unknown]))).toEqual(['B', 'A']);
    expect(pairSymbols(ctxWith(undefined))).toEqual([]);
  });
});
