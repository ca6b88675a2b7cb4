import { PROBLEM_CODE_REQUIREMENTS, VALIDATION_ERRORS_CODE_REQUIREMENTS } from '#support/problem-body.js';
import { unobservable } from '#support/outcome.js';
import { datetime } from '#support/query-datetimes.js';
import type { Check } from '#types';
import { LIST_ENDPOINT, LIST_SECTION } from '#support/orders-target.js';
import { unknownPairSymbol } from '#support/pair-symbols.js';
import { PROBLEM_BODY_CODES, rejectAndAccept } from './_support/validation.js';
import type { Case, Rejection, ValidationCodes } from './_support/validation.js';

const REJECTIONS = [
  { code: 'unknown-pair', what: 'a pairSymbol that names no pair', key: 'pairSymbol', query: (b) => b },
] as const satisfies readonly Case<Rejection>[];

/** Each case's codes written out (grep finds them); `satisfies` holds them to the cases above. */
const CASE_CODES = {
  'unknown-pair-not-400': 'a pairSymbol that names no pair was not answered 400',
  'unknown-pair-no-key-message': 'a pairSymbol that names no pair was answered 400 without a message on errors.pairSymbol',
} as const satisfies ValidationCodes<typeof REJECTIONS, []>;

/** "pairSymbol … must be an existing pair": an unknown symbol is a 400 on errors.pairSymbol. */
export const ordersPairUnknown400 = {
  id: 'orders.pair-unknown-400',
  title: 'GET /v1/orders with a pairSymbol that names no pair: 400 on pairSymbol',
  requirements: [
    'ORD-LIST-PAIR-SYMBOL',
    'ERR-ORD-PAIR-EXISTS',
    'ERR-400-ERRORS-KEYED',
    'ERR-PROBLEM-FIELDS',
    'ERR-PROBLEM-TYPE',
    'ERR-PROBLEM-TITLE',
    'ERR-STATUS-MATCHES',
  ],
  codes: { ...CASE_CODES, ...PROBLEM_BODY_CODES },
  codeRequirements: {
    'unknown-pair-not-400': ['ORD-LIST-PAIR-SYMBOL', 'ERR-ORD-PAIR-EXISTS'],
    'unknown-pair-no-key-message': ['ERR-ORD-PAIR-EXISTS', 'ERR-400-ERRORS-KEYED'],
    ...PROBLEM_CODE_REQUIREMENTS,
    ...VALIDATION_ERRORS_CODE_REQUIREMENTS,
  },
  needs: { credentials: true },
  section: LIST_SECTION,
  endpoint: LIST_ENDPOINT,
  async run(ctx) {
    const pairs = ctx.discovery.brokerPairs;
    if (!pairs) return unobservable('broker pairs could not be discovered, so no symbol is known not to exist');
    const pairSymbol = unknownPairSymbol(pairs.map((p) => String(p.symbol)));
    return rejectAndAccept(ctx, { pairSymbol, createdAtBefore: datetime(ctx, ctx.discovery.now) }, REJECTIONS, [], { problemBody: true });
  },
} as const satisfies Check;
