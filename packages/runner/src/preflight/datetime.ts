// Preflight: which DATETIME form does the server accept? "DATETIME: a date-time. The accepted input
// format: not shown." (OPEN-POINTS #2). One request whose only variable is the date, sent in the
// first form, then (when refused) in every other candidate form at once; the first accepted (in the order of the forms) is used by every check,
// the refused ones are reported (INFO).
import { addDays, type Instant } from '@tarc/domain';
import { ConfigError } from '../config-error.js';
import { DATETIME_FORMATS, dateTimeFormatter } from '../discovery/datetime-format.js';
import type { RunHttpClient } from '../http/client.js';
import type { DateTimeFormat } from '../types.js';
import { bodyExcerpt } from './excerpt.js';

export interface DateTimeDiscovery {
  format: DateTimeFormat;
  source: 'option' | 'discovered' | 'default';
  /** Forms the server answered 400 to, in the order tried. */
  refused: DateTimeFormat[];
  /** Why discovery could not decide (the default form is then used). */
  note?: string;
}

interface Probe {
  path: string;
  query(format: DateTimeFormat): Record<string, string | number>;
  credentials: 'primary' | 'none';
}

/**
 * The probe: one order of a discovered pair before now (signed; the spec states a 400 for an invalid
 * orders query; createdAtBefore alone is the date, and the very request the orders checks send first,
 * so its answer serves them), else crypto withdrawals over the last day (both dates required).
 */
function probeOf(now: Instant, pair: string | undefined, signed: boolean): Probe {
  const window = (format: DateTimeFormat) => {
    const text = dateTimeFormatter(format);
    return { createdAtBefore: text(now), createdAtAfter: text(addDays(now, -1)), pageSize: 1 };
  };
  if (pair !== undefined && signed) {
    return { path: '/v1/orders', query: (f) => ({ pairSymbol: pair, createdAtBefore: dateTimeFormatter(f)(now), pageSize: 1 }), credentials: 'primary' };
  }
  return { path: '/v1/crypto-withdrawals', query: window, credentials: signed ? 'primary' : 'none' };
}

/** The probe's first form, already sent. */
export interface StartedProbe {
  probe: Probe;
  first: ReturnType<RunHttpClient['get']>;
}

/**
 * The first form sent with preflight's first wave, before any pair is known or the credentials'
 * verdict is in (the withdrawals probe, signed when credentials are given): most servers accept it,
 * and then the DATETIME form costs no round trip of its own before discovery. Only an acceptance is
 * read from it: anything else, and the form is probed as without it (on an order of a pair when one
 * is known), so that one list refusing every date never decides the form for the run.
 */
export function startDateTimeProbe(http: RunHttpClient, options: { now: Instant; signed: boolean; configured?: DateTimeFormat }): StartedProbe | undefined {
  if (options.configured) return undefined;
  const probe = probeOf(options.now, undefined, options.signed);
  const first = http.get(probe.path, probe.query(DATETIME_FORMATS[0]!), { credentials: probe.credentials });
  first.catch(() => undefined);
  return { probe, first };
}

const ok = (exchange: { status: number }): boolean => exchange.status >= 200 && exchange.status < 300;

export async function discoverDateTimeFormat(
  http: RunHttpClient,
  options: { now: Instant; pair?: string; signed: boolean; configured?: DateTimeFormat; started?: StartedProbe },
): Promise<DateTimeDiscovery> {
  if (options.configured) return { format: options.configured, source: 'option', refused: [] };
  // The probe started early decides when it was signed as the credentials' verdict says it may be, and accepted.
  const started = options.started && (options.started.probe.credentials === 'primary') === options.signed ? options.started : undefined;
  if (started && (await started.first.then(ok, () => false))) return { format: DATETIME_FORMATS[0]!, source: 'discovered', refused: [] };
  const probe = probeOf(options.now, options.pair, options.signed);
  const refused: DateTimeFormat[] = [];
  let lastRefusal = '';
  // The first form alone (most servers take it), then every other candidate at once, judged in
  // order: the first accepted wins, as if tried one by one.
  const ask = (format: DateTimeFormat) => {
    const answer = http.get(probe.path, probe.query(format), { credentials: probe.credentials });
    answer.catch(() => undefined);
    return answer;
  };
  const firstAnswer = ask(DATETIME_FORMATS[0]!);
  const accepted = await firstAnswer.then(ok, () => false);
  const answers = [firstAnswer, ...(accepted ? [] : DATETIME_FORMATS.slice(1).map(ask))];
  for (const [i, format] of DATETIME_FORMATS.entries()) {
    const exchange = await answers[i]!;
    if (exchange.status >= 200 && exchange.status < 300) return { format, source: 'discovered', refused };
    if (exchange.status !== 400 && exchange.status !== 422) {
      // Not a verdict on the form (a refusal, a 404, a 5xx): the checks judge that answer.
      return {
        format: 'iso7',
        source: 'default',
        refused,
        note: `GET ${probe.path} answered ${exchange.status} while the DATETIME form was probed; the service's own form is used`,
      };
    }
    refused.push(format);
    lastRefusal = bodyExcerpt(http.scrub(exchange.bodyText));
  }
  throw new ConfigError(
    `no DATETIME form was accepted: GET ${probe.path} over the last day answered 400 in every form tried ` +
      `(${refused.join(', ')}): ${lastRefusal}; pass --datetime-format if your server takes another`,
  );
}
