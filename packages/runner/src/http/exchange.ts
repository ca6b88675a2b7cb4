// One request/response pair as checks see it, and its evidence with secrets hidden.
import type { Evidence, Exchange } from '@tarc/conformance';
import { curlLine } from './curl.js';
import { trimJson, trimText } from './evidence.js';
import { redactHeaders, scrubValue } from './redact.js';

/** Bodies over this size leave their parsed form out of the run log once its budget is spent. */
const LOG_LARGE_BODY = 64 * 1024;

type ExtraEvidence = Pick<Evidence, 'expected' | 'actual' | 'note'> & { body?: unknown };

export interface Sent {
  url: string;
  headers: Record<string, string>;
  /** The secrets this request's evidence must hide: API secrets and this request's signature. */
  hidden: string[];
}

export function requestEvidence(sent: Sent): Evidence {
  return {
    request: { method: 'GET', url: sent.url, headers: redactHeaders(sent.headers, sent.hidden) },
    curl: curlLine(sent.url, sent.headers, sent.hidden),
  };
}

export class RecordedExchange implements Exchange {
  constructor(
    private readonly sent: Sent,
    readonly status: number,
    readonly headers: Record<string, string>,
    readonly bodyText: string,
    private readonly parsed: unknown,
    readonly jsonError: string | undefined,
    readonly durationMs: number,
  ) {}

  get url(): string {
    return this.sent.url;
  }

  get json(): unknown {
    return this.parsed;
  }

  evidence(extra: ExtraEvidence = {}): Evidence {
    // Only the fields evidence has: callers pass richer objects (a problem with its message and code).
    const { body, expected, actual, note } = extra;
    const words = {
      ...(typeof expected === 'string' ? { expected } : {}),
      ...(typeof actual === 'string' ? { actual } : {}),
      ...(typeof note === 'string' ? { note } : {}),
    };
    const shown =
      body !== undefined ? trimJson(body) : this.json !== undefined ? trimJson(this.json) : this.bodyText ? trimText(this.bodyText) : undefined;
    const evidence: Evidence = {
      ...requestEvidence(this.sent),
      response: { status: this.status, headers: this.headers, ...(shown !== undefined ? { body: shown } : {}) },
      ...words,
    };
    return scrubValue(evidence, this.sent.hidden);
  }

  /** The copy kept in the run log once the parsed budget is spent: large bodies as text only. */
  textOnly(): Exchange {
    if (this.bodyText.length <= LOG_LARGE_BODY || this.parsed === undefined) return this;
    return new LoggedExchange(this.sent, this.status, this.headers, this.bodyText, undefined, undefined, this.durationMs);
  }
}

class LoggedExchange extends RecordedExchange {
  override get json(): unknown {
    return JSON.parse(this.bodyText) as unknown;
  }
}
