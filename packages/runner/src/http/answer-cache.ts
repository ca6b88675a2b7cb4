// One question, one request: within a run, a request asked again with the same credentials, method,
// path and query parameters (in any order) reads the answer recorded the first time (concurrent
// askers share the one in flight), and its evidence says so. Requests whose point is to be sent again opt out with `fresh: true`; forged
// requests (`tamper`, a clock offset, crossed or explicit credentials) are never recorded.
import type { Evidence, Exchange, Query, RequestOptions } from '@tarc/conformance';
import type { RunHttpClient } from './client.js';
import { RecordedExchange } from './exchange.js';
import { encodeQuery } from './query.js';

/** Body characters the cache keeps in all; past it, answers are no longer recorded (memory stays bounded). */
const DEFAULT_BUDGET_CHARS = 32 * 1024 * 1024;
/** A larger answer is not recorded (its parsed form would hold memory all run): a full page of 1,000 records is far below. */
const MAX_RECORDED_CHARS = 1024 * 1024;

export const RECORDED_NOTE = 'recorded answer: the run asked this very request earlier (same credentials, path and query parameters) and reads that answer';

interface Entry {
  answer: Promise<Exchange>;
  signed?: Readonly<Record<string, string>>;
}

/** The answer of an earlier identical request, read again: same data, evidence that says so. */
class RecordedAnswer implements Exchange {
  readonly recorded = true;
  constructor(private readonly original: Exchange) {}
  get url() {
    return this.original.url;
  }
  get status() {
    return this.original.status;
  }
  get headers() {
    return this.original.headers;
  }
  get bodyText() {
    return this.original.bodyText;
  }
  get json() {
    return this.original.json;
  }
  get jsonError() {
    return this.original.jsonError;
  }
  get durationMs() {
    return this.original.durationMs;
  }
  evidence(extra?: Pick<Evidence, 'expected' | 'actual' | 'note'> & { body?: unknown }): Evidence {
    const note = extra?.note ? `${extra.note} (${RECORDED_NOTE})` : RECORDED_NOTE;
    return this.original.evidence({ ...extra, note });
  }
}

/** The cache key, or undefined when the request must go out whatever was asked before. */
function keyOf(path: string, query: Query | undefined, options: RequestOptions = {}): string | undefined {
  if (options.fresh || options.tamper || options.clockOffsetMs !== undefined) return undefined;
  const who = options.credentials ?? 'primary';
  if (who !== 'primary' && who !== 'secondary' && who !== 'none') return undefined;
  // By name: the same question asked with its parameters in another order is one question. A raw
  // query is taken as written.
  return `${who} GET ${path}?${options.rawQuery ?? encodeQuery(query, true)}`;
}

export function withAnswerCache(client: RunHttpClient, budgetChars = DEFAULT_BUDGET_CHARS): RunHttpClient {
  const entries = new Map<string, Entry>();
  let kept = 0;
  const get = (path: string, query?: Query, options: RequestOptions = {}): Promise<Exchange> => {
    const key = keyOf(path, query, options);
    if (key === undefined) return client.get(path, query, options);
    const known = entries.get(key);
    if (known) {
      return known.answer.then((exchange) => {
        if (known.signed) options.onSigned?.(known.signed);
        return new RecordedAnswer(exchange);
      });
    }
    if (kept > budgetChars) return client.get(path, query, options);
    const entry: Entry = {} as Entry;
    entry.answer = client.get(path, query, {
      ...options,
      onSigned: (headers) => {
        entry.signed = headers;
        options.onSigned?.(headers);
      },
    });
    entries.set(key, entry);
    entry.answer.then(
      (exchange) => {
        const size = exchange instanceof RecordedExchange ? exchange.size : exchange.bodyText.length;
        if (size > MAX_RECORDED_CHARS) entries.delete(key);
        else kept += size;
      },
      () => entries.delete(key), // no answer recorded: the next asker tries again
    );
    return entry.answer;
  };
  return { ...client, get };
}
