import { describe, expect, it } from 'vitest';
import { parseDateTimeInput, type Instant } from '../instant.js';
import { validateCryptoDepositsQuery, validateCryptoWithdrawalsQuery } from './transfers.js';

const at = (text: string) => parseDateTimeInput(text) as Instant;
const both = [
  ['withdrawals', validateCryptoWithdrawalsQuery],
  ['deposits', validateCryptoDepositsQuery],
] as const;

describe.each(both)('crypto %s query', (_name, validate) => {
  const run = (q: string) => validate(new URLSearchParams(q));

  it('requires both dates, each on its own key', () => {
    const r = run('');
    expect(r.ok ? undefined : r.problem.errors).toEqual({
      createdAtBefore: ['The CreatedAtBefore field is required.'],
      createdAtAfter: ['The CreatedAtAfter field is required.'],
    });
    const one = run('createdAtBefore=2026-01-01');
    expect(one.ok ? undefined : Object.keys(one.problem.errors)).toEqual(['createdAtAfter']);
  });

  it('applies defaults and never clamps the window', () => {
    const r = run('createdAtAfter=2020-01-01&createdAtBefore=2026-01-01&symbol=BTC');
    expect(r.ok && r.value).toMatchObject({
      symbol: 'BTC',
      window: { after: at('2020-01-01'), before: at('2026-01-01') },
      page: 1,
      pageSize: 100,
      orderBy: 'DESC',
    });
  });

  it.each([
    ['pageSize=1001', 'pageSize'],
    ['pageSize=0', 'pageSize'],
    ['page=-1', 'page'],
    ['orderBy=up', 'orderBy'],
    ['symbol=A&symbol=B', 'symbol'],
    ['createdAtBefore=bad', 'createdAtBefore'],
  ])('rejects %s on %s', (extra, key) => {
    const r = run(`createdAtAfter=2026-01-01&createdAtBefore=2026-02-01&${extra}`);
    expect(r.ok ? undefined : Object.keys(r.problem.errors)).toEqual([key]);
  });

  it('reads orderBy case-insensitively and pageSize up to 1000', () => {
    const r = run('createdAtAfter=2026-01-01&createdAtBefore=2026-02-01&orderBy=asc&pageSize=1000');
    expect(r.ok && [r.value.orderBy, r.value.pageSize]).toEqual(['ASC', 1000]);
  });
});

describe('validateCryptoWithdrawalsQuery', () => {
  it('keeps externalTransactionId', () => {
    const r = validateCryptoWithdrawalsQuery({
      createdAtAfter: '2026-01-01',
      createdAtBefore: '2026-02-01',
      externalTransactionId: 'ext-1',
    });
    expect(r.ok && r.value.externalTransactionId).toBe('ext-1');
  });
  it('rejects externalTransactionId sent twice', () => {
    const r = validateCryptoWithdrawalsQuery(
      new URLSearchParams('createdAtAfter=2026-01-01&createdAtBefore=2026-02-01&externalTransactionId=a&externalTransactionId=b'),
    );
    expect(r.ok ? undefined : Object.keys(r.problem.errors)).toEqual(['externalTransactionId']);
  });
});
