// Random valid queries (windows around discovered records, symbols, pages, sizes, orderBy) against a
// transfer endpoint; every response satisfies the invariants of `transferInvariant`. The withdrawal statuses and the deposit's four absent
// fields are record rules of the domain (`record-enum`, `record-forbidden-field`).
import type { CryptoAsset, SortOrder, Instant } from '@tarc/domain';
import { listProblem } from '#support/fetch-list.js';
import { createdAtViolation } from '#support/ordering.js';
import { recordCode, recordCodesOf, recordFindings } from '#support/records.js';
import { createdAtOf, idOf, inWindow, assetsById, DEPOSITS, instantsOf, sentWindow, WITHDRAWALS } from '#support/transfers.js';
import { TRANSFERS_PAGE_SIZE, MAX_RANGE_DAYS } from '#spec-constants';
import type { SentWindow, TransferEndpoint, TransferRecord } from '#support/transfers.js';
import type { Exchange, Check, CheckContext, CheckOutcome, Query } from '#types';
import type { Arbitrary } from 'fast-check';
import { fc, loadFastCheck } from '#support/fast-check.js';
import { addDays, addMilliseconds } from '@tarc/domain';
import { runProperty } from '#support/property.js';
import { isRefusal, judgeRefusal } from '#support/refusal.js';
import { isOutcome, knownTransfers } from './_support/fetch-window.js';
import { transferNeeds } from './_support/needs.js';

export interface TransferQuery {
  window: SentWindow;
  symbol?: string;
  externalTransactionId?: string;
  page?: number;
  pageSize?: number;
  orderBy?: SortOrder;
}

/**
 * The codes `transferInvariant` names what a response breaks with (besides the common list codes
 * `unexpected-status` and `not-json-array`); record rules are coded `record-<domain code>`.
 */
const TRANSFER_INVARIANT_CODES = {
  'over-page-size': 'a page holds more records than the pageSize asked for (or the default)',
  'outside-window': 'a record lies outside the createdAt window asked for',
  'other-symbol': 'a record of another currencySymbol than the one asked for is listed',
  'default-not-descending': 'orderBy omitted: the records are not in descending createdAt order',
  'asc-not-ascending': 'orderBy=ASC: the records are not in ascending createdAt order',
  'desc-not-descending': 'orderBy=DESC: the records are not in descending createdAt order',
} as const;

interface Broken {
  code: string;
  message: string;
  expected: string;
  actual: string;
}

/** What the response breaks, as `{ code, message, expected, actual }`, or undefined when it holds. */
export function transferInvariant(
  endpoint: TransferEndpoint,
  query: TransferQuery,
  exchange: Exchange,
  assets: ReadonlyMap<string, CryptoAsset>,
): Broken | undefined {
  const problem = listProblem(exchange);
  if (problem) return problem;
  const items = exchange.json as TransferRecord[];
  const limit = query.pageSize ?? TRANSFERS_PAGE_SIZE.default;
  if (items.length > limit) {
    return {
      code: 'over-page-size',
      message: `${items.length} ${endpoint.noun} returned for pageSize ${limit}`,
      expected: `at most ${limit} records`,
      actual: `${items.length} records`,
    };
  }
  const findings = recordFindings(endpoint.kind, items, { limit: 1 });
  if (findings.length > 0) {
    const f = findings[0]!;
    return {
      code: recordCode(f.code),
      message: `record ${String(f.id)} ${f.field}: ${f.message}`,
      expected: `a ${endpoint.kind} as the spec's table lists it`,
      actual: f.message,
    };
  }
  for (const record of items) {
    const t = createdAtOf(record);
    if (t !== undefined && !inWindow(t, query.window)) {
      return {
        code: 'outside-window',
        message: `${idOf(record)} created ${String(record.createdAt)} lies outside the window`,
        expected: `${query.window.after} < createdAt <= ${query.window.before}`,
        actual: String(record.createdAt),
      };
    }
    if (query.symbol !== undefined) {
      const asset = assets.get(String(record.assetId));
      if (asset && asset.currencySymbol !== query.symbol) {
        return {
          code: 'other-symbol',
          message: `${idOf(record)} refers to asset ${asset.id} of ${asset.currencySymbol}`,
          expected: `assets of ${query.symbol} only`,
          actual: asset.currencySymbol,
        };
      }
    }
    if (query.externalTransactionId !== undefined && record.externalTransactionId !== query.externalTransactionId) {
      return {
        code: 'other-reference',
        message: `${idOf(record)} carries externalTransactionId ${JSON.stringify(record.externalTransactionId)}`,
        expected: query.externalTransactionId,
        actual: String(record.externalTransactionId),
      };
    }
  }
  const order = query.orderBy ?? 'DESC';
  const violation = createdAtViolation(items, order);
  if (violation) {
    return {
      code: query.orderBy === undefined ? 'default-not-descending' : order === 'ASC' ? 'asc-not-ascending' : 'desc-not-descending',
      message: `record #${violation.index} breaks orderBy ${order}${query.orderBy ? '' : ' (the default)'}`,
      expected: order === 'DESC' ? 'createdAt non-increasing' : 'createdAt non-decreasing',
      actual: `${violation.previous} then ${violation.current}`,
    };
  }
  return undefined;
}

const MAX_ANCHORS = 40;

/** Each list's codes: the invariants, the records of its kind, and (withdrawals) the externalTransactionId filter. */
const WITHDRAWALS_PROPERTY_CODES = {
  ...TRANSFER_INVARIANT_CODES,
  ...recordCodesOf('cryptoWithdrawal'),
  'other-reference': 'a withdrawal of another externalTransactionId than the one asked for is listed',
} as const;
const DEPOSITS_PROPERTY_CODES = { ...TRANSFER_INVARIANT_CODES, ...recordCodesOf('cryptoDeposit') } as const;
const propertyNeeds = (endpoint: TransferEndpoint) => transferNeeds(endpoint, 1);

async function propertyRule(ctx: CheckContext, endpoint: TransferEndpoint): Promise<CheckOutcome> {
  await loadFastCheck();
  const records = await knownTransfers(ctx, endpoint);
  if (isOutcome(records)) return records;
  const assets = assetsById(ctx.discovery.cryptoAssets ?? []);
  const symbols = [...new Set([...assets.values()].map((a) => a.currencySymbol).filter((s) => typeof s === 'string'))];
  const references =
    endpoint.kind === 'cryptoWithdrawal'
      ? [...new Set(records.map((r) => r.externalTransactionId).filter((x): x is string => typeof x === 'string' && x !== ''))].slice(0, 20)
      : [];

  // Window ends are drawn near record instants, so windows cut through the data at its edges.
  const instants = instantsOf(records);
  const step = Math.max(1, Math.ceil(instants.length / MAX_ANCHORS));
  const anchors: Instant[] = [addDays(ctx.discovery.now, -ctx.discovery.horizonDays), ...instants.filter((_, i) => i % step === 0), ctx.discovery.now];
  const end = fc.tuple(fc.constantFrom(...anchors), fc.constantFrom(-1, 0, 0, 1)).map(([a, ms]) => addMilliseconds(a, ms));
  // At most 90 days: the spec sets no maximum range for transfers, and the invariants are not about one.
  const window = fc
    .tuple(end, end)
    .filter(([a, b]) => a !== b)
    .map(([a, b]) => {
      const [after, before] = a < b ? [a, b] : [b, a];
      const earliest = addDays(before, -MAX_RANGE_DAYS);
      // biome-ignore lint/complexity/useMathMinMax: Instants are strings (ISO), Math.min/max would make numbers
      return sentWindow(ctx, after < earliest ? earliest : after, before);
    });
  const rarely = <T>(values: readonly T[], weight: number) =>
    values.length === 0
      ? fc.constant(undefined)
      : fc.oneof({ arbitrary: fc.constant(undefined), weight }, { arbitrary: fc.constantFrom(...values), weight: 1 });
  const arbitrary: Arbitrary<TransferQuery> = fc.record({
    window,
    symbol: rarely(symbols, 1),
    externalTransactionId: rarely(references, 4),
    page: fc.oneof(fc.constant(undefined), fc.integer({ min: 1, max: 3 })),
    pageSize: fc.oneof(
      fc.constant(undefined),
      fc.integer({ min: 1, max: 5 }),
      fc.constant(TRANSFERS_PAGE_SIZE.max),
      fc.integer({ min: TRANSFERS_PAGE_SIZE.min, max: TRANSFERS_PAGE_SIZE.max }),
    ),
    orderBy: fc.constantFrom(undefined, 'ASC' as const, 'DESC' as const),
  });

  let refused: Exchange | undefined;
  const outcome = await runProperty(
    ctx,
    arbitrary,
    async (query: TransferQuery) => {
      const exchange = await ctx.http.get(endpoint.path, toWire(query));
      if (isRefusal(exchange.status)) refused = exchange;
      const broken = transferInvariant(endpoint, query, exchange, assets);
      if (!broken) return undefined;
      return { code: broken.code, message: broken.message, evidence: [exchange.evidence({ expected: broken.expected, actual: broken.actual })] };
    },
    { describe: (value) => JSON.stringify(toWire(value as TransferQuery)) },
  );
  // A 401/403 is the server's answer to judge unless the control request is refused too.
  if (outcome.status === 'failed' && refused) {
    const judged = await judgeRefusal(ctx, refused);
    if (judged.status === 'not-evaluated') return judged;
  }
  return outcome;
}

function toWire(query: TransferQuery): Query {
  return {
    ...query.window.query,
    symbol: query.symbol,
    externalTransactionId: query.externalTransactionId,
    page: query.page,
    pageSize: query.pageSize,
    orderBy: query.orderBy,
  };
}

/** Random valid withdrawals queries: schema, window, ordering, page-size bound and filters hold. Both lists hold it: one check each. */
export const withdrawalsProperty = {
  id: 'crypto-transfers.withdrawals-property',
  title: 'Random valid withdrawals queries get responses within every rule (property)',
  requirements: [
    'WDR-LIST',
    'WDR-FIELDS',
    'WDR-STATUS',
    'WDR-WINDOW',
    'WDR-ORDER-BY',
    'WDR-PAGE-SIZE',
    'WDR-FILTER-SYMBOL',
    'WDR-FILTER-EXTERNAL-TRANSACTION-ID',
  ],
  codes: WITHDRAWALS_PROPERTY_CODES,
  codeRequirements: {
    'over-page-size': ['WDR-PAGE-SIZE'],
    'outside-window': ['WDR-WINDOW'],
    'other-symbol': ['WDR-FILTER-SYMBOL'],
    'default-not-descending': ['WDR-LIST', 'WDR-ORDER-BY'],
    'asc-not-ascending': ['WDR-LIST', 'WDR-ORDER-BY'],
    'desc-not-descending': ['WDR-LIST', 'WDR-ORDER-BY'],
    'record-required': ['WDR-FIELDS'],
    'record-type': ['WDR-FIELDS'],
    'record-format': ['WDR-FIELDS'],
    'record-enum': ['WDR-FIELDS', 'WDR-STATUS'],
    'other-reference': ['WDR-FILTER-EXTERNAL-TRANSACTION-ID'],
  },
  needs: propertyNeeds(WITHDRAWALS),
  section: 'Endpoints > GET /v1/crypto-withdrawals',
  endpoint: 'GET /v1/crypto-withdrawals',
  run(ctx) {
    return propertyRule(ctx, WITHDRAWALS);
  },
} as const satisfies Check;

export const depositsProperty = {
  id: 'crypto-transfers.deposits-property',
  title: 'Random valid deposits queries get responses within every rule (property)',
  requirements: ['DEP-LIST', 'DEP-FIELDS', 'DEP-NO-WITHDRAWAL-FIELDS', 'DEP-WINDOW', 'DEP-ORDER-BY', 'DEP-PAGE-SIZE', 'DEP-FILTER-SYMBOL'],
  codes: DEPOSITS_PROPERTY_CODES,
  codeRequirements: {
    'over-page-size': ['DEP-PAGE-SIZE'],
    'outside-window': ['DEP-WINDOW'],
    'other-symbol': ['DEP-FILTER-SYMBOL'],
    'default-not-descending': ['DEP-LIST', 'DEP-ORDER-BY'],
    'asc-not-ascending': ['DEP-LIST', 'DEP-ORDER-BY'],
    'desc-not-descending': ['DEP-LIST', 'DEP-ORDER-BY'],
    'record-required': ['DEP-FIELDS'],
    'record-type': ['DEP-FIELDS'],
    'record-format': ['DEP-FIELDS'],
    'record-forbidden-field': ['DEP-FIELDS', 'DEP-NO-WITHDRAWAL-FIELDS'],
  },
  needs: propertyNeeds(DEPOSITS),
  section: 'Endpoints > GET /v1/crypto-deposits',
  endpoint: 'GET /v1/crypto-deposits',
  run(ctx) {
    return propertyRule(ctx, DEPOSITS);
  },
} as const satisfies Check;
