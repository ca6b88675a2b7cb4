// One question, one request: within a run, a request asked again with the same credentials, method,
// path and query parameters (in any order) reads the answer recorded the first time (concurrent
// askers share the one in flight), and its evidence says so. Requests whose point is to be sent again opt out with `fresh: true`; forged
// requests (`tamper`, a clock offset, crossed or explicit credentials) are never recorded.
//
// The cache is part of what the run keeps, so it has a budget in characters of body text: past it,
// the answers read longest ago give way (their parsed bodies can be freed), and a question whose
// answer gave way, or was too large to record, is sent again: that exchange's evidence says so.
import { createHash } from 'node:crypto';
import type { Evidence, Exchange, Query, RequestOptions } from '@tarc/conformance';
import { MAX_URL_LENGTH, type RunHttpClient, type SendOptions } from './client.js';
import { RecordedExchange } from './exchange.js';
import { encodeQuery } from './query.js';

/** Body characters the cache keeps in all (the run's memory budget gives it half: memory-budget.ts). */
const DEFAULT_CACHE_BUDGET_CHARS = 24 * 1024 * 1024;
/** A larger answer is not recorded (its parsed form would hold memory all run): a full page of 1,000 records is far below. */
const MAX_RECORDED_CHARS = 1024 * 1024;
/** Questions remembered as asked (by digest) to say that one is sent again; past it, no longer said. */
const MAX_REMEMBERED = 100_000;

export const RECORDED_NOTE = 'recorded answer: the run asked this very request earlier (same credentials, path and query parameters) and reads that answer';
export const ASKED_AGAIN_NOTE =
  "sent again: the run asked this very request earlier, but did not keep that answer (the run's memory budget, `--memory-budget`)";

interface Entry {
  answer: Promise<Exchange>;
  signed?: Readonly<Record<string, string>>;
  /** Body characters, once answered (0 while in flight). */
  size: number;
}

/** The answer of an earlier identical request, read again: same data, evidence that says so. */
class Annotated implements Exchange {
  constructor(
    private readonly original: Exchange,
    private readonly note: string,
    readonly recorded: boolean,
  ) {}
  get url() {
    return this.original.url;
  }
  get request() {
    return this.original.request;
  }
  get operation() {
    return this.original.operation;
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
  get encodingError() {
    return this.original.encodingError;
  }
  get durationMs() {
    return this.original.durationMs;
  }
  evidence(extra?: Pick<Evidence, 'expected' | 'actual' | 'note'> & { body?: unknown }): Evidence {
    const note = extra?.note ? `${extra.note} (${this.note})` : this.note;
    return this.original.evidence({ ...extra, note });
  }
}

/** The cache key, or undefined when the request must go out whatever was asked before. */
function keyOf(path: string, query: Query | undefined, options: RequestOptions = {}): string | undefined {
  if (options.fresh || options.tamper || options.clockOffsetMs !== undefined) return undefined;
  if (options.form !== undefined || options.method !== undefined || options.headerLines !== undefined || options.stamp) return undefined;
  const who = options.credentials ?? 'primary';
  if (who !== 'primary' && who !== 'secondary' && who !== 'none') return undefined;
  // By name: the same question asked with its parameters in another order is one question. A raw
  // query is taken as written. A question too long to send (the client refuses it) is not recorded.
  const key = `${who} GET ${path}?${options.rawQuery ?? encodeQuery(query, true)}`;
  return key.length > MAX_URL_LENGTH ? undefined : key;
}

const digestOf = (key: string) => createHash('sha1').update(key).digest('base64');

export interface AnswerCache extends RunHttpClient {
  /** Body characters of the answers recorded now (never above the budget once they are answered). */
  keptChars(): number;
}

export function withAnswerCache(client: RunHttpClient, budgetChars = DEFAULT_CACHE_BUDGET_CHARS): AnswerCache {
  // In the order last read: the first entries are the first to give way.
  const entries = new Map<string, Entry>();
  /** Digests of the questions asked whose answer is not (or no longer) recorded. */
  const unkept = new Set<string>();
  let kept = 0;
  const giveWay = () => {
    for (const [key, entry] of entries) {
      if (kept <= budgetChars) return;
      if (entry.size === 0) continue; // in flight
      entries.delete(key);
      kept -= entry.size;
      forget(key);
    }
  };
  const forget = (key: string) => {
    if (unkept.size < MAX_REMEMBERED) unkept.add(digestOf(key));
  };
  const get = (path: string, query?: Query, options: SendOptions = {}): Promise<Exchange> => {
    const key = keyOf(path, query, options);
    if (key === undefined) return client.get(path, query, options);
    const known = entries.get(key);
    if (known) {
      entries.delete(key);
      entries.set(key, known);
      return known.answer.then((exchange) => {
        if (known.signed) options.onSigned?.(known.signed);
        return new Annotated(exchange, RECORDED_NOTE, true);
      });
    }
    const entry: Entry = { size: 0 } as Entry;
    const again = unkept.size > 0 && unkept.has(digestOf(key));
    const answer = client.get(path, query, {
      ...options,
      onSigned: (headers) => {
        entry.signed = headers;
        options.onSigned?.(headers);
      },
    });
    entry.answer = answer;
    entries.set(key, entry);
    answer.then(
      (exchange) => {
        const size = exchange instanceof RecordedExchange ? exchange.size : exchange.bodyText.length;
        if (size > MAX_RECORDED_CHARS || size > budgetChars) {
          entries.delete(key);
          forget(key);
          return;
        }
        entry.size = Math.max(1, size);
        kept += entry.size;
        giveWay();
      },
      () => entries.delete(key), // no answer recorded: the next asker tries again
    );
    return again ? answer.then((exchange) => new Annotated(exchange, ASKED_AGAIN_NOTE, false)) : answer;
  };
  return { ...client, get, keptChars: () => kept };
}
