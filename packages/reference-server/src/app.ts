// The request pipeline: route, method, query, authentication, handler, serialization, error bodies.
// Fault hooks are called at fixed points; the pipeline never knows which fault is on.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { notFoundProblem, protectedEndpoint, validationProblem, type ResourceKind } from '@tarc/domain';
import type { Dataset } from './data/dataset.js';
import { EXTRA_FIELD } from './extra-field.js';
import { PAIR_SYMBOLS } from './data/pairs.js';
import type { AuthOutcome, FaultHooks, HookBase } from './faults/types.js';
import type { HandlerResult, RequestContext } from './handlers/context.js';
import type { Store } from './model/store.js';
import { ACCOUNT_ENDPOINTS, HANDLERS } from './handlers/index.js';
import { authenticate } from './http/auth.js';
import type { NonceCache } from './http/nonces.js';
import type { Throttle } from './http/throttle.js';
import { cutPageSize } from './http/page-size-cut.js';
import { instantAt, TICKS_PER_MS } from './data/timeline.js';
import { settleUntil } from './data/live.js';
import { authProblem, methodNotAllowedProblem, newTraceId, serverErrorProblem } from './http/problems.js';
import { parseQuery, route } from './http/target.js';
import { readRequest } from './http/front.js';
import type { EndpointName, ReferenceProfile } from './types.js';

export interface App {
  ds: Dataset;
  profile: Readonly<ReferenceProfile>;
  hooks: FaultHooks;
  nonces: NonceCache;
  /** The clock of query rules: fixed when the server was started with `now`. */
  now(): Date;
  /** The clock X-Stamp is checked against. */
  wallClockMs(): number;
  /** What answers orders and trades: the plain model, or the scale engine on large datasets (`serving.ts`). */
  store: Store;
  /** `--throttle N/S`: 429 with Retry-After past the limit, per key. */
  throttle?: Throttle;
}

const JSON_TYPE = 'application/json; charset=utf-8';
const PAIRS = new Set(PAIR_SYMBOLS);

function send(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': JSON_TYPE, 'content-length': Buffer.byteLength(body), ...headers });
  res.end(body);
}

function sendProblem(
  app: App,
  res: ServerResponse,
  endpoint: EndpointName | undefined,
  status: number,
  problem: object,
  headers: Record<string, string> = {},
): void {
  let body: unknown = { ...problem, traceId: newTraceId() };
  if (app.hooks.problem && endpoint !== undefined) {
    const replaced = app.hooks.problem({ ...hookBase(app, endpoint), status, body: body as Record<string, unknown> });
    if (replaced) ({ status, body } = replaced);
  }
  send(res, status, JSON.stringify(body), headers);
}

/** Endpoints whose failure status the spec does not show (OPEN-POINTS #7). */
const UNSTATED_FAILURE: ReadonlySet<EndpointName> = new Set(['trades', 'crypto-withdrawals', 'crypto-deposits']);
const UNPROCESSABLE_TYPE = 'https://tools.ietf.org/html/rfc9110#section-15.5.21';

/** A validation problem, as 422 where the profile says so and the spec shows no status. */
function sendValidationProblem(app: App, res: ServerResponse, endpoint: EndpointName, problem: object): void {
  if (app.profile.otherValidationStatus === 422 && UNSTATED_FAILURE.has(endpoint)) {
    sendProblem(app, res, endpoint, 422, { ...problem, type: UNPROCESSABLE_TYPE, status: 422 });
    return;
  }
  sendProblem(app, res, endpoint, 400, problem);
}

const DATETIME_PARAMS = ['createdAtBefore', 'createdAtAfter', 'createdAt'];
/** The form the service writes an instant in: no offset, up to 7 fractional digits. */
const SERVICE_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,7})?$/;

/** A date-time with a zone: `Z` or an offset. */
const ZONED_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,7})?(Z|[+-]\d{2}:\d{2})$/;

/** Under `datetimeInput: service` or `zoned`, the errors of DATETIME values in another form. */
function datetimeFormErrors(app: App, params: URLSearchParams): Record<string, string[]> | undefined {
  const input = app.profile.datetimeInput;
  if (input === 'any') return undefined;
  const form = input === 'service' ? SERVICE_DATETIME : ZONED_DATETIME;
  const bad = DATETIME_PARAMS.filter((key) => params.getAll(key).some((v) => !form.test(v)));
  if (bad.length === 0) return undefined;
  const words = input === 'service' ? 'yyyy-MM-ddTHH:mm:ss.fffffff' : 'yyyy-MM-ddTHH:mm:ss.fffffffZ (or an offset)';
  return Object.fromEntries(bad.map((key) => [key, [`The value is not a date-time of the form ${words}.`]]));
}

function hookBase(app: App, endpoint: EndpointName): HookBase {
  return { endpoint, profile: app.profile, accountCount: app.ds.accounts.length };
}

function serialize(app: App, base: HookBase, kind: ResourceKind, record: object): string {
  const value = record as Record<string, unknown>;
  if (app.profile.extraFields && kind !== 'cryptoDeposit') value[EXTRA_FIELD] = 1;
  app.hooks.record?.({ ...base, kind, record: value });
  return JSON.stringify(value);
}

/** The JSON text of a 200 answer of records (the plain model's path). */
function successText(app: App, base: HookBase, result: Extract<HandlerResult, { records: object[] | object }>): string {
  return Array.isArray(result.records)
    ? `[${result.records.map((record) => serialize(app, base, result.kind, record)).join(',')}]`
    : serialize(app, base, result.kind, result.records);
}

/** An absolute-form target (`GET http://host/v1/...`, RFC 9112 3.2.2) read as its path and query. */
function originForm(target: string): string {
  const m = /^https?:\/\/[^/?#]*/i.exec(target);
  if (!m) return target;
  const rest = target.slice(m[0].length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

const TOO_MANY_REQUESTS = { type: 'https://tools.ietf.org/html/rfc6585#section-4', title: 'Too many requests.', status: 429 };

/** Live data: the transfers due are settled, and records not created yet stay hidden. */
function liveClock(app: App): RequestContext['visible'] {
  const live = app.ds.live;
  if (!live) return undefined;
  const ticks = (app.wallClockMs() - app.ds.timeline.originMs) * TICKS_PER_MS;
  live.next = settleUntil(live.settlements, live.next, ticks);
  return { until: instantAt(app.ds.timeline, ticks) };
}

export function handleRequest(app: App, req: IncomingMessage, res: ServerResponse): void {
  req.resume(); // "Request bodies are not used."
  let endpoint: EndpointName | undefined;
  try {
    const retryAfter = app.throttle?.admit(req, app.wallClockMs());
    if (retryAfter !== undefined) {
      send(res, 429, JSON.stringify({ ...TOO_MANY_REQUESTS, traceId: newTraceId() }), { 'retry-after': String(retryAfter) });
      return;
    }
    const target = originForm(req.url ?? '/');
    const q = target.indexOf('?');
    const read = readRequest(app.profile, app.hooks, req, q < 0 ? target : target.slice(0, q));
    const found = route(read.path);
    if (!found) {
      sendProblem(app, res, undefined, 404, notFoundProblem());
      return;
    }
    endpoint = found.endpoint;
    if (read.method !== 'GET') {
      sendProblem(app, res, endpoint, 405, methodNotAllowedProblem(), { allow: 'GET' });
      return;
    }
    const parsed = parseQuery(q < 0 ? '' : target.slice(q + 1));
    if (!parsed.ok) {
      sendValidationProblem(app, res, endpoint, parsed.problem);
      return;
    }
    const base = hookBase(app, endpoint);

    let account = -1;
    // The five the spec lists (asked with the path the router matched), the account's transfers, and
    // reference data where the profile protects it.
    const needsAuth = protectedEndpoint(read.path) !== undefined || ACCOUNT_ENDPOINTS.has(endpoint) || app.profile.referenceDataAuth;
    if (read.skipAuth && ACCOUNT_ENDPOINTS.has(endpoint)) {
      // A fault's router let it past the authentication: served as the first demo account.
      account = 0;
      base.caller = { account, accountId: app.ds.accounts[0]!.accountId };
    } else if (needsAuth && !read.skipAuth) {
      const nowMs = app.wallClockMs();
      let outcome: AuthOutcome = authenticate(req.headers, app.ds.accounts, app.nonces, nowMs, app.profile.signatureEncoding);
      outcome =
        app.hooks.auth?.({
          ...base,
          outcome,
          headers: req.headers as Record<string, string | undefined>,
          accounts: app.ds.accounts,
          nowMs,
          params: parsed.params,
        }) ?? outcome;
      if (!outcome.ok) {
        const status = app.profile.authFailureStatus;
        if (app.profile.authFailureBody === 'empty') {
          res.writeHead(status, { 'content-length': 0 });
          return void res.end();
        }
        sendProblem(app, res, endpoint, status, authProblem(status, outcome.message));
        return;
      }
      account = outcome.account;
      base.caller = { account, accountId: app.ds.accounts[account]!.accountId };
    }

    const raw = parsed.params;
    let params = app.hooks.rawQuery?.({ ...base, params: raw }) ?? raw;
    if (app.profile.pageSizeAboveMax === 'cut') params = cutPageSize(endpoint, params);
    const context: RequestContext = {
      ds: app.ds,
      profile: app.profile,
      hooks: app.hooks,
      base,
      raw,
      params,
      account,
      store: app.store,
      queryContext: {
        now: app.now(),
        pairs: PAIRS,
        windowAnchor: app.profile.windowAnchor,
        tradesOrderId: app.profile.tradesOrderId,
        enumCase: app.profile.enumCase,
      },
    };
    if (found.id !== undefined) context.id = found.id;
    const visible = liveClock(app);
    if (visible) context.visible = visible;
    const formErrors = datetimeFormErrors(app, params);
    if (formErrors) {
      sendValidationProblem(app, res, endpoint, validationProblem(formErrors));
      return;
    }
    const result = HANDLERS[endpoint](context);
    if (result.status === 400) {
      sendValidationProblem(app, res, endpoint, result.problem);
      return;
    }
    if (result.status === 404) {
      sendProblem(app, res, endpoint, 404, notFoundProblem());
      return;
    }
    const headers = app.hooks.successHeaders?.(base);
    if (app.hooks.successBody) {
      const text = 'latin1Body' in result ? Buffer.from(result.latin1Body, 'latin1') : Buffer.from(successText(app, base, result));
      const bytes = app.hooks.successBody({ ...base, body: text }) ?? text;
      res.writeHead(200, { 'content-type': JSON_TYPE, 'content-length': bytes.length, ...headers });
      return void res.end(bytes);
    }
    if ('latin1Body' in result) {
      res.writeHead(200, { 'content-type': JSON_TYPE, 'content-length': result.latin1Body.length, ...headers });
      return void res.end(result.latin1Body, 'latin1');
    }
    send(res, 200, successText(app, base, result), headers ?? {});
  } catch {
    // Never a crash; a 500 here is a bug of the reference server (the suite would report it).
    if (!res.headersSent) sendProblem(app, res, endpoint, 500, serverErrorProblem());
    else res.destroy();
  }
}
