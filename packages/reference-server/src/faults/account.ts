// Faults of the account endpoints (wallets, crypto withdrawals, crypto deposits) and of the
// cross-endpoint references their records and trades carry.
import { addMilliseconds, formatTimestamp, parseTimestamp } from '@tarc/domain';
import { onRecord, onSelection, truncateDecimals } from './helpers.js';
import { SHARED_TRANSFER_FAULTS, envelope, ignoreFilter } from './transfers.js';
import type { Fault, FaultHooks } from './types.js';

/** Adds one of the withdrawal's fields to every deposit. */
function depositWith(field: string, value: (record: Record<string, unknown>) => unknown): Pick<FaultHooks, 'record'> {
  return onRecord('cryptoDeposit', (record) => {
    record[field] = value(record);
  });
}

const WITHDRAWAL_FAULTS = [
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
    name: 'withdrawals-external-transaction-id-filter-ignored',
    description: 'GET /v1/crypto-withdrawals ignores the externalTransactionId filter.',
    requirements: ['WDR-FILTER-EXTERNAL-TRANSACTION-ID', '| externalTransactionId | STRING | no | the client reference given in the withdrawal request |'],
    hooks: ignoreFilter('crypto-withdrawals', 'externalTransactionId'),
  },
  {
    name: 'withdrawals-created-at-after-ignored',
    description: 'GET /v1/crypto-withdrawals ignores createdAtAfter and returns older withdrawals.',
    requirements: ['WDR-WINDOW', '| createdAtAfter | DATETIME | yes | after this time |'],
    hooks: onSelection('crypto-withdrawals', (selection) => {
      delete selection.window.after;
    }),
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
] as const satisfies readonly Fault[];

const DEPOSIT_FAULTS = [
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
    name: 'deposits-status-number',
    description: 'Deposits carry their status as a number.',
    requirements: ['DEP-STATUS', '| status | string | allowed values: not shown |'],
    hooks: onRecord('cryptoDeposit', (record) => {
      record.status = typeof record.status === 'string' ? record.status.length : 0;
    }),
  },
  {
    name: 'deposits-created-at-before-ignored',
    description: 'GET /v1/crypto-deposits ignores createdAtBefore and returns newer deposits.',
    requirements: ['DEP-WINDOW', '| createdAtBefore | DATETIME | yes | on or before this time |'],
    hooks: onSelection('crypto-deposits', (selection) => {
      delete selection.window.before;
    }),
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
] as const satisfies readonly Fault[];

const WALLET_FAULTS = [
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
] as const satisfies readonly Fault[];

const REFERENCE_FAULTS = [
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
  {
    name: 'orders-unknown-pair-symbol',
    description: 'Orders carry a pairSymbol no broker pair has (the list of a pair still holds them).',
    requirements: ['ORD-RES-FIELDS', '| pairSymbol | string | pair symbol, e.g. <NUMERATOR><DENOMINATOR> |'],
    hooks: onRecord('order', (record) => {
      record.pairSymbol = `${String(record.pairSymbol)}OLD`;
    }),
  },
] as const satisfies readonly Fault[];

export const ACCOUNT_FAULTS = [
  ...WALLET_FAULTS,
  ...WITHDRAWAL_FAULTS,
  ...DEPOSIT_FAULTS,
  ...SHARED_TRANSFER_FAULTS,
  ...REFERENCE_FAULTS,
] as const satisfies readonly Fault[];
