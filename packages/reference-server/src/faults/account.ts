// Faults of the account endpoints (wallets, crypto withdrawals, crypto deposits) and of the
// cross-endpoint references their records and trades carry.
import { addMilliseconds, formatTimestamp, parseTimestamp } from '@tarc/domain';
import type { CryptoTransfersQuery, CryptoWithdrawalsQuery } from '@tarc/domain';
import type { DepositRow, TransferRow, WithdrawalRow } from '../data/transfers.js';
import { TICKS_PER_DAY } from '../data/timeline.js';
import { onRecord, truncateDecimals } from './helpers.js';
import type { Fault, FaultHooks } from './types.js';

type Transfers = 'crypto-withdrawals' | 'crypto-deposits';

/** A query hook that ignores one filter of a transfer endpoint. */
function ignoreFilter(endpoint: Transfers, key: 'symbol' | 'externalTransactionId'): Pick<FaultHooks, 'query'> {
  return {
    query(c) {
      if ((c.endpoint === 'crypto-withdrawals' || c.endpoint === 'crypto-deposits') && c.endpoint === endpoint) {
        delete (c.query as CryptoWithdrawalsQuery)[key];
      }
    },
  };
}

/**
 * The core has no hook for a whole success response: the request is failed early (the core answers
 * 500) and that 500 replaced by a 200 whose body is an envelope, `{ items: [], totalCount: 0 }`.
 */
function envelope(endpoint: Transfers | 'account-wallets'): Pick<FaultHooks, 'rawQuery' | 'problem'> {
  return {
    rawQuery(c) {
      if (c.endpoint === endpoint) throw new Error(`fault: ${endpoint} answers an envelope`);
    },
    problem(c) {
      if (c.endpoint === endpoint && c.status === 500) return { status: 200, body: { items: [], totalCount: 0 } };
    },
  };
}

/** Adds one of the withdrawal's fields to every deposit. */
function depositWith(field: string, value: (record: Record<string, unknown>) => unknown): Pick<FaultHooks, 'record'> {
  return onRecord('cryptoDeposit', (record) => {
    record[field] = value(record);
  });
}

/** "pageSize | 1 to 1000": honours any pageSize above 1000 instead of refusing it. */
function pageSizeCapIgnored(endpoint: Transfers): Pick<FaultHooks, 'rawQuery' | 'query'> {
  const above = (value: string | null) => value !== null && /^\d{4,9}$/.test(value) && Number(value) > 1000;
  return {
    rawQuery(c) {
      if (c.endpoint !== endpoint || !above(c.params.get('pageSize'))) return;
      const params = new URLSearchParams(c.params);
      params.delete('pageSize');
      return params;
    },
    query(c) {
      if ((c.endpoint === 'crypto-withdrawals' || c.endpoint === 'crypto-deposits') && c.endpoint === endpoint && above(c.raw.get('pageSize'))) {
        c.query.pageSize = Number(c.raw.get('pageSize'));
      }
    },
  };
}

/**
 * 1100 more records of the first account in the last 30 days, so a page above 1000 can show: the
 * seed's few dozen records per account cannot tell an honoured pageSize=1001 from a clamped one.
 */
function manyRecords<T extends TransferRow>(rows: T[], now: number): void {
  const own = rows.filter((row) => row.account === 0);
  const step = Math.floor((30 * TICKS_PER_DAY) / 1100 / 10) * 10;
  for (let i = 0; i < 1100; i++) {
    const model = own[i % own.length]!;
    const createdAt = now - (i + 1) * step;
    const extra: T = { ...model, id: String(900_000 + i), createdAt, transactionHash: `0x${i.toString(16).padStart(64, '0')}` };
    if ('updatedAt' in extra) {
      const w = extra as unknown as WithdrawalRow;
      w.updatedAt = createdAt;
      w.externalTransactionId = `wd-bulk-${i}`;
    }
    rows.push(extra);
  }
  rows.sort((a, b) => a.createdAt - b.createdAt);
}

/** A query hook that turns an omitted parameter into another default. */
function otherDefault(endpoint: Transfers, key: 'orderBy' | 'pageSize', apply: (query: CryptoTransfersQuery) => void): Pick<FaultHooks, 'query'> {
  return {
    query(c) {
      if ((c.endpoint === 'crypto-withdrawals' || c.endpoint === 'crypto-deposits') && c.endpoint === endpoint && !c.raw.has(key)) {
        apply(c.query);
      }
    },
  };
}

const WITHDRAWAL_FAULTS: readonly Fault[] = [
  {
    name: 'withdrawals-memo-tag-missing',
    description: 'Withdrawals without a memo tag leave memoTag out instead of sending null.',
    requirements: ['WDR-FIELDS', '| memoTag | string or null | |'],
    hooks: onRecord('cryptoWithdrawal', (record) => {
      if (record.memoTag === null) delete record.memoTag;
    }),
  },
  {
    name: 'withdrawals-unknown-status',
    description: 'Withdrawals report Processing and Completed, statuses outside Pending, Confirmed, Delivered, Failed.',
    requirements: ['WDR-STATUS', '| Crypto withdrawal | Pending, Confirmed, Delivered, Failed |'],
    hooks: onRecord('cryptoWithdrawal', (record) => {
      if (record.status === 'Pending') record.status = 'Processing';
      else if (record.status === 'Delivered') record.status = 'Completed';
    }),
  },
  {
    name: 'withdrawals-updated-before-created',
    description: 'Withdrawals carry an updatedAt one hour before their createdAt.',
    requirements: ['WDR-UPDATED-NOT-BEFORE-CREATED', '| updatedAt | datetime | |'],
    hooks: {
      record(c) {
        if (c.kind !== 'cryptoWithdrawal') return;
        const created = parseTimestamp(String(c.record.createdAt));
        if (created) c.record.updatedAt = formatTimestamp(addMilliseconds(created, -3_600_000), c.profile.timestampDigits);
      },
    },
  },
  {
    name: 'withdrawals-symbol-filter-ignored',
    description: 'GET /v1/crypto-withdrawals ignores the symbol filter.',
    requirements: ['WDR-FILTER-SYMBOL', '| symbol | STRING | no | crypto asset symbol |'],
    hooks: ignoreFilter('crypto-withdrawals', 'symbol'),
  },
  {
    name: 'withdrawals-external-transaction-id-filter-ignored',
    description: 'GET /v1/crypto-withdrawals ignores the externalTransactionId filter.',
    requirements: ['WDR-FILTER-EXTERNAL-TRANSACTION-ID', '| externalTransactionId | STRING | no | the client reference given in the withdrawal request |'],
    hooks: ignoreFilter('crypto-withdrawals', 'externalTransactionId'),
  },
  {
    name: 'withdrawals-default-order-asc',
    description: 'GET /v1/crypto-withdrawals without orderBy answers oldest first.',
    requirements: ['WDR-ORDER-BY', '| orderBy | STRING | no | ASC or DESC, default Desc |'],
    hooks: otherDefault('crypto-withdrawals', 'orderBy', (q) => {
      q.orderBy = 'ASC';
    }),
  },
  {
    name: 'withdrawals-default-page-size-5',
    description: 'GET /v1/crypto-withdrawals without pageSize answers pages of 5 instead of 100.',
    requirements: ['WDR-PAGE-SIZE', '| pageSize | INT | no | 1 to 1000, default 100 |'],
    hooks: otherDefault('crypto-withdrawals', 'pageSize', (q) => {
      q.pageSize = 5;
    }),
  },
  {
    name: 'withdrawals-envelope',
    description: 'GET /v1/crypto-withdrawals wraps its list in an envelope with a total count: { items, totalCount }.',
    requirements: ['WDR-LIST', 'Successful list responses are bare JSON arrays with no envelope and no total count.'],
    hooks: envelope('crypto-withdrawals'),
  },
  {
    name: 'withdrawals-page-ignored',
    description: 'GET /v1/crypto-withdrawals answers page 1 whatever page is asked.',
    requirements: ['WDR-PAGE', '| page | INT | no | default 1 |'],
    hooks: {
      query(c) {
        if (c.endpoint === 'crypto-withdrawals') c.query.page = 1;
      },
    },
  },
  {
    name: 'withdrawals-page-size-cap-ignored',
    description: 'GET /v1/crypto-withdrawals honours a pageSize above 1000 (the first account has 1100 more recent withdrawals to show it).',
    requirements: ['WDR-PAGE-SIZE-RANGE', '| pageSize range | crypto-withdrawals, crypto-deposits | 1 to 1000, default 100 |'],
    hooks: {
      ...pageSizeCapIgnored('crypto-withdrawals'),
      dataset: ({ ds }) => manyRecords<WithdrawalRow>(ds.transfers.withdrawals, ds.timeline.now),
    },
  },
  {
    name: 'withdrawals-created-at-after-ignored',
    description: 'GET /v1/crypto-withdrawals ignores createdAtAfter and returns older withdrawals.',
    requirements: ['WDR-WINDOW', '| createdAtAfter | DATETIME | yes | after this time |'],
    hooks: {
      selection(c) {
        if (c.endpoint === 'crypto-withdrawals') delete c.selection.window.after;
      },
    },
  },
  {
    name: 'withdrawals-server-error-on-missing-date',
    description: 'GET /v1/crypto-withdrawals without createdAtBefore or createdAtAfter answers 500.',
    requirements: ['WDR-DATES-REQUIRED', 'ERR-NO-5XX', '| createdAtBefore | DATETIME | yes |'],
    hooks: {
      problem(c) {
        const errors = c.body.errors;
        if (c.endpoint !== 'crypto-withdrawals' || c.status !== 400 || typeof errors !== 'object' || errors === null) return;
        if (!('createdAtBefore' in errors) && !('createdAtAfter' in errors)) return;
        return { status: 500, body: { title: 'An error occurred while processing your request.', status: 500, traceId: c.body.traceId } };
      },
    },
  },
  {
    name: 'withdrawals-dangling-asset-id',
    description: 'Withdrawals refer to crypto asset ids that GET /v1/crypto-assets does not list.',
    requirements: ['XREF-WITHDRAWAL-ASSET', '| assetId | string | refers to a crypto asset id |'],
    hooks: onRecord('cryptoWithdrawal', (record) => {
      record.assetId = `retired-${String(record.assetId)}`;
    }),
  },
];

const DEPOSIT_FAULTS: readonly Fault[] = [
  {
    name: 'deposits-with-fee-amount',
    description: 'Deposits carry a feeAmount.',
    requirements: ['DEP-NO-WITHDRAWAL-FIELDS', 'A deposit has no feeAmount'],
    hooks: depositWith('feeAmount', () => '0.0001'),
  },
  {
    name: 'deposits-with-updated-at',
    description: 'Deposits carry an updatedAt.',
    requirements: ['DEP-NO-WITHDRAWAL-FIELDS', 'A deposit has no ... updatedAt'],
    hooks: depositWith('updatedAt', (record) => record.createdAt),
  },
  {
    name: 'deposits-with-external-transaction-id',
    description: 'Deposits carry an externalTransactionId (null).',
    requirements: ['DEP-NO-WITHDRAWAL-FIELDS', 'A deposit has no ... externalTransactionId'],
    hooks: depositWith('externalTransactionId', () => null),
  },
  {
    name: 'deposits-with-created-by',
    description: 'Deposits carry a createdBy.',
    requirements: ['DEP-NO-WITHDRAWAL-FIELDS', 'A deposit has no ... createdBy'],
    hooks: depositWith('createdBy', () => 'depositor@example.com'),
  },
  {
    name: 'deposits-amount-number',
    description: 'Deposits carry their amount as a JSON number instead of a decimal string.',
    requirements: ['DEP-FIELDS', '| amount | decimal string | |'],
    hooks: onRecord('cryptoDeposit', (record) => {
      record.amount = Number(record.amount);
    }),
  },
  {
    name: 'deposits-envelope',
    description: 'GET /v1/crypto-deposits wraps its list in an envelope with a total count: { items, totalCount }.',
    requirements: ['DEP-LIST', 'Successful list responses are bare JSON arrays with no envelope and no total count.'],
    hooks: envelope('crypto-deposits'),
  },
  {
    name: 'deposits-default-page-size-5',
    description: 'GET /v1/crypto-deposits without pageSize answers pages of 5 instead of 100.',
    requirements: ['DEP-PAGE-SIZE', '| pageSize | INT | no | 1 to 1000, default 100 |'],
    hooks: otherDefault('crypto-deposits', 'pageSize', (q) => {
      q.pageSize = 5;
    }),
  },
  {
    name: 'deposits-status-number',
    description: 'Deposits carry their status as a number.',
    requirements: ['DEP-STATUS', '| status | string | allowed values: not shown |'],
    hooks: onRecord('cryptoDeposit', (record) => {
      record.status = typeof record.status === 'string' ? record.status.length : 0;
    }),
  },
  {
    name: 'deposits-symbol-filter-ignored',
    description: 'GET /v1/crypto-deposits ignores the symbol filter.',
    requirements: ['DEP-FILTER-SYMBOL', '| symbol | STRING | no | crypto asset symbol |'],
    hooks: ignoreFilter('crypto-deposits', 'symbol'),
  },
  {
    name: 'deposits-default-order-asc',
    description: 'GET /v1/crypto-deposits without orderBy answers oldest first.',
    requirements: ['DEP-ORDER-BY', '| orderBy | STRING | no | ASC or DESC, default Desc |'],
    hooks: otherDefault('crypto-deposits', 'orderBy', (q) => {
      q.orderBy = 'ASC';
    }),
  },
  {
    name: 'deposits-page-ignored',
    description: 'GET /v1/crypto-deposits answers page 1 whatever page is asked.',
    requirements: ['DEP-PAGE', '| page | INT | no | default 1 |'],
    hooks: {
      query(c) {
        if (c.endpoint === 'crypto-deposits') c.query.page = 1;
      },
    },
  },
  {
    name: 'deposits-page-size-cap-ignored',
    description: 'GET /v1/crypto-deposits honours a pageSize above 1000 (the first account has 1100 more recent deposits to show it).',
    requirements: ['DEP-PAGE-SIZE-RANGE', '| pageSize range | crypto-withdrawals, crypto-deposits | 1 to 1000, default 100 |'],
    hooks: {
      ...pageSizeCapIgnored('crypto-deposits'),
      dataset: ({ ds }) => manyRecords<DepositRow>(ds.transfers.deposits, ds.timeline.now),
    },
  },
  {
    name: 'deposits-created-at-before-ignored',
    description: 'GET /v1/crypto-deposits ignores createdAtBefore and returns newer deposits.',
    requirements: ['DEP-WINDOW', '| createdAtBefore | DATETIME | yes | on or before this time |'],
    hooks: {
      selection(c) {
        if (c.endpoint === 'crypto-deposits') delete c.selection.window.before;
      },
    },
  },
  {
    name: 'deposits-data-for-missing-date',
    description: 'GET /v1/crypto-deposits without a date answers as if the missing one were far away, with records.',
    requirements: ['DEP-DATES-REQUIRED', '| createdAtAfter | DATETIME | yes | after this time |'],
    hooks: {
      rawQuery(c) {
        if (c.endpoint !== 'crypto-deposits') return;
        if (c.params.has('createdAtAfter') && c.params.has('createdAtBefore')) return;
        const params = new URLSearchParams(c.params);
        if (!params.has('createdAtAfter')) params.set('createdAtAfter', '2000-01-01T00:00:00.0000000');
        if (!params.has('createdAtBefore')) params.set('createdAtBefore', '2100-01-01T00:00:00.0000000');
        return params;
      },
    },
  },
  {
    name: 'deposits-dangling-asset-id',
    description: 'Deposits refer to crypto asset ids that GET /v1/crypto-assets does not list.',
    requirements: ['XREF-DEPOSIT-ASSET', '| assetId | string | refers to a crypto asset id |'],
    hooks: onRecord('cryptoDeposit', (record) => {
      record.assetId = `retired-${String(record.assetId)}`;
    }),
  },
];

const WALLET_FAULTS: readonly Fault[] = [
  {
    name: 'wallets-scale-8-digits',
    description: 'Wallets carry their funds with 8 fractional digits instead of 16.',
    requirements: ['WAL-DECIMAL-SCALE', 'Orders, trades, wallets and broker pairs use 16 fractional digits.'],
    hooks: onRecord('accountWallet', (record) => truncateDecimals(record, 8)),
  },
  {
    name: 'wallets-total-fund-number',
    description: 'Wallets carry totalFund as a JSON number instead of a decimal string.',
    requirements: ['WAL-FIELDS', '| totalFund | decimal string | |'],
    hooks: onRecord('accountWallet', (record) => {
      record.totalFund = Number(record.totalFund);
    }),
  },
  {
    name: 'wallets-envelope',
    description: 'GET /v1/account-wallets wraps its list in an envelope with a total count: { items, totalCount }.',
    requirements: ['WAL-LIST', 'Successful list responses are bare JSON arrays with no envelope and no total count.'],
    hooks: envelope('account-wallets'),
  },
  {
    name: 'wallets-currency-symbol-filter-ignored',
    description: 'GET /v1/account-wallets ignores the currencySymbol filter.',
    requirements: ['WAL-FILTER-CURRENCY-SYMBOL', '| currencySymbol | STRING | no | filters by currency symbol |'],
    hooks: {
      rawQuery(c) {
        if (c.endpoint !== 'account-wallets' || !c.params.has('currencySymbol')) return;
        const params = new URLSearchParams(c.params);
        params.delete('currencySymbol');
        return params;
      },
    },
  },
];

const REFERENCE_FAULTS: readonly Fault[] = [
  {
    name: 'trades-dangling-order-id',
    description: 'Trades refer to order ids that no order has.',
    requirements: ['TRD-RES-BELONGS-TO-ORDER', '| orderId | string | order the trade belongs to |'],
    hooks: onRecord('trade', (record) => {
      record.orderId = `${String(record.orderId)}-gone`;
    }),
  },
  {
    name: 'trades-unknown-pair-symbol',
    description: 'Trades carry a pairSymbol no broker pair has.',
    requirements: ['TRD-LIST-PAIR-SYMBOL', '| pairSymbol | STRING[] | yes | |'],
    hooks: onRecord('trade', (record) => {
      record.pairSymbol = `${String(record.pairSymbol)}OLD`;
    }),
  },
];

export const ACCOUNT_FAULTS: readonly Fault[] = [...WALLET_FAULTS, ...WITHDRAWAL_FAULTS, ...DEPOSIT_FAULTS, ...REFERENCE_FAULTS];
