// Faults GET /v1/crypto-withdrawals and GET /v1/crypto-deposits share, written once and bound to
// each endpoint (same names as before: `withdrawals-…`, `deposits-…`), and the hooks they are built of.
import { TRANSFERS_PAGE_SIZE, type CryptoTransfersQuery, type CryptoWithdrawalsQuery, type ResourceKind } from '@tarc/domain';
import type { Dataset } from '../data/dataset.js';
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

interface TransferEndpoint {
  endpoint: Transfers;
  noun: 'withdrawals' | 'deposits';
  /** Requirement id prefix and the cross-reference requirement of assetId. */
  area: 'WDR' | 'DEP';
  assetReference: string;
  kind: ResourceKind;
  rows(ds: Dataset): TransferRow[];
}

function sharedFaults<N extends TransferEndpoint['noun']>(t: TransferEndpoint & { noun: N }) {
  const path = `GET /v1/${t.endpoint}`;
  const Noun = `${t.noun[0]!.toUpperCase()}${t.noun.slice(1)}`;
  return [
    {
      name: `${t.noun}-symbol-filter-ignored`,
      description: `${path} ignores the symbol filter.`,
      requirements: [`${t.area}-FILTER-SYMBOL`, '| symbol | STRING | no | crypto asset symbol |'],
      hooks: ignoreFilter(t.endpoint, 'symbol'),
    },
    {
      name: `${t.noun}-default-order-asc`,
      description: `${path} without orderBy answers oldest first.`,
      requirements: [`${t.area}-ORDER-BY`, '| orderBy | STRING | no | ASC or DESC, default Desc |'],
      hooks: otherDefault(t.endpoint, 'orderBy', (q) => {
        q.orderBy = 'ASC';
      }),
    },
    {
      name: `${t.noun}-default-page-size-5`,
      description: `${path} without pageSize answers pages of 5 instead of 100.`,
      requirements: [`${t.area}-PAGE-SIZE`, '| pageSize | INT | no | 1 to 1000, default 100 |'],
      hooks: otherDefault(t.endpoint, 'pageSize', (q) => {
        q.pageSize = 5;
      }),
    },
    {
      name: `${t.noun}-envelope`,
      description: `${path} wraps its list in an envelope with a total count: { items, totalCount }.`,
      requirements: [`${t.area}-LIST`, 'Successful list responses are bare JSON arrays with no envelope and no total count.'],
      hooks: envelope(t.endpoint),
    },
    {
      name: `${t.noun}-page-ignored`,
      description: `${path} answers page 1 whatever page is asked.`,
      requirements: [`${t.area}-PAGE`, '| page | INT | no | default 1 |'],
      hooks: {
        query(c) {
          if (c.endpoint === t.endpoint) c.query.page = 1;
        },
      },
    },
    {
      name: `${t.noun}-page-size-cap-ignored`,
      description: `${path} honours a pageSize above 1000 (the first account has 1100 more recent ${t.noun} to show it).`,
      requirements: [`${t.area}-PAGE-SIZE-RANGE`, '| pageSize range | crypto-withdrawals, crypto-deposits | 1 to 1000, default 100 |'],
      hooks: {
        ...pageSizeCapIgnored(t.endpoint),
        dataset: ({ ds }) => manyRecords(t.rows(ds), ds.timeline.now),
      },
    },
    {
      name: `${t.noun}-dangling-asset-id`,
      description: `${Noun} refer to crypto asset ids that GET /v1/crypto-assets does not list.`,
      requirements: [t.assetReference, '| assetId | string | refers to a crypto asset id |'],
      hooks: onRecord(t.kind, (record) => {
        record.assetId = `retired-${String(record.assetId)}`;
      }),
    },
  ] as const satisfies readonly Fault[];
}

export const SHARED_TRANSFER_FAULTS = [
  ...sharedFaults({
    endpoint: 'crypto-withdrawals',
    noun: 'withdrawals',
    area: 'WDR',
    assetReference: 'XREF-WITHDRAWAL-ASSET',
    kind: 'cryptoWithdrawal',
    rows: (ds) => ds.transfers.withdrawals as WithdrawalRow[],
  }),
  ...sharedFaults({
    endpoint: 'crypto-deposits',
    noun: 'deposits',
    area: 'DEP',
    assetReference: 'XREF-DEPOSIT-ASSET',
    kind: 'cryptoDeposit',
    rows: (ds) => ds.transfers.deposits as DepositRow[],
  }),
] as const satisfies readonly Fault[];
