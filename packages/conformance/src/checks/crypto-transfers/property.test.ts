import { operationOfRequest } from '#support/operations.js';
import type { CryptoAsset, Instant } from '@tarc/domain';
import { describe, expect, it } from 'vitest';
import { DEPOSITS, WITHDRAWALS } from '#support/transfers.js';
import type { SentWindow } from '#support/transfers.js';
import type { Exchange } from '#types';
import { COMMON_CODES } from '#support/outcome.js';
import { checkTable } from '#test-support/check-table.js';
import { depositsProperty, transferInvariant, withdrawalsProperty } from './property.js';
import type { TransferQuery } from './property.js';

const window: SentWindow = {
  query: { createdAtAfter: '2026-01-01T00:00:00.0000000', createdAtBefore: '2026-02-01T00:00:00.0000000' },
  after: '2026-01-01T00:00:00.0000000' as Instant,
  before: '2026-02-01T00:00:00.0000000' as Instant,
  exact: true,
};
const assets = new Map<string, CryptoAsset>([
  ['a1', { id: 'a1', currencySymbol: 'BTC' } as CryptoAsset],
  ['a2', { id: 'a2', currencySymbol: 'ETH' } as CryptoAsset],
]);

const withdrawal = (id: string, createdAt: string, extra: Record<string, unknown> = {}) => ({
  id,
  accountId: '9',
  assetId: 'a1',
  address: 'addr',
  memoTag: null,
  amount: '1.5',
  feeAmount: '0.1',
  transactionHash: '0xab',
  status: 'Pending',
  externalTransactionId: 'x1',
  createdAt,
  updatedAt: createdAt,
  createdBy: 'a@example.com',
  ...extra,
});
const deposit = (id: string, createdAt: string, extra: Record<string, unknown> = {}) => ({
  id,
  accountId: '9',
  assetId: 'a1',
  address: 'addr',
  memoTag: 'm',
  amount: '1.5',
  transactionHash: '0xab',
  status: 'Completed',
  createdAt,
  ...extra,
});

function exchange(json: unknown, status = 200): Exchange {
  return {
    url: 'http://x/v1/crypto-withdrawals',
    request: { path: '/v1/crypto-withdrawals' },
    operation: operationOfRequest('/v1/crypto-withdrawals'),
    status,
    headers: {},
    bodyText: JSON.stringify(json),
    json,
    durationMs: 1,
    evidence: () => ({ request: { method: 'GET', url: 'http://x', headers: {} }, curl: '' }),
  };
}

const q = (extra: Partial<TransferQuery> = {}): TransferQuery => ({ window, ...extra });
const newer = '2026-01-20T00:00:00.0000000';
const older = '2026-01-10T00:00:00.0000000';

describe('transferInvariant', () => {
  it('holds for a conformant page', () => {
    expect(transferInvariant(WITHDRAWALS, q(), exchange([withdrawal('1', newer), withdrawal('2', older)]), assets)).toBeUndefined();
    expect(transferInvariant(DEPOSITS, q({ orderBy: 'ASC' }), exchange([deposit('1', older), deposit('2', newer)]), assets)).toBeUndefined();
  });

  it.each<[string, string, TransferQuery, unknown, number?]>([
    ['not a list', 'not-json-array', q(), { items: [] }],
    ['a 400', 'unexpected-status', q(), [], 400],
    ['more than pageSize', 'over-page-size', q({ pageSize: 1 }), [withdrawal('1', newer), withdrawal('2', older)]],
    ['outside the window', 'outside-window', q(), [withdrawal('1', '2026-02-01T00:00:00.0000001')]],
    ['the window bound after', 'outside-window', q(), [withdrawal('1', '2026-01-01T00:00:00.0000000')]],
    ['ascending by default', 'default-not-descending', q(), [withdrawal('1', older), withdrawal('2', newer)]],
    ['descending for ASC', 'asc-not-ascending', q({ orderBy: 'ASC' }), [withdrawal('1', newer), withdrawal('2', older)]],
    ['ascending for DESC', 'desc-not-descending', q({ orderBy: 'DESC' }), [withdrawal('1', older), withdrawal('2', newer)]],
    ['another symbol', 'other-symbol', q({ symbol: 'ETH' }), [withdrawal('1', newer)]],
    ['another reference', 'other-reference', q({ externalTransactionId: 'x2' }), [withdrawal('1', newer)]],
    ['a status outside the four', 'record-enum', q(), [withdrawal('1', newer, { status: 'Completed' })]],
    ['a missing memoTag', 'record-required', q(), [{ ...withdrawal('1', newer), memoTag: undefined }]],
  ])('breaks on %s (%s)', (_, code, query, json, status) => {
    const broken = transferInvariant(WITHDRAWALS, query, exchange(json, status), assets);
    expect(broken).toMatchObject({ code, message: expect.any(String) });
    expect([...Object.keys(withdrawalsProperty.codes), ...COMMON_CODES]).toContain(broken?.code);
  });

  it.each(['feeAmount', 'updatedAt', 'externalTransactionId', 'createdBy'])('breaks on a deposit carrying %s', (field) => {
    const broken = transferInvariant(DEPOSITS, q(), exchange([deposit('1', newer, { [field]: null })]), assets);
    expect(broken).toMatchObject({ code: 'record-forbidden-field', message: expect.any(String) });
  });

  it('leaves records of unknown assets to the integrity check and ties to any order', () => {
    expect(transferInvariant(WITHDRAWALS, q({ symbol: 'ETH' }), exchange([withdrawal('1', newer, { assetId: 'zz' })]), assets)).toBeUndefined();
    expect(transferInvariant(WITHDRAWALS, q(), exchange([withdrawal('1', newer), withdrawal('2', newer)]), assets)).toBeUndefined();
  });
});

checkTable(withdrawalsProperty, {
  fails: [
    { fault: 'withdrawals-symbol-filter-ignored', codes: ['other-symbol'] },
    { fault: 'lists-window-widened', codes: ['outside-window'] },
    { fault: 'withdrawals-fee-amount-comma', codes: ['record-format'] },
    { fault: 'withdrawals-fields-malformed', codes: ['record-type'] },
    { fault: 'withdrawals-memo-tag-missing', codes: ['record-required'] },
    { fault: 'transfers-order-by-inverted', codes: ['desc-not-descending'] },
    { fault: 'lists-page-one-over-page-size', codes: ['over-page-size'] },
    { fault: 'withdrawals-unknown-status', codes: ['record-enum'] },
    { fault: 'withdrawals-external-transaction-id-filter-ignored', codes: ['other-reference'] },
    // orderBy omitted on two withdrawals or more: its mutation row's property runs.
    { fault: 'withdrawals-default-order-asc', runs: 20, codes: ['default-not-descending'] },
    { fault: 'transfers-order-by-asc-ignored', runs: 30, codes: ['asc-not-ascending'] },
  ],
});
checkTable(depositsProperty, {
  fails: [
    { fault: 'deposits-amount-comma', codes: ['record-format'] },
    { fault: 'deposits-fields-malformed', codes: ['record-required'] },
    { fault: 'transfers-order-by-inverted', codes: ['desc-not-descending'] },
    { fault: 'lists-page-one-over-page-size', codes: ['over-page-size'] },
    { fault: 'deposits-with-fee-amount', codes: ['record-forbidden-field'] },
    { fault: 'deposits-amount-number', codes: ['record-type'] },
    { fault: 'deposits-symbol-filter-ignored', codes: ['other-symbol'] },
    { fault: 'deposits-default-order-asc', codes: ['default-not-descending'] },
    { fault: 'deposits-created-at-before-ignored', codes: ['outside-window'] },
    // orderBy=ASC on two deposits or more: its mutation row's property runs.
    { fault: 'transfers-order-by-asc-ignored', runs: 30, codes: ['asc-not-ascending'] },
  ],
});
