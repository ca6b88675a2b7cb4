// What the rules need to know about one exchange, worked out once: the records of a 200 body, the
// domain's findings on them, and what the query asked for (read by @tarc/domain's query rules).
import {
  validateCryptoDepositsQuery,
  validateCryptoWithdrawalsQuery,
  validateOrdersQuery,
  validateTradesQuery,
  checkFeeLevelSet,
  parseDateTimeInput,
  validateResource,
  TRADES_PAGE_SIZE,
  type CryptoWithdrawalsQuery,
  type Finding,
  type Instant,
  type OrdersQuery,
  type QueryContext,
  type TradesQuery,
  LISTABLE_ORDER_STATUSES,
  ORDER_TYPES,
  ORDERS_PAGE_SIZE,
  SORT_ORDERS,
} from '@tarc/domain';
import { classifyOrdersQuery, type OrdersVocabulary, type QueryClasses } from './input-classes.js';
import { canonicalEnums } from './enum-case.js';
import { lenientOf, listValidations } from '#support/answer-validations.js';
import type { JudgedExchange } from './judged-exchange.js';

/** What the judge knows of the target (the pairs a broker-pairs list named). */
export interface Knowledge {
  pairs?: ReadonlySet<string>;
}

export interface RecordFinding {
  /** Index of the record in a list body; undefined for a lookup's single record. */
  index?: number;
  finding: Finding;
}

interface QueryFacts {
  /** The query as @tarc/domain normalized it, when its rules accept it. */
  orders?: OrdersQuery;
  trades?: TradesQuery;
  transfers?: CryptoWithdrawalsQuery;
  /** GET /v1/orders: which parameters the spec makes invalid, and which it leaves open (input-classes.ts). */
  ordersClasses?: QueryClasses;
  /** Bounds as sent: "on or before" createdAtBefore, "after" createdAtAfter; trades' createdAt. */
  before?: Instant;
  after?: Instant;
  createdAt?: Instant;
  /** The text of trades' createdAt, when it carried no offset (its day is then the UTC day it names). */
  createdAtDay?: string;
}

export interface ExchangeFacts {
  /** The records of a 200 body: the array of a list, or the one record of a lookup. */
  records?: unknown[];
  /** The domain's findings on those records (validateResource lenient, plus the fee-level list rule). */
  recordFindings: RecordFinding[];
  /** Empty where no rule reads it (see readsQuery). */
  query: QueryFacts;
}

const value = (q: URLSearchParams, key: string): string | undefined => {
  const all = q.getAll(key).filter((v) => v !== '');
  return all.length === 1 ? all[0] : undefined;
};

/** What the spec lists for GET /v1/orders' parameters (the pairs come from the run's knowledge). */
const ORDERS_VOCABULARY: OrdersVocabulary = {
  types: ORDER_TYPES,
  listableStatuses: LISTABLE_ORDER_STATUSES,
  sortOrders: SORT_ORDERS,
  pageSize: ORDERS_PAGE_SIZE,
};

const OFFSET = /(?:Z|[+-]\d{2}:?\d{2})$/i;

function queryFacts(x: JudgedExchange, knowledge: Knowledge, now: Date): QueryFacts {
  const q = canonicalEnums(x.query, x.operation.name);
  const facts: QueryFacts = {};
  const beforeText = value(q, 'createdAtBefore');
  const afterText = value(q, 'createdAtAfter');
  if (beforeText !== undefined) facts.before = parseDateTimeInput(beforeText);
  if (afterText !== undefined) facts.after = parseDateTimeInput(afterText);
  const pair = value(q, 'pairSymbol');
  // Without a known pair list, existence cannot be judged: the pair sent is taken to exist.
  const pairs = knowledge.pairs ?? (pair !== undefined ? [pair] : []);
  const ctx: QueryContext = { now, pairs };
  switch (x.operation.name) {
    case 'orders': {
      const r = validateOrdersQuery(q, ctx);
      if (r.ok) facts.orders = r.value;
      // As sent, not as canonicalEnums reads it: the classes decide letter case themselves.
      facts.ordersClasses = classifyOrdersQuery(x.query, { ...ORDERS_VOCABULARY, ...(knowledge.pairs ? { pairs: [...knowledge.pairs] } : {}) });
      break;
    }
    case 'trades': {
      // OPEN-POINTS #1: orderId alone or as a filter; either reading that accepts the query is taken.
      // The readings differ only where orderId is sent: without it, one validation is the answer of both.
      const a = validateTradesQuery(q, { ...ctx, pairs: [...pairs, ...q.getAll('pairSymbol')], tradesOrderId: 'exclusive' });
      const r = a.ok || !q.has('orderId') ? a : validateTradesQuery(q, { ...ctx, pairs: [...pairs, ...q.getAll('pairSymbol')], tradesOrderId: 'filter' });
      if (r.ok) facts.trades = r.value;
      const createdAtText = value(q, 'createdAt');
      if (createdAtText !== undefined) {
        facts.createdAt = parseDateTimeInput(createdAtText);
        if (facts.createdAt !== undefined && !OFFSET.test(createdAtText)) facts.createdAtDay = facts.createdAt.slice(0, 10);
      }
      break;
    }
    case 'cryptoWithdrawals':
    case 'cryptoDeposits': {
      const r = x.operation.name === 'cryptoWithdrawals' ? validateCryptoWithdrawalsQuery(q, ctx) : validateCryptoDepositsQuery(q, ctx);
      if (r.ok) facts.transfers = r.value;
      break;
    }
    default:
      break;
  }
  return facts;
}

/**
 * Whether a rule reads the query's facts for this exchange: a 200 list of a paged operation (filters,
 * page size, order, window), and any answer of GET /v1/orders (query.400-expected, query.400-errors).
 * The domain's query rules are most of what judging a small answer costs; elsewhere no rule reads them.
 */
function readsQuery(x: JudgedExchange): boolean {
  if (x.operation.lookup) return false;
  const name = x.operation.name;
  if (name === 'orders') return true;
  return (name === 'trades' || name === 'cryptoWithdrawals' || name === 'cryptoDeposits') && x.status === 200 && Array.isArray(x.json);
}

/** Records of one answer the judge validates field by field (see exchangeFacts). */
const MAX_VALIDATED_RECORDS = TRADES_PAGE_SIZE.max;

function recordsOf(x: JudgedExchange): unknown[] | undefined {
  if (x.status !== 200 || x.json === undefined) return undefined;
  if (x.operation.lookup) return [x.json];
  return Array.isArray(x.json) ? x.json : undefined;
}

/** Works out the facts of one exchange; `now` is the caller's clock (the domain reads no clock). */
export function exchangeFacts(x: JudgedExchange, knowledge: Knowledge, now: Date): ExchangeFacts {
  const records = recordsOf(x);
  const recordFindings: RecordFinding[] = [];
  if (records) {
    const kind = x.operation.kind;
    // The largest page any paged endpoint answers: a longer paged list is a finding of its own
    // (page-over-page-size), and the unpaged reference data are validated whole by their checks. A
    // hostile list of thousands of records validated again on every answer held hundreds of MiB.
    const validated = Math.min(records.length, MAX_VALIDATED_RECORDS);
    // Lenient: fields beyond the listed ones are at most SHOULD (OPEN-POINTS #13); a deposit's four are still refused.
    // A list's validations are the checks' too (support/answer-validations.ts): one per record of the answer.
    const results = x.operation.lookup ? [validateResource(kind, records[0])] : listValidations(kind, records, validated);
    for (let i = 0; i < validated; i++) {
      for (const finding of lenientOf(results[i]!).findings) recordFindings.push(x.operation.lookup ? { finding } : { index: i, finding });
    }
    // "levels 1 to 8 are listed": the list as a whole (each level once); per-record findings are above.
    if (x.operation.name === 'feeLevels') {
      for (const finding of checkFeeLevelSet(records)) recordFindings.push({ finding });
    }
  }
  return { ...(records ? { records } : {}), recordFindings, query: readsQuery(x) ? queryFacts(x, knowledge, now) : {} };
}
