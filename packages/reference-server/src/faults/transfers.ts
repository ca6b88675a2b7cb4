// Faults GET /v1/crypto-withdrawals and GET /v1/crypto-deposits share: the hooks, written once for
// either endpoint, and the faults of each list with their names written out (`withdrawals-…`, `deposits-…`).
import { TRANSFERS_PAGE_SIZE, type CryptoTransfersQuery, type CryptoWithdrawalsQuery } from '@tarc/domain';
import type { DepositRow, TransferRow, WithdrawalRow } from '../data/transfers.js';
import { TICKS_PER_DAY } from '../data/timeline.js';
import { onRecord } from './helpers.js';
import type { Fault, FaultHooks } from './types.js';

export type Transfers = 'crypto-withdrawals' | 'crypto-deposits';

/** A query hook that ignores one filter of a transfer endpoint. */
export function ignoreFilter(endpoint: Transfers, key: 'symbol' | 'externalTransactionId'): Pick<FaultHooks, 'query'> {
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
export function envelope(endpoint: Transfers | 'account-wallets'): Pick<FaultHooks, 'rawQuery' | 'problem'> {
  return {
    rawQuery(c) {
      if (c.endpoint === endpoint) throw new Error(`fault: ${endpoint} answers an envelope`);
    },
    problem(c) {
      if (c.endpoint === endpoint && c.status === 500) return { status: 200, body: { items: [], totalCount: 0 } };
    },
  };
}

/** "pageSize | 1 to 1000": honours any pageSize above 1000 instead of refusing it. */
function pageSizeCapIgnored(endpoint: Transfers): Pick<FaultHooks, 'rawQuery' | 'query'> {
  const above = (value: string | null) => value !== null && /^\d{4,9}$/.test(value) && Number(value) > TRANSFERS_PAGE_SIZE.max;
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

/** Answers page 1 whatever page is asked. */
function pageIgnored(endpoint: Transfers): Pick<FaultHooks, 'query'> {
  return {
    query(c) {
      if (c.endpoint === endpoint) c.query.page = 1;
    },
  };
}

/** Refers to crypto asset ids GET /v1/crypto-assets does not list. */
function danglingAssetId(kind: 'cryptoWithdrawal' | 'cryptoDeposit'): Pick<FaultHooks, 'record'> {
  return onRecord(kind, (record) => {
    record.assetId = `retired-${String(record.assetId)}`;
  });
}

/** The faults of one transfer list each, names written out; the hooks above serve both lists. */
export const SHARED_TRANSFER_FAULTS = [
  {
    name: 'withdrawals-symbol-filter-ignored',
    description: 'GET /v1/crypto-withdrawals ignores the symbol filter.',
    requirements: ['WDR-FILTER-SYMBOL', '| symbol | STRING | no | crypto asset symbol |'],
    hooks: ignoreFilter('crypto-withdrawals', 'symbol'),
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
    hooks: pageIgnored('crypto-withdrawals'),
  },
  {
    name: 'withdrawals-page-size-cap-ignored',
    description: 'GET /v1/crypto-withdrawals honours a pageSize above 1000 (the first account has 1100 more recent withdrawals to show it).',
    requirements: ['WDR-PAGE-SIZE-RANGE', '| pageSize range | crypto-withdrawals, crypto-deposits | 1 to 1000, default 100 |'],
    hooks: {
      ...pageSizeCapIgnored('crypto-withdrawals'),
      dataset: ({ ds }) => manyRecords(ds.transfers.withdrawals as WithdrawalRow[], ds.timeline.now),
    },
  },
  {
    name: 'withdrawals-external-transaction-id-upper-cased',
    description: 'GET /v1/crypto-withdrawals upper-cases externalTransactionId before matching it, so a reference written in lower case finds no withdrawal.',
    requirements: ['WDR-FILTER-EXTERNAL-TRANSACTION-ID', '| externalTransactionId | STRING | no | the client reference given in the withdrawal request |'],
    hooks: {
      selection(c) {
        if (c.endpoint === 'crypto-withdrawals' && c.selection.externalTransactionId !== undefined)
          c.selection.externalTransactionId = c.selection.externalTransactionId.toUpperCase();
      },
    },
  },
  {
    name: 'withdrawals-dangling-asset-id',
    description: 'Withdrawals refer to crypto asset ids that GET /v1/crypto-assets does not list.',
    requirements: ['XREF-WITHDRAWAL-ASSET', '| assetId | string | refers to a crypto asset id |'],
    hooks: danglingAssetId('cryptoWithdrawal'),
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
    name: 'deposits-default-page-size-5',
    description: 'GET /v1/crypto-deposits without pageSize answers pages of 5 instead of 100.',
    requirements: ['DEP-PAGE-SIZE', '| pageSize | INT | no | 1 to 1000, default 100 |'],
    hooks: otherDefault('crypto-deposits', 'pageSize', (q) => {
      q.pageSize = 5;
    }),
  },
  {
    name: 'deposits-envelope',
    description: 'GET /v1/crypto-deposits wraps its list in an envelope with a total count: { items, totalCount }.',
    requirements: ['DEP-LIST', 'Successful list responses are bare JSON arrays with no envelope and no total count.'],
    hooks: envelope('crypto-deposits'),
  },
  {
    name: 'deposits-page-ignored',
    description: 'GET /v1/crypto-deposits answers page 1 whatever page is asked.',
    requirements: ['DEP-PAGE', '| page | INT | no | default 1 |'],
    hooks: pageIgnored('crypto-deposits'),
  },
  {
    name: 'deposits-page-size-cap-ignored',
    description: 'GET /v1/crypto-deposits honours a pageSize above 1000 (the first account has 1100 more recent deposits to show it).',
    requirements: ['DEP-PAGE-SIZE-RANGE', '| pageSize range | crypto-withdrawals, crypto-deposits | 1 to 1000, default 100 |'],
    hooks: {
      ...pageSizeCapIgnored('crypto-deposits'),
      dataset: ({ ds }) => manyRecords(ds.transfers.deposits as DepositRow[], ds.timeline.now),
    },
  },
  {
    name: 'deposits-dangling-asset-id',
    description: 'Deposits refer to crypto asset ids that GET /v1/crypto-assets does not list.',
    requirements: ['XREF-DEPOSIT-ASSET', '| assetId | string | refers to a crypto asset id |'],
    hooks: danglingAssetId('cryptoDeposit'),
  },
] as const satisfies readonly Fault[];
