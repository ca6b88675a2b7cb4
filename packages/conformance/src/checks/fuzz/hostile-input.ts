// Negative-input fuzzing, one rule over every operation: cases of a few hostile requests sent at
// once (hostile values in every parameter and path id, and the boundary requests first); never a
// 5xx, never past the timeout, and (GET /v1/orders) a 400 keyed by the parameter a value certainly
// breaks. One property per operation, its check below.
import { fc, loadFastCheck } from '#support/fast-check.js';
import { failed, notEvaluated, noData } from '#support/outcome.js';
import { runProperty } from '#support/property.js';
import type { PropertyFailure } from '#support/property.js';
import { isRefusal, judgeRefusal } from '#support/refusal.js';
import { TransportError } from '#types';
import type { CheckContext, CheckOutcome, Exchange, Check } from '#types';
import { certainlyInvalidParam, corpus, describeRequest, hostileRequest, rawQueryOf } from './_support/requests.js';
import type { HostileRequest, Operation } from './_support/requests.js';
import { boundaryRawQuery, boundaryRequests, describeBoundary, shrinkCandidates } from './_support/boundary.js';
import type { BoundaryRequest } from './_support/boundary.js';
import { discoveredPairs, ordersOperation, lookupOperation, tradesOperation, simpleOperation, transfersOperation } from './_support/operations.js';

/** Codes every fuzz check can emit, each with what it means. */
const FUZZ_CODES = {
  'server-error': 'a generated or boundary request (valid or not) got a 5xx',
} as const;
/** GET /v1/orders also: a certainly invalid value not answered 400, or a 400 not keyed by it. */
const ORDERS_FUZZ_CODES = {
  ...FUZZ_CODES,
  'invalid-not-400': 'a GET /v1/orders request with a certainly invalid value was not answered 400',
  'invalid-not-keyed': 'a 400 to a certainly invalid value has no errors key naming the parameter',
} as const;

/** Requests per generated case at most (sent at once). */
const MAX_BATCH = 4;

/** The client gave up waiting (a timeout), as opposed to a connection the server closed. */
const isTimeout = (error: TransportError) => /no complete response within|timeout/i.test(error.evidence.error ?? error.message);

type Sent = { request: HostileRequest; exchange?: Exchange; error?: TransportError };

async function send(ctx: CheckContext, op: Operation, request: HostileRequest): Promise<Sent> {
  try {
    return { request, exchange: await ctx.http.get(request.path, undefined, { rawQuery: rawQueryOf(op, request) }) };
  } catch (error) {
    if (error instanceof TransportError) return { request, error };
    throw error;
  }
}

/**
 * The control: the valid base as parameters, not raw bytes, so that it is the very question other
 * checks ask in other order (GET /v1/orders' base is the blind probe of the orders checks): the run's
 * recorded answer serves it. The hostile requests keep their exact bytes.
 */
async function sendControl(ctx: CheckContext, op: Operation): Promise<Sent> {
  const request: HostileRequest = { path: op.lookup ? `${op.lookup.prefix}${op.lookup.validId}` : op.path };
  const query = Object.fromEntries(op.base.map(([name, value]) => [decodeURIComponent(name), decodeURIComponent(value)]));
  try {
    return { request, exchange: await ctx.http.get(request.path, op.base.length > 0 ? query : undefined) };
  } catch (error) {
    if (error instanceof TransportError) return { request, error };
    throw error;
  }
}

function keysOf(exchange: Exchange): string[] {
  const errors = (exchange.json as { errors?: unknown } | undefined)?.errors;
  return errors && typeof errors === 'object' && !Array.isArray(errors) ? Object.keys(errors) : [];
}

/** What is wrong with one answer, or undefined. */
function judge(op: Operation, { request, exchange, error }: Sent): PropertyFailure | undefined {
  const what = describeRequest(request);
  if (error) {
    // A connection the server closed on odd input is no answer to judge; waiting past the timeout is.
    if (!isTimeout(error)) return undefined;
    return { code: 'transport-error', message: `${what}: ${error.message}`, evidence: [error.evidence] };
  }
  if (!exchange) return undefined;
  if (exchange.status >= 500) {
    return {
      code: 'server-error',
      message: `${what}: answered ${exchange.status}`,
      evidence: [exchange.evidence({ expected: 'a 200 or a 4xx, never a 5xx', actual: String(exchange.status) })],
    };
  }
  const key = certainlyInvalidParam(op, request);
  // A refusal of the signed request is an authentication answer, judged by the authentication checks.
  if (key === undefined || isRefusal(exchange.status)) return undefined;
  if (exchange.status !== 400) {
    return {
      code: 'invalid-not-400',
      message: `${what}: answered ${exchange.status}, not 400`,
      evidence: [exchange.evidence({ expected: `400 with errors.${key}`, actual: String(exchange.status) })],
    };
  }
  const keys = keysOf(exchange);
  if (!keys.includes(key)) {
    return {
      code: 'invalid-not-keyed',
      message: `${what}: 400 whose errors do not name ${key}`,
      evidence: [exchange.evidence({ expected: `errors.${key}`, actual: `errors keys: ${keys.join(', ') || '(none)'}` })],
    };
  }
  return undefined;
}

type BoundarySent = { request: BoundaryRequest; exchange?: Exchange; error?: TransportError };

async function sendBoundary(ctx: CheckContext, op: Operation, request: BoundaryRequest): Promise<BoundarySent> {
  try {
    return { request, exchange: await ctx.http.get(request.path, undefined, { rawQuery: boundaryRawQuery(op, request) }) };
  } catch (error) {
    if (error instanceof TransportError) return { request, error };
    throw error;
  }
}

/** A 5xx or a timeout of a boundary request, or undefined (any other answer is the other checks'). */
function judgeBoundary({ request, exchange, error }: BoundarySent): PropertyFailure | undefined {
  const what = `boundary phase: ${describeBoundary(request)}`;
  if (error) {
    if (!isTimeout(error)) return undefined;
    return { code: 'transport-error', message: `${what}: ${error.message}`, evidence: [error.evidence] };
  }
  if (!exchange || exchange.status < 500) return undefined;
  return {
    code: 'server-error',
    message: `${what}: answered ${exchange.status}`,
    evidence: [exchange.evidence({ expected: 'a 200 or a 4xx, never a 5xx', actual: String(exchange.status) })],
  };
}

/** A request meant as valid that the server refused as invalid (not an authentication refusal). */
const refusedAsInvalid = ({ request, exchange }: BoundarySent) =>
  request.meantValid === true && exchange !== undefined && exchange.status >= 400 && exchange.status < 500 && !isRefusal(exchange.status);

/**
 * Every parameter once with each boundary value of its kind, the requests sent together and judged
 * in order (a request meant as valid but refused is sent again one value at a time); the first
 * failing one is shrunk to the one parameter and value that fail alone (when one does), its curl
 * line in the evidence.
 */
async function boundaryPhase(ctx: CheckContext, op: Operation): Promise<{ failure?: PropertyFailure; requests: number }> {
  const first = await Promise.all(boundaryRequests(op).map((r) => sendBoundary(ctx, op, r)));
  const again = await Promise.all(first.filter(refusedAsInvalid).flatMap((s) => shrinkCandidates(s.request).map((r) => sendBoundary(ctx, op, r))));
  const sent = [...first, ...again];
  for (const s of sent) {
    const failure = judgeBoundary(s);
    if (!failure) continue;
    const alone = await Promise.all(shrinkCandidates(s.request).map((r) => sendBoundary(ctx, op, r)));
    const requests = sent.length + alone.length;
    for (const a of alone) {
      const smaller = judgeBoundary(a);
      if (smaller) return { failure: smaller, requests };
    }
    return { failure, requests };
  }
  return { requests: sent.length };
}

/** What the operation was sent, in the outcome's message: `17 boundary and 25 random request(s)`. */
const spent = (boundary: number, random: number) => `${boundary} boundary and ${random} random request(s)`;

/**
 * Fuzzes `op`: a control request with the valid base first (a refusal of it is judged as such),
 * then the boundary phase whole (every parameter with each boundary value once, whatever `--runs`
 * says), then the random part: the class corpus (less what the boundary phase covered) and
 * generated hostile requests in cases of up to four sent at once, `--runs` requests in all (or the
 * corpus, when it is larger).
 */
export async function fuzzOperation(ctx: CheckContext, op: Operation): Promise<CheckOutcome> {
  await loadFastCheck();
  const control = await sendControl(ctx, op);
  if (control.error && !isTimeout(control.error)) return notEvaluated('transport', control.error.message);
  if (control.exchange && isRefusal(control.exchange.status)) {
    const judged = await judgeRefusal(ctx, control.exchange);
    if (judged.status === 'not-evaluated') return judged;
  }
  const controlFailure = judge(op, control);
  const boundary = await boundaryPhase(ctx, op);
  if (boundary.failure) {
    const first = controlFailure ?? boundary.failure;
    return failed(first.code, first.message, first.evidence);
  }
  // The random part: `--runs` requests, the class corpus (less what the boundary phase covered)
  // first, then generated cases of up to four until the budget is spent.
  const classCorpus = corpus(op, boundary.requests > 0);
  const generated = Math.max(0, ctx.options.runs - classCorpus.length);
  const arbitrary = fc.array(hostileRequest(op), { minLength: 1, maxLength: MAX_BATCH });
  let random = 0;
  const outcome = await runProperty(
    ctx,
    arbitrary,
    async (batch) => {
      random += batch.length;
      const sent = await Promise.all(batch.map((r) => send(ctx, op, r)));
      for (const s of sent) {
        const failure = judge(op, s);
        if (failure) return failure;
      }
      return undefined;
    },
    {
      runs: 1 + generated,
      examples: [classCorpus],
      budget: { requests: classCorpus.length + generated, sizeOf: (batch) => batch.length, cut: (batch, n) => batch.slice(0, n) },
      describe: (v) => {
        const text = (v as HostileRequest[]).map(describeRequest).join(' | ');
        return text.length > 400 ? `${text.slice(0, 400)}… (${(v as HostileRequest[]).length} requests)` : text;
      },
    },
  );
  if (controlFailure && outcome.status !== 'failed') {
    return failed(controlFailure.code, controlFailure.message, controlFailure.evidence);
  }
  return outcome.status === 'failed' ? outcome : { ...outcome, message: `${spent(boundary.requests, random)}: ${outcome.message}` };
}

/** Hostile values in every parameter of GET /v1/orders: never a 5xx or a hang, and a value the spec certainly rejects is a 400 keyed by its parameter (Errors rule 1). */
export const fuzzOrders = {
  id: 'fuzz.orders',
  title: 'GET /v1/orders: hostile input never gets a 5xx or a hang, and certainly invalid values a keyed 400 (fuzzing)',
  requirements: ['ERR-NO-5XX', 'ORD-LIST-INVALID-400', 'ERR-400-ERRORS-KEYED'],
  codes: ORDERS_FUZZ_CODES,
  codeRequirements: { 'server-error': ['ERR-NO-5XX'], 'invalid-not-400': ['ORD-LIST-INVALID-400'], 'invalid-not-keyed': ['ERR-400-ERRORS-KEYED'] },
  needs: { credentials: true, brokerPairs: 1 },
  section: 'Endpoints > GET /v1/orders',
  endpoint: 'GET /v1/orders',
  async run(ctx) {
    const pairs = discoveredPairs(ctx);
    if (pairs.length === 0) return noData('discovery found no broker pair to build valid queries from');
    return fuzzOperation(ctx, ordersOperation(ctx, pairs));
  },
} as const satisfies Check;

/** Malformed ids in the path of GET /v1/orders/{id} (long, beyond 64 bits, Unicode, quotes, dot segments, encoded slashes, broken escapes): a 404 or another 4xx, never a 5xx or a hang. */
export const fuzzOrderById = {
  id: 'fuzz.order-by-id',
  title: 'GET /v1/orders/{id}: hostile input never gets a 5xx or a hang (fuzzing)',
  requirements: ['ERR-NO-5XX'],
  codes: FUZZ_CODES,
  needs: { credentials: true },
  section: 'Endpoints > GET /v1/orders/{id}',
  endpoint: 'GET /v1/orders/{id}',
  async run(ctx) {
    return fuzzOperation(ctx, lookupOperation(ctx, 'orders'));
  },
} as const satisfies Check;

/** Hostile values in every parameter of GET /v1/trades: a 200 or a 4xx (OPEN-POINTS #7), never a 5xx or a hang. */
export const fuzzTrades = {
  id: 'fuzz.trades',
  title: 'GET /v1/trades: hostile input never gets a 5xx or a hang (fuzzing)',
  requirements: ['ERR-NO-5XX'],
  codes: FUZZ_CODES,
  needs: { credentials: true, brokerPairs: 1 },
  section: 'Endpoints > GET /v1/trades',
  endpoint: 'GET /v1/trades',
  async run(ctx) {
    const pairs = discoveredPairs(ctx);
    if (pairs.length === 0) return noData('discovery found no broker pair to build valid queries from');
    return fuzzOperation(ctx, tradesOperation(ctx, pairs));
  },
} as const satisfies Check;

/** Malformed ids in the path of GET /v1/trades/{id} (long, beyond 64 bits, Unicode, quotes, dot segments, encoded slashes, broken escapes): a 404 or another 4xx, never a 5xx or a hang. */
export const fuzzTradeById = {
  id: 'fuzz.trade-by-id',
  title: 'GET /v1/trades/{id}: hostile input never gets a 5xx or a hang (fuzzing)',
  requirements: ['ERR-NO-5XX'],
  codes: FUZZ_CODES,
  needs: { credentials: true },
  section: 'Endpoints > GET /v1/trades/{id}',
  endpoint: 'GET /v1/trades/{id}',
  async run(ctx) {
    return fuzzOperation(ctx, lookupOperation(ctx, 'trades'));
  },
} as const satisfies Check;

/** Hostile values in its currencySymbol filter, repeated and unknown parameters of GET /v1/account-wallets: a 200 or a 4xx, never a 5xx or a hang. */
export const fuzzAccountWallets = {
  id: 'fuzz.account-wallets',
  title: 'GET /v1/account-wallets: hostile input never gets a 5xx or a hang (fuzzing)',
  requirements: ['ERR-NO-5XX'],
  codes: FUZZ_CODES,
  needs: { credentials: true },
  section: 'Endpoints > GET /v1/account-wallets',
  endpoint: 'GET /v1/account-wallets',
  async run(ctx) {
    return fuzzOperation(ctx, simpleOperation('/v1/account-wallets', 'currencySymbol'));
  },
} as const satisfies Check;

/** Hostile values in every parameter of GET /v1/crypto-withdrawals: a 200 or a 4xx (OPEN-POINTS #7), never a 5xx or a hang. */
export const fuzzCryptoWithdrawals = {
  id: 'fuzz.crypto-withdrawals',
  title: 'GET /v1/crypto-withdrawals: hostile input never gets a 5xx or a hang (fuzzing)',
  requirements: ['ERR-NO-5XX'],
  codes: FUZZ_CODES,
  section: 'Endpoints > GET /v1/crypto-withdrawals',
  endpoint: 'GET /v1/crypto-withdrawals',
  async run(ctx) {
    return fuzzOperation(ctx, transfersOperation(ctx, '/v1/crypto-withdrawals'));
  },
} as const satisfies Check;

/** Hostile values in every parameter of GET /v1/crypto-deposits: a 200 or a 4xx (OPEN-POINTS #7), never a 5xx or a hang. */
export const fuzzCryptoDeposits = {
  id: 'fuzz.crypto-deposits',
  title: 'GET /v1/crypto-deposits: hostile input never gets a 5xx or a hang (fuzzing)',
  requirements: ['ERR-NO-5XX'],
  codes: FUZZ_CODES,
  section: 'Endpoints > GET /v1/crypto-deposits',
  endpoint: 'GET /v1/crypto-deposits',
  async run(ctx) {
    return fuzzOperation(ctx, transfersOperation(ctx, '/v1/crypto-deposits'));
  },
} as const satisfies Check;

/** Hostile values in its symbol filter, repeated and unknown parameters of GET /v1/broker-pairs: a 200 or a 4xx, never a 5xx or a hang. */
export const fuzzBrokerPairs = {
  id: 'fuzz.broker-pairs',
  title: 'GET /v1/broker-pairs: hostile input never gets a 5xx or a hang (fuzzing)',
  requirements: ['ERR-NO-5XX'],
  codes: FUZZ_CODES,
  section: 'Endpoints > GET /v1/broker-pairs',
  endpoint: 'GET /v1/broker-pairs',
  async run(ctx) {
    return fuzzOperation(ctx, simpleOperation('/v1/broker-pairs', 'symbol'));
  },
} as const satisfies Check;

/** Hostile values in unknown and repeated parameters of GET /v1/crypto-assets: a 200 or a 4xx, never a 5xx or a hang. */
export const fuzzCryptoAssets = {
  id: 'fuzz.crypto-assets',
  title: 'GET /v1/crypto-assets: hostile input never gets a 5xx or a hang (fuzzing)',
  requirements: ['ERR-NO-5XX'],
  codes: FUZZ_CODES,
  section: 'Endpoints > GET /v1/crypto-assets',
  endpoint: 'GET /v1/crypto-assets',
  async run(ctx) {
    return fuzzOperation(ctx, simpleOperation('/v1/crypto-assets'));
  },
} as const satisfies Check;

/** Hostile values in unknown and repeated parameters of GET /v1/crypto-network-families: a 200 or a 4xx, never a 5xx or a hang. */
export const fuzzCryptoNetworkFamilies = {
  id: 'fuzz.crypto-network-families',
  title: 'GET /v1/crypto-network-families: hostile input never gets a 5xx or a hang (fuzzing)',
  requirements: ['ERR-NO-5XX'],
  codes: FUZZ_CODES,
  section: 'Endpoints > GET /v1/crypto-network-families',
  endpoint: 'GET /v1/crypto-network-families',
  async run(ctx) {
    return fuzzOperation(ctx, simpleOperation('/v1/crypto-network-families'));
  },
} as const satisfies Check;

/** Hostile values in unknown and repeated parameters of GET /v1/fee-levels: a 200 or a 4xx, never a 5xx or a hang. */
export const fuzzFeeLevels = {
  id: 'fuzz.fee-levels',
  title: 'GET /v1/fee-levels: hostile input never gets a 5xx or a hang (fuzzing)',
  requirements: ['ERR-NO-5XX'],
  codes: FUZZ_CODES,
  section: 'Endpoints > GET /v1/fee-levels',
  endpoint: 'GET /v1/fee-levels',
  async run(ctx) {
    return fuzzOperation(ctx, simpleOperation('/v1/fee-levels'));
  },
} as const satisfies Check;
