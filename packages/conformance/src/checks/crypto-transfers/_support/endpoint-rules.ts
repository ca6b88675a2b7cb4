// The rules GET /v1/crypto-withdrawals and GET /v1/crypto-deposits share, each bound to both endpoints
// by one row of a typed table (each rule lives beside this file, its test beside it). A check id is built from the
// row's name, so a mistyped name does not compile: `crypto-transfers.<withdrawals|deposits>-<rule>`.
import type { TransferEndpoint } from '../../../support/transfers.js';
import { DEPOSITS, WITHDRAWALS } from '../../../support/transfers.js';
import type { Check, CheckContext, CheckOutcome, CodeMeanings, DataNeeds } from '../../../types.js';
import { DATES_REQUIRED_CODES, datesRequiredNeeds, datesRequiredRule } from './dates-required.js';
import { ORDER_BY_CODES, orderByNeeds, orderByRule } from './order-by.js';
import { PAGE_SIZE_RANGE_CODES, pageSizeRangeNeeds, pageSizeRangeRule } from './page-size-range.js';
import { PAGE_SIZE_CODES, pageSizeNeeds, pageSizeRule } from './page-size.js';
import { PAGE_SIZE_DEFAULT_WITH_SYMBOL_CODES, pageSizeDefaultWithSymbolNeeds, pageSizeDefaultWithSymbolRule } from './page-size-default-with-symbol.js';
import { PAGING_CODES, pagingNeeds, pagingRule } from './paging.js';
import { PROPERTY_CODES, propertyNeeds, propertyRule } from './property.js';
import { QUERY_MODES_CODES, queryModesNeeds, queryModesRule } from './query-modes.js';
import { SCHEMA_CODES, schemaNeeds, schemaRule } from './schema.js';
import { SYMBOL_FILTER_CODES, symbolFilterNeeds, symbolFilterRule } from './symbol-filter.js';
import { WINDOW_CODES, windowNeeds, windowRule } from './window.js';
import type { RequirementId } from '../../../requirements/index.js';

type Noun = TransferEndpoint['noun'];

/** One rule of both transfer lists: its words and requirements for each endpoint, and how it runs. */
interface SharedRule {
  titles: Readonly<Record<Noun, string>>;
  requirements: Readonly<Record<Noun, readonly RequirementId[]>>;
  codes: CodeMeanings;
  needs(endpoint: TransferEndpoint): DataNeeds;
  run(ctx: CheckContext, endpoint: TransferEndpoint): Promise<CheckOutcome>;
}

const SHARED_RULES = {
  /** "Returns an array of Crypto withdrawal" with the fields of the Crypto withdrawal table; memoTag "string or null". */
  'schema': {
    titles: {
      withdrawals: 'Every withdrawal matches the Crypto withdrawal table (memoTag a string or null)',
      deposits: 'Every deposit matches the Crypto deposit table (memoTag a string or null)',
    },
    requirements: { withdrawals: ['WDR-LIST', 'WDR-FIELDS'], deposits: ['DEP-LIST', 'DEP-FIELDS'] },
    codes: SCHEMA_CODES,
    needs: (endpoint) => schemaNeeds(endpoint),
    run: schemaRule,
  },
  /** "| createdAtBefore | DATETIME | yes | on or before this time |", "| createdAtAfter | DATETIME | yes | after this time |". */
  'window': {
    titles: {
      withdrawals: 'Every withdrawal returned lies in createdAtAfter < createdAt <= createdAtBefore',
      deposits: 'Every deposit returned lies in createdAtAfter < createdAt <= createdAtBefore',
    },
    requirements: { withdrawals: ['WDR-WINDOW'], deposits: ['DEP-WINDOW'] },
    codes: WINDOW_CODES,
    needs: (endpoint) => windowNeeds(endpoint),
    run: windowRule,
  },
  /** createdAtBefore and createdAtAfter "Required: yes" (OPEN-POINTS #7: no 5xx, no records; the 4xx is INFO). */
  'dates-required': {
    titles: {
      withdrawals: 'Withdrawals requests missing a date get no records and no 5xx',
      deposits: 'Deposits requests missing a date get no records and no 5xx',
    },
    requirements: { withdrawals: ['WDR-DATES-REQUIRED'], deposits: ['DEP-DATES-REQUIRED'] },
    codes: DATES_REQUIRED_CODES,
    needs: () => datesRequiredNeeds(),
    run: datesRequiredRule,
  },
  /** "ordered by createdAt"; "| orderBy | STRING | no | ASC or DESC, default Desc |". */
  'order-by': {
    titles: {
      withdrawals: 'Withdrawals are ordered by createdAt per orderBy, descending by default',
      deposits: 'Deposits are ordered by createdAt per orderBy, descending by default',
    },
    requirements: { withdrawals: ['WDR-LIST', 'WDR-ORDER-BY'], deposits: ['DEP-LIST', 'DEP-ORDER-BY'] },
    codes: ORDER_BY_CODES,
    needs: (endpoint) => orderByNeeds(endpoint),
    run: orderByRule,
  },
  /** "| pageSize | INT | no | 1 to 1000, default 100 |". */
  'page-size': {
    titles: {
      withdrawals: 'Withdrawal pages hold pageSize records (default 100, 1000 honoured), never more',
      deposits: 'Deposit pages hold pageSize records (default 100, 1000 honoured), never more',
    },
    requirements: { withdrawals: ['WDR-PAGE-SIZE'], deposits: ['DEP-PAGE-SIZE'] },
    codes: PAGE_SIZE_CODES,
    needs: (endpoint) => pageSizeNeeds(endpoint),
    run: pageSizeRule,
  },
  /** "| pageSize | INT | no | 1 to 1000, default 100 |", in the "with symbol" mode. */
  'page-size-default-with-symbol': {
    titles: {
      withdrawals: 'Withdrawals with symbol, without pageSize: 100 when more match',
      deposits: 'Deposits with symbol, without pageSize: 100 when more match',
    },
    requirements: { withdrawals: ['WDR-PAGE-SIZE'], deposits: ['DEP-PAGE-SIZE'] },
    codes: PAGE_SIZE_DEFAULT_WITH_SYMBOL_CODES,
    needs: (endpoint) => pageSizeDefaultWithSymbolNeeds(endpoint),
    run: pageSizeDefaultWithSymbolRule,
  },
  /** "| page | INT | no | default 1 |". */
  'paging': {
    titles: {
      withdrawals: 'Withdrawal pages are disjoint and together hold the window; page defaults to 1',
      deposits: 'Deposit pages are disjoint and together hold the window; page defaults to 1',
    },
    requirements: { withdrawals: ['WDR-PAGE'], deposits: ['DEP-PAGE'] },
    codes: PAGING_CODES,
    needs: (endpoint) => pagingNeeds(endpoint),
    run: pagingRule,
  },
  /** "| pageSize range | crypto-withdrawals, crypto-deposits | 1 to 1000, default 100 |" (OPEN-POINTS #7). */
  'page-size-range': {
    titles: {
      withdrawals: 'An out-of-range withdrawals pageSize is not honoured and gets no 5xx',
      deposits: 'An out-of-range deposits pageSize is not honoured and gets no 5xx',
    },
    requirements: { withdrawals: ['WDR-PAGE-SIZE-RANGE'], deposits: ['DEP-PAGE-SIZE-RANGE'] },
    codes: PAGE_SIZE_RANGE_CODES,
    needs: () => pageSizeRangeNeeds(),
    run: pageSizeRangeRule,
  },
  /** "| symbol | STRING | no | crypto asset symbol |", read through the crypto assets' currencySymbol. */
  'symbol-filter': {
    titles: {
      withdrawals: "The withdrawals symbol filter agrees with the assets' currencySymbol",
      deposits: "The deposits symbol filter agrees with the assets' currencySymbol",
    },
    requirements: { withdrawals: ['WDR-FILTER-SYMBOL'], deposits: ['DEP-FILTER-SYMBOL'] },
    codes: SYMBOL_FILTER_CODES,
    needs: (endpoint) => symbolFilterNeeds(endpoint),
    run: symbolFilterRule,
  },
  /** Random valid withdrawals queries: schema, window, ordering, page-size bound and filters hold. */
  'property': {
    titles: {
      withdrawals: 'Random valid withdrawals queries get responses within every rule (property)',
      deposits: 'Random valid deposits queries get responses within every rule (property)',
    },
    requirements: {
      withdrawals: [
        'WDR-LIST',
        'WDR-FIELDS',
        'WDR-STATUS',
        'WDR-WINDOW',
        'WDR-ORDER-BY',
        'WDR-PAGE-SIZE',
        'WDR-FILTER-SYMBOL',
        'WDR-FILTER-EXTERNAL-TRANSACTION-ID',
      ],
      deposits: ['DEP-LIST', 'DEP-FIELDS', 'DEP-NO-WITHDRAWAL-FIELDS', 'DEP-WINDOW', 'DEP-ORDER-BY', 'DEP-PAGE-SIZE', 'DEP-FILTER-SYMBOL'],
    },
    codes: PROPERTY_CODES,
    needs: (endpoint) => propertyNeeds(endpoint),
    run: propertyRule,
  },
  'query-modes': {
    titles: {
      withdrawals: 'Withdrawals: ordering, default order, default page size and paging hold in every filter mode, across page boundaries',
      deposits: 'Deposits: ordering, default order, default page size and paging hold in every filter mode, across page boundaries',
    },
    requirements: {
      withdrawals: ['WDR-LIST', 'WDR-ORDER-BY', 'WDR-PAGE', 'WDR-PAGE-SIZE'],
      deposits: ['DEP-LIST', 'DEP-ORDER-BY', 'DEP-PAGE', 'DEP-PAGE-SIZE'],
    },
    codes: QUERY_MODES_CODES,
    needs: (endpoint) => queryModesNeeds(endpoint),
    run: queryModesRule,
  },
} as const satisfies Record<string, SharedRule>;

export type SharedRuleName = keyof typeof SHARED_RULES;
export type SharedTransferCheckId = `crypto-transfers.${Noun}-${SharedRuleName}`;
/** The rule names, each the name of its file in this folder (`schema` → `schema.ts`). */
export const SHARED_RULE_NAMES = Object.keys(SHARED_RULES) as readonly SharedRuleName[];

/** A bound rule: its codes table stays the rule's own, so its FindingCodes are literal. */
type BoundRule<N extends SharedRuleName> = Omit<Check, 'id' | 'codes'> & { id: `crypto-transfers.${Noun}-${N}`; codes: (typeof SHARED_RULES)[N]['codes'] };

function bind<N extends SharedRuleName>(name: N, endpoint: TransferEndpoint): BoundRule<N> {
  const rule: SharedRule & { codes: (typeof SHARED_RULES)[N]['codes'] } = SHARED_RULES[name];
  return {
    id: `crypto-transfers.${endpoint.noun}-${name}` satisfies SharedTransferCheckId,
    title: rule.titles[endpoint.noun],
    requirements: rule.requirements[endpoint.noun],
    codes: rule.codes,
    needs: rule.needs(endpoint),
    section: `Endpoints > GET ${endpoint.path}`,
    endpoint: `GET ${endpoint.path}`,
    run: (ctx) => rule.run(ctx, endpoint),
  };
}

const bindAll = (endpoint: TransferEndpoint) =>
  Object.fromEntries((Object.keys(SHARED_RULES) as SharedRuleName[]).map((name) => [name, bind(name, endpoint)])) as { [N in SharedRuleName]: BoundRule<N> };

/** The shared rules bound to each endpoint, by rule name. */
export const WITHDRAWALS_CHECKS = bindAll(WITHDRAWALS);
export const DEPOSITS_CHECKS = bindAll(DEPOSITS);

/** Every id the table registers (the catalogue test reads it: these checks have no file of their own). */
export const SHARED_TRANSFER_CHECK_IDS: readonly SharedTransferCheckId[] = [...Object.values(WITHDRAWALS_CHECKS), ...Object.values(DEPOSITS_CHECKS)].map(
  (c) => c.id as SharedTransferCheckId,
);
