import { datetime } from '#support/query-datetimes.js';
import type { Check } from '#types';
import { LIST_ENDPOINT, LIST_SECTION } from '#support/orders-target.js';
import { rejectAndAccept } from './_support/validation.js';
import type { Case, Rejection, ValidationCodes } from './_support/validation.js';

const REJECTIONS = [
  { code: 'pair-omitted', what: 'pairSymbol omitted', key: 'pairSymbol', query: (b) => ({ createdAtBefore: b.createdAtBefore }) },
  { code: 'pair-omitted-by-id', what: 'pairSymbol omitted, orderIdAfter sent', key: 'pairSymbol', query: () => ({ orderIdAfter: '0' }) },
] as const satisfies readonly Case<Rejection>[];

/** Each case's codes written out (grep finds them); `satisfies` holds them to the cases above. */
const CASE_CODES = {
  'pair-omitted-not-400': 'pairSymbol omitted was not answered 400',
  'pair-omitted-no-key-message': 'pairSymbol omitted was answered 400 without a message on errors.pairSymbol',
  'pair-omitted-by-id-not-400': 'pairSymbol omitted, orderIdAfter sent was not answered 400',
  'pair-omitted-by-id-no-key-message': 'pairSymbol omitted, orderIdAfter sent was answered 400 without a message on errors.pairSymbol',
} as const satisfies ValidationCodes<typeof REJECTIONS, []>;

/** "pairSymbol | STRING | yes": without it, 400 with a message on errors.pairSymbol. */
export const ordersPairMissing400 = {
  id: 'orders.pair-missing-400',
  title: 'GET /v1/orders without pairSymbol: 400 on pairSymbol',
  requirements: ['ORD-LIST-PAIR-SYMBOL', 'ERR-ORD-PAIR-REQUIRED'],
  codes: CASE_CODES,
  codeRequirements: {
    'pair-omitted-not-400': ['ORD-LIST-PAIR-SYMBOL', 'ERR-ORD-PAIR-REQUIRED'],
    'pair-omitted-by-id-not-400': ['ORD-LIST-PAIR-SYMBOL', 'ERR-ORD-PAIR-REQUIRED'],
    'pair-omitted-no-key-message': ['ERR-ORD-PAIR-REQUIRED'],
    'pair-omitted-by-id-no-key-message': ['ERR-ORD-PAIR-REQUIRED'],
  },
  needs: { credentials: true },
  section: LIST_SECTION,
  endpoint: LIST_ENDPOINT,
  run(ctx) {
    return rejectAndAccept(ctx, { createdAtBefore: datetime(ctx, ctx.discovery.now) }, REJECTIONS, []);
  },
} as const satisfies Check;
