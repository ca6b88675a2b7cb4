// One request/response pair as checks see it, and its evidence with secrets hidden.
import { type Evidence, type Exchange, type ExchangeRequest, type Operation, operationOfRequest } from '@tarc/conformance';
import { curlLine } from './curl.js';
import { trimText } from './evidence.js';
import { trimJsonCut } from './untrusted-json.js';
import { redactHeaders, scrubValue } from './redact.js';

/** The run log keeps at most this many characters of a body's text (what evidence shows of it). */
const LOG_TEXT_EXCERPT = 4000;
/** Bodies of at most this many JSON values stay whole in the run log even once its budget is spent. */
const LOG_SMALL_VALUES = 200;

/** Characters of body text that weigh one JSON value in the run log's budget (its values are ~100 bytes each). */
const CHARACTERS_PER_VALUE = 25;

/**
 * What a body costs the run log's budget, in JSON values: its values, or its size in ~100-character
 * values when that is more. Two records of 100,000-digit decimals are a handful of values and 1.4 MB:
 * counted by values alone, 450 of them stayed whole (640 MB).
 */
export function logCost(values: number, characters: number): number {
  return Math.max(values, Math.ceil(characters / CHARACTERS_PER_VALUE));
}

/** The body the request log writes: the text as received (secrets hidden), whole or plainly cut. */
export interface LoggedBody {
  /** The text received, or its first `LOGGED_BODY_CHARS` characters when `cut` is set. */
  text: string;
  /** Bytes of the body as received. */
  size: number;
  /** Set when `text` is only the start of the body: what was left out, in words. */
  cut?: string;
}

/** A body longer than this is written to the request log as its start, said to be cut. */
const LOGGED_BODY_CHARS = 1024 * 1024;

/** The body as the request log writes it: real text, never an excerpt shaped like data. */
export function loggedBody(text: string, size: number, hidden: readonly string[]): LoggedBody {
  if (text.length <= LOGGED_BODY_CHARS) return { text: scrubValue(text, hidden), size };
  return {
    text: scrubValue(text.slice(0, LOGGED_BODY_CHARS), hidden),
    size,
    cut: `the first ${LOGGED_BODY_CHARS} of ${text.length} characters (${size} bytes): the rest is not in this log`,
  };
}

/** One request as the request log keeps it: when it left, how long it took, its evidence (secrets hidden), the body received. */
export interface SentExchange {
  startedAt: string;
  durationMs: number;
  evidence: Evidence;
  /** The body as received (absent when no answer was read). */
  body?: LoggedBody;
  /** The part of the run that sent it (a check's id, `preflight`, `discovery`), when said. */
  sender?: string;
}

type ExtraEvidence = Pick<Evidence, 'expected' | 'actual' | 'note'> & { body?: unknown };

export interface Sent {
  url: string;
  headers: Record<string, string>;
  /** The secrets this request's evidence must hide: API secrets and this request's signature. */
  hidden: string[];
  /** What the caller asked for (path under the base URL, query), as it built it. */
  request: ExchangeRequest;
  /** The part of the run that sent it (a check's id, `preflight`, `discovery`), for the judge's words. */
  sender?: string;
  /** The method, when not GET. */
  method?: string;
  /** The headers as they go on the wire, when a name repeats (`RequestOptions.headerLines`); `headers` shows them joined. */
  wire?: Record<string, string | string[]>;
}

export function requestEvidence(sent: Sent): Evidence {
  return {
    request: { method: sent.method ?? 'GET', url: sent.url, headers: redactHeaders(sent.headers, sent.hidden) },
    curl: curlLine(sent.url, sent.headers, sent.hidden, sent.method),
  };
}

export class RecordedExchange implements Exchange {
  /** Set by the client when the body's bytes were not UTF-8 JSON text (body-bytes.ts). */
  encodingError?: string;

  constructor(
    private readonly sent: Sent,
    readonly status: number,
    readonly headers: Record<string, string>,
    readonly bodyText: string,
    private readonly parsed: unknown,
    readonly jsonError: string | undefined,
    readonly durationMs: number,
    /** Characters of the body as received (its text may be kept as an excerpt). */
    readonly size: number = bodyText.length,
  ) {}

  get url(): string {
    return this.sent.url;
  }

  get request(): ExchangeRequest {
    return this.sent.request;
  }

  get operation(): Operation | undefined {
    // An equivalent form (another spelling, HEAD) is no operation of the spec: its check judges it alone.
    if (this.sent.request.form !== undefined) return undefined;
    return operationOfRequest(this.sent.request.path);
  }

  get json(): unknown {
    return this.parsed;
  }

  evidence(extra: ExtraEvidence = {}): Evidence {
    // Only the fields evidence has: callers pass richer objects (a problem with its message and code).
    const { body, expected, actual, note } = extra;
    // A check's words may quote a server's value whole (an id of megabytes): cut like a body's text.
    const words = {
      ...(typeof expected === 'string' ? { expected: trimText(expected) } : {}),
      ...(typeof actual === 'string' ? { actual: trimText(actual) } : {}),
      ...(typeof note === 'string' ? { note: trimText(note) } : {}),
    };
    const shown =
      body !== undefined
        ? trimJsonCut(body)
        : this.json !== undefined
          ? trimJsonCut(this.json)
          : (this.excerpt ?? (this.bodyText ? { value: trimText(this.bodyText) } : undefined));
    const cut = this.cut ?? shown?.cut;
    const evidence: Evidence = {
      ...requestEvidence(this.sent),
      response: {
        status: this.status,
        headers: this.headers,
        ...(shown !== undefined ? { body: shown.value } : {}),
        ...(cut !== undefined ? { bodyCut: cut } : {}),
      },
      ...words,
    };
    return scrubValue(evidence, this.sent.hidden);
  }

  /** Set on a run log's excerpt: what was cut (see `Exchange.cut`). */
  cut?: string;
  /** On an excerpt of a list: its records' ids (see `Exchange.recordIds`). */
  recordIds?: ReadonlySet<string>;
  /** What evidence shows of an excerpt's body. */
  private excerpt: { value: unknown; cut?: string } | undefined;

  /**
   * The copy kept in the run log: the body's text only up to an excerpt, and its parsed form whole
   * when `whole` (within the log's budget) or small (`cost`, see logCost). Otherwise an excerpt that
   * holds no data (`json` undefined, `cut` says what was left out): a check reading the log never
   * counts or compares records of a cut answer.
   */
  logged(whole: boolean, cost: number): Exchange {
    const text = this.bodyText.length > LOG_TEXT_EXCERPT ? trimText(this.bodyText) : this.bodyText;
    const keep = whole || cost <= LOG_SMALL_VALUES || this.parsed === undefined;
    if (keep && text === this.bodyText) return this;
    const copy = new RecordedExchange(this.sent, this.status, this.headers, text, keep ? this.parsed : undefined, this.jsonError, this.durationMs, this.size);
    if (this.encodingError !== undefined) copy.encodingError = this.encodingError;
    if (!keep) {
      const excerpt = trimJsonCut(this.parsed);
      copy.excerpt = excerpt;
      copy.cut = `the run's memory budget kept an excerpt of this answer (${this.size} characters${excerpt.cut ? `; ${excerpt.cut}` : ''})`;
      if (Array.isArray(this.parsed))
        copy.recordIds = new Set(this.parsed.map((r) => (r !== null && typeof r === 'object' ? String((r as { id?: unknown }).id) : '')));
    }
    return copy;
  }
}
