import { describe, expect, it } from 'vitest';
import { validateAccountWalletsQuery, validateBrokerPairsQuery } from './filters.js';

describe('account-wallets currencySymbol and broker-pairs symbol', () => {
  it('reads the optional filter; empty is not sent', () => {
    expect(validateAccountWalletsQuery(new URLSearchParams('currencySymbol=BTC'))).toEqual({ ok: true, value: { currencySymbol: 'BTC' } });
    expect(validateAccountWalletsQuery({ currencySymbol: '' })).toEqual({ ok: true, value: {} });
    expect(validateBrokerPairsQuery({ symbol: 'BTC_TRY' })).toEqual({ ok: true, value: { symbol: 'BTC_TRY' } });
    expect(validateBrokerPairsQuery({})).toEqual({ ok: true, value: {} });
  });

  it('sent twice is a 400 on its key', () => {
    const result = validateBrokerPairsQuery(new URLSearchParams('symbol=A&symbol=B'));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problem.errors).toEqual({ symbol: ['Symbol must be sent only once.'] });
  });
});
