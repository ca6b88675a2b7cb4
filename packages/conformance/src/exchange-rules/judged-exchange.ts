// One exchange as a rule reads it: the request as sent, the answer as received.
import type { Operation } from '#support/operations.js';

/** One answered request of one of the eleven operations, as the rules read it. */
export interface JudgedExchange {
  operation: Operation;
  /** The query as sent (names as written; repeated names kept). */
  query: URLSearchParams;
  /** Request headers, names in lower case (read for the four auth headers only). */
  requestHeaders: Readonly<Record<string, string>>;
  status: number;
  /** Response headers, names in lower case. */
  responseHeaders: Readonly<Record<string, string>>;
  /** The parsed body; undefined when it is not JSON. */
  json: unknown;
  /** Where the body's bytes are not JSON text as RFC 8259 §8.1 exchanges it (a BOM, invalid UTF-8, another charset): what they were. */
  encodingError?: string;
}
