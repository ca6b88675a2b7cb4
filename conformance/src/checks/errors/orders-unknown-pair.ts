import { unobservable } from '../../support/index.js';
import type { Check } from '../../types.js';
import { probeOrdersValidation, validationProbeCodes } from './_support/validation-probe.js';
import type { RequiredKey } from './_support/validation-probe.js';

const REQUIRED: readonly RequiredKey[] = [{ key: 'pairSymbol', requirement: 'ERR-ORD-PAIR-EXISTS' }];

/** "When pairSymbol names no existing pair, then errors.pairSymbol carries a message that it must exist." */
export const ordersUnknownPair: Check = {
  id: 'errors.orders-unknown-pair',
  title: 'GET /v1/orders with a pairSymbol that names no pair: 400 with a message on errors.pairSymbol',
  requirements: ['ERR-ORD-PAIR-EXISTS', 'ERR-400-ERRORS-KEYED', 'ERR-PROBLEM-FIELDS', 'ERR-PROBLEM-TYPE', 'ERR-PROBLEM-TITLE', 'ERR-STATUS-MATCHES'],
  codes: validationProbeCodes(REQUIRED),
  needs: { credentials: true },
  section: 'Errors',
  endpoint: 'GET /v1/orders',
  run(ctx) {
    const pairs = ctx.discovery.brokerPairs;
    if (!pairs) return Promise.resolve(unobservable('discovery could not read the broker pairs, so no symbol is known to name no pair'));
    const known = new Set(pairs.map((p) => p.symbol));
    let symbol = `TARCNOPAIR${Math.abs(ctx.options.seed)}`;
    while (known.has(symbol)) symbol += 'X';
    // orderIdAfter, not a date, so the DATETIME input format (OPEN-POINTS #2) plays no part.
    return probeOrdersValidation(
      ctx,
      { pairSymbol: symbol, orderIdAfter: '0' },
      REQUIRED,
      `pairSymbol=${symbol} (no such pair)`,
    );
  },
};
