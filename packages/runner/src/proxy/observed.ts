// One exchange the proxy forwarded, as the rules see it, and its evidence with secrets hidden.
import type { Evidence } from '@tarc/conformance';
import { curlLine } from '../http/curl.js';
import { trimText } from '../http/evidence.js';
import { trimJsonCut } from '../http/untrusted-json.js';
import { isSecretHeader, REDACTED, redactHeaders, scrubValue } from '../http/redact.js';
import type { EvidenceExtra, JudgedExchange } from '@tarc/conformance';

/** What the rules read (JudgedExchange), and what the proxy's evidence and report add. */
export interface ObservedExchange extends JudgedExchange {
  method: string;
  /** The URL the request went to on the target (what a curl line replays). */
  url: string;
  bodyText: string;
  durationMs: number;
}

/** Request headers whose value is hidden in evidence beyond those the runner hides by name. */
const HIDDEN_BY_NAME = /^(cookie|x-signature|x-pck-secret)$/i;

/** The values evidence of this exchange must never show: signatures, secrets, cookies. */
export function hiddenValues(headers: Readonly<Record<string, string>>): string[] {
  const out: string[] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value.trim().length >= 8 && (HIDDEN_BY_NAME.test(name) || isSecretHeader(name, value, []))) out.push(value);
  }
  return out;
}

/** Headers shown and replayed: the client's, with the ones a replay cannot reuse (Host, lengths) left out. */
function shownRequestHeaders(headers: Readonly<Record<string, string>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (/^(host|connection|content-length|accept-encoding|user-agent|keep-alive)$/i.test(name)) continue;
    out[name] = value;
  }
  return out;
}

/** Response headers as shown: a session a server sets (Set-Cookie) is the client's secret too. */
function shownResponseHeaders(headers: Readonly<Record<string, string>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) out[name] = /^set-cookie$/i.test(name) ? REDACTED : value;
  return out;
}

/** Evidence for a finding: request (credentials redacted), a curl line, a bounded response excerpt. */
export function exchangeEvidence(x: ObservedExchange, extra: EvidenceExtra = {}): Evidence {
  const hidden = hiddenValues(x.requestHeaders);
  const headers = shownRequestHeaders(x.requestHeaders);
  const { body, expected, actual, note } = extra;
  // Rule messages may quote a server's value whole: cut like a body's text.
  const words = {
    ...(expected !== undefined ? { expected: trimText(expected) } : {}),
    ...(actual !== undefined ? { actual: trimText(actual) } : {}),
    ...(note !== undefined ? { note: trimText(note) } : {}),
  };
  const shown = body !== undefined ? trimJsonCut(body) : x.json !== undefined ? trimJsonCut(x.json) : x.bodyText ? { value: trimText(x.bodyText) } : undefined;
  const evidence: Evidence = {
    request: { method: x.method, url: x.url, headers: redactHeaders(headers, hidden) },
    curl: curlLine(x.url, headers, hidden),
    response: {
      status: x.status,
      headers: shownResponseHeaders(x.responseHeaders),
      ...(shown !== undefined ? { body: shown.value } : {}),
      ...(shown?.cut !== undefined ? { bodyCut: shown.cut } : {}),
    },
    ...words,
  };
  return scrubValue(evidence, hidden);
}

/** Evidence of an exchange that failed or was not judged: the request (credentials redacted), a curl line, the status the client got. */
export function failureEvidence(method: string, url: string, requestHeaders: Readonly<Record<string, string>>, status: number, note: string): Evidence {
  const hidden = hiddenValues(requestHeaders);
  const headers = shownRequestHeaders(requestHeaders);
  return scrubValue(
    {
      request: { method, url, headers: redactHeaders(headers, hidden) },
      curl: curlLine(url, headers, hidden),
      response: { status, headers: {} },
      note,
    },
    hidden,
  );
}
