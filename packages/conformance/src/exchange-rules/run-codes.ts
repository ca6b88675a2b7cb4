// The finding code `tarc run` gives the rule a proxy violation breaks (`<check id>/<code>`), so a
// finding reads the same in either tool. Undefined where no check of the run judges the rule from
// one exchange under a code of its own (the report then keeps `proxy.<rule>/violated`).
import type { Finding, ResourceKind } from '@tarc/domain';
import type { FindingCode } from '../checks/index.js';
import type { RequirementId } from '../requirements/index.js';
import type { JudgedExchange } from './types.js';
import type { Violation } from './types.js';

/** Each kind's schema check (its `record-<domain code>` codes). */
const SCHEMA: Readonly<Record<ResourceKind, string>> = {
  order: 'orders.schema',
  trade: 'trades.schema',
  accountWallet: 'account-wallets.schema',
  cryptoWithdrawal: 'crypto-transfers.withdrawals-schema',
  cryptoDeposit: 'crypto-transfers.deposits-schema',
  brokerPair: 'reference-data.broker-pairs-schema',
  cryptoAsset: 'reference-data.crypto-assets-schema',
  cryptoNetworkFamily: 'reference-data.network-families-schema',
  feeLevel: 'reference-data.fee-levels-schema',
};
/** Where the run judges a kind's scale in a check of its own. */
const SCALE: Partial<Record<ResourceKind, string>> = {
  order: 'orders.decimal-scale/record-scale',
  trade: 'trades.decimal-scale/record-scale',
  accountWallet: 'account-wallets.decimal-scale/record-scale',
  brokerPair: 'reference-data.broker-pairs-scale/not-16-digits',
  cryptoAsset: 'reference-data.crypto-assets-scale/not-asset-scale',
};
const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The run's code for a domain finding on a record of `kind` (the schema checks' `record-<code>`, or the check of that rule). */
export function recordRunCode(kind: ResourceKind, f: Finding, requirement: RequirementId): FindingCode {
  return recordCode(kind, f, requirement) as FindingCode;
}

function recordCode(kind: ResourceKind, f: Finding, requirement: RequirementId): string {
  switch (f.code) {
    case 'scale':
      return SCALE[kind] ?? `${SCHEMA[kind]}/record-scale`;
    case 'sign':
      return kind === 'trade' ? 'trades.buy-sign/record-sign' : `${SCHEMA[kind]}/record-sign`;
    case 'forbidden-field':
      return kind === 'cryptoDeposit' ? `crypto-transfers.deposits-no-withdrawal-fields/has-${kebab(f.field)}` : `${SCHEMA[kind]}/record-forbidden-field`;
    case 'family-id':
      return 'reference-data.network-families-family-id/family-id-differs';
    case 'fee-percent':
      return 'reference-data.fee-levels-text/not-percent-text';
    case 'volume-range':
      return 'reference-data.fee-levels-top-band/top-band-closed';
    case 'fee-table':
      return requirement === 'FEE-LEVELS-1-TO-8' ? 'reference-data.fee-levels-complete/not-levels-1-to-8' : 'reference-data.fee-levels-values/not-table-value';
    case 'enum':
      return kind === 'cryptoWithdrawal' && f.field.endsWith('status') ? 'crypto-transfers.withdrawals-status/unknown-status' : `${SCHEMA[kind]}/record-enum`;
    case 'format':
      if (kind === 'feeLevel') return 'reference-data.fee-levels-text/not-percent-text';
      if (requirement === 'GEN-DECIMAL-STRING') return 'general.decimal-strings/not-decimal-string';
      if (requirement === 'GEN-TIMESTAMP-FORMAT') return 'general.timestamps/not-timestamp';
      return `${SCHEMA[kind]}/record-format`;
    default:
      return `${SCHEMA[kind]}/record-${f.code}`;
  }
}

/** By requirement, where one requirement of a proxy rule is one code of the run. */
export const BY_REQUIREMENT: Readonly<Partial<Record<RequirementId, FindingCode>>> = {
  'ERR-NO-5XX': 'general.no-5xx/server-error',
  'GEN-LIST-BARE-ARRAY': 'general.bare-arrays/not-bare-array',
  'ORD-LIST-CANCELED-EXCLUDED': 'orders.canceled-excluded/listed',
  'ORD-LIST-PAIR-SYMBOL': 'orders.pair-filter/other-pair',
  'ORD-LIST-STATUS': 'orders.status-filter/filter-not-applied',
  'ORD-LIST-TYPE': 'orders.type-filter/filter-not-applied',
  'TRD-LIST-ORDER-ID': 'trades.order-id-filter/other-order-returned',
  'TRD-LIST-PAIR-SYMBOL': 'trades.pair-filter/other-pair',
  'TRD-LIST-SIDE': 'trades.side-filter/filter-not-applied',
  'WDR-FILTER-EXTERNAL-TRANSACTION-ID': 'crypto-transfers.withdrawals-external-transaction-id-filter/other-reference-returned',
  'WAL-FILTER-CURRENCY-SYMBOL': 'account-wallets.currency-symbol-filter/other-currency-returned',
  'PAIR-SYMBOL-FILTER': 'reference-data.broker-pairs-symbol-filter/filter-not-exact',
  'ORD-LIST-ORDER-ID-AFTER': 'orders.order-id-after-inclusive/below-order-id-after',
  'ORD-LIST-CREATED-AT-BEFORE': 'orders.created-at-before-inclusive/before-returns-later',
  'ORD-LIST-CREATED-AT-AFTER': 'orders.created-at-after-exclusive/after-returns-earlier',
  'ORD-LIST-WINDOW-MAX-90-DAYS': 'orders.window-max-range/spans-over-90-days',
  'ORD-LIST-WINDOW-DEFAULT': 'orders.window-default/spans-over-90-days',
  'TRD-LIST-CREATED-AT-BEFORE': 'trades.created-at-before-inclusive/before-returns-later',
  'TRD-LIST-CREATED-AT-AFTER': 'trades.created-at-after-exclusive/after-returns-earlier',
  'TRD-LIST-WINDOW-MAX-90-DAYS': 'trades.window-max-range/spans-over-90-days',
  'TRD-LIST-WINDOW-DEFAULT': 'trades.window-default/spans-over-90-days',
  'TRD-LIST-CREATED-AT': 'trades.created-at-date/other-day-returned',
  'WDR-WINDOW': 'crypto-transfers.withdrawals-window/outside-window',
  'DEP-WINDOW': 'crypto-transfers.deposits-window/outside-window',
  'TRD-LIST-PAIR-REQUIRED': 'trades.required-parameters/trades-returned',
  'TRD-LIST-DATE-REQUIRED': 'trades.required-parameters/trades-returned',
  'WDR-DATES-REQUIRED': 'crypto-transfers.withdrawals-dates-required/records-returned',
  'DEP-DATES-REQUIRED': 'crypto-transfers.deposits-dates-required/records-returned',
  'ORD-LIST-PAGING': 'orders.paging/page-over-page-size',
  'TRD-LIST-PAGING': 'trades.paging/page-over-page-size',
  'WDR-PAGE': 'crypto-transfers.withdrawals-paging/page-over-page-size',
  'DEP-PAGE': 'crypto-transfers.deposits-paging/page-over-page-size',
  'WDR-PAGE-SIZE': 'crypto-transfers.withdrawals-paging/page-over-page-size',
  'DEP-PAGE-SIZE': 'crypto-transfers.deposits-paging/page-over-page-size',
  'ORD-LIST-PAGE-SIZE-RANGE': 'orders.paging/page-over-page-size',
  'TRD-LIST-PAGE-SIZE-RANGE': 'trades.paging/page-over-page-size',
  'WDR-PAGE-SIZE-RANGE': 'crypto-transfers.withdrawals-page-size/over-max',
  'DEP-PAGE-SIZE-RANGE': 'crypto-transfers.deposits-page-size/over-max',
  'ORD-CREATED-BY-EMAIL': 'general.created-by-email/not-email-form',
  'WDR-CREATED-BY-EMAIL': 'general.created-by-email/not-email-form',
  'GEN-SUCCESS-JSON-MEDIA-TYPE': 'general.json-media-type/not-json-media-type',
  'WDR-UPDATED-NOT-BEFORE-CREATED': 'crypto-transfers.withdrawals-updated-at/updated-before-created',
  'PAIR-SYMBOL-COMPOSED': 'reference-data.broker-pairs-symbol-composed/not-composed',
  'ORD-ONE-RESPONSE': 'orders.one-equals-list/differs-from-list',
  'TRD-ONE-RESPONSE': 'trades.one-equals-list/differs-from-list',
};

/** The problem-detail codes the run's error checks share. */
function problemCode(v: Violation): string {
  const m = v.message;
  if (/body is not/.test(m)) return 'not-problem-object';
  if (/^status is .* in a/.test(m)) return 'status-mismatch';
  if (/^status is/.test(m)) return 'status-not-integer';
  if (/^type .* does not refer/.test(m)) return 'type-wrong-section';
  if (/^title .* is not/.test(m)) return 'title-wrong';
  const field = /^(type|title|traceId) is/.exec(m)?.[1];
  return field === 'traceId' ? 'trace-id-not-string' : `${field ?? 'type'}-not-string`;
}

const ERRORS_CHECK: Readonly<Record<string, string>> = { order: 'errors.order-not-found', trade: 'errors.trade-not-found', orders: 'errors.orders-400-body' };
/** The direction a list was asked for: `order` (orders, trades) or `orderBy` (transfers); none reads DESC by default. */
const direction = (x: JudgedExchange): 'ASC' | 'DESC' | 'default' => {
  const asked = (x.query.get('order') ?? x.query.get('orderBy') ?? '').toUpperCase();
  return asked === 'ASC' || asked === 'DESC' ? asked : 'default';
};
/** The ordering check of each list and the code of each direction, written out (orders with orderIdAfter: by id). */
const ORDERING_CODES: Readonly<Record<string, Readonly<Record<'ASC' | 'DESC' | 'default', FindingCode>>>> = {
  orders: {
    ASC: 'orders.created-at-ordering/asc-not-ascending',
    DESC: 'orders.created-at-ordering/desc-not-descending',
    default: 'orders.created-at-ordering/default-not-descending',
  },
  ordersById: {
    ASC: 'orders.id-ordering/asc-not-ascending',
    DESC: 'orders.id-ordering/desc-not-descending',
    default: 'orders.id-ordering/default-not-descending',
  },
  trades: {
    ASC: 'trades.created-at-ordering/asc-not-ascending',
    DESC: 'trades.created-at-ordering/desc-not-descending',
    default: 'trades.created-at-ordering/default-not-descending',
  },
  cryptoWithdrawals: {
    ASC: 'crypto-transfers.withdrawals-order-by/asc-not-ascending',
    DESC: 'crypto-transfers.withdrawals-order-by/desc-not-descending',
    default: 'crypto-transfers.withdrawals-order-by/default-not-descending',
  },
  cryptoDeposits: {
    ASC: 'crypto-transfers.deposits-order-by/asc-not-ascending',
    DESC: 'crypto-transfers.deposits-order-by/desc-not-descending',
    default: 'crypto-transfers.deposits-order-by/default-not-descending',
  },
};

/** The run's code for a violation of proxy rule `rule` on exchange `x`. */
export function runCodeOf(rule: string, v: Violation, x: JudgedExchange): FindingCode | undefined {
  if (v.runCode !== undefined) return v.runCode;
  return ruleCode(rule, v, x) as FindingCode | undefined;
}

function ruleCode(rule: string, v: Violation, x: JudgedExchange): string | undefined {
  switch (rule) {
    case 'response.success-not-200-json':
      return x.status !== 200 ? 'general.success-200-json/not-200' : 'general.success-200-json/not-json';
    case 'auth.data-without-credentials': {
      const missing = ['x-pck', 'x-signature', 'x-stamp', 'x-nonce'].filter((h) => !x.requestHeaders[h]);
      return missing.length === 4
        ? 'authentication.no-credentials/accepted-without-credentials'
        : `authentication.missing-header/accepted-without-${missing[0]}`;
    }
    case 'list.not-array':
      return 'general.bare-arrays/not-bare-array';
    case 'list.ordering':
      return ORDERING_CODES[x.operation.name === 'orders' && x.query.has('orderIdAfter') ? 'ordersById' : x.operation.name]?.[direction(x)];
    case 'query.400-expected':
      return 'fuzz.orders/invalid-not-400';
    case 'query.400-errors':
      return 'fuzz.orders/invalid-not-keyed';
    case 'problem.body':
      return ERRORS_CHECK[x.operation.name] === undefined ? undefined : `${ERRORS_CHECK[x.operation.name]}/${problemCode(v)}`;
    case 'problem.not-found-errors':
      return ERRORS_CHECK[x.operation.name] === undefined ? undefined : `${ERRORS_CHECK[x.operation.name]}/errors-on-404`;
    default:
      return BY_REQUIREMENT[v.requirement];
  }
}
