// An exchange the target answered in full and the client has: what the judge's queue holds of it,
// and its judging off the forwarding path (the operation it is, the body decoded and parsed, the
// rules run). Everything here runs after the answer is sent, from the queue (judge-queue.ts).
import { operationOf } from '@tarc/conformance';
import { decodeBody, parseJson, type DecodedBody } from './body.js';
import { headerMap } from './forward.js';
import type { ObservedExchange } from './observed.js';
import { judge, recordExchangeFailure, type Judging } from './session.js';

/** What the transport hands over once the client has the whole answer: raw as received, nothing worked out yet. */
export interface AnsweredExchange {
  readonly method: string;
  /** The request's path and query in origin form, as the client sent it. */
  readonly path: string;
  /** The same request at the target. */
  readonly url: string;
  /** `METHOD path`, for messages. */
  readonly request: string;
  readonly requestHeaders: readonly string[];
  readonly status: number;
  readonly responseHeaders: readonly string[];
  /** The body as received (not decoded), released once judged. */
  readonly body: Buffer;
  /** Its number in the session. */
  readonly number: number;
  readonly durationMs: number;
}

/** Judges one answered exchange: at once, or once its body is inflated (a promise). */
export function judgeAnswered(j: Judging, maxBodyBytes: number, a: AnsweredExchange): void | Promise<void> {
  const queryAt = a.path.indexOf('?');
  const operation = operationOf(a.method, queryAt < 0 ? a.path : a.path.slice(0, queryAt));
  const event = { number: a.number, request: a.request, status: a.status, durationMs: a.durationMs };
  if (!operation) {
    j.hooks.onExchange?.({ ...event, judged: false, findings: [] });
    return;
  }
  const responseHeaders = headerMap(a.responseHeaders);
  const judgeDecoded = (decoded: DecodedBody) => {
    if (!decoded.ok) {
      j.session.unjudged++;
      if (decoded.why === 'unknown-encoding') j.hooks.onExchange?.({ ...event, judged: false, findings: [] });
      else
        recordExchangeFailure(j, {
          kind: decoded.why === 'too-large' ? 'body-too-large' : 'body-undecodable',
          method: a.method,
          url: a.url,
          request: a.request,
          requestHeaders: headerMap(a.requestHeaders),
          message: `${decoded.message}: forwarded, not judged`,
          status: a.status,
        });
      return;
    }
    const observed: ObservedExchange = {
      operation,
      method: a.method,
      url: a.url,
      query: new URLSearchParams(queryAt < 0 ? '' : a.path.slice(queryAt + 1)),
      requestHeaders: headerMap(a.requestHeaders),
      status: a.status,
      responseHeaders,
      bodyText: decoded.text,
      json: parseJson(decoded.text),
      ...(decoded.encodingError !== undefined ? { encodingError: decoded.encodingError } : {}),
      durationMs: a.durationMs,
    };
    judge(j, observed, a.number, event);
  };
  const decoded = decodeBody(a.body, responseHeaders['content-encoding'], maxBodyBytes, responseHeaders['content-type']);
  if (decoded instanceof Promise) return decoded.then(judgeDecoded);
  judgeDecoded(decoded);
}
