import { Findings, unobservable } from '#support/outcome.js';
import type { Check } from '#types';

const CODES = {
  'not-200': 'a successful response of the run had a 2xx status other than 200',
  'not-json': 'a 200 of the run had a body that is not JSON',
  'not-utf8': 'a 200 of the run had a body whose bytes are not JSON text as RFC 8259 §8.1 exchanges it (a byte order mark, invalid UTF-8, another charset)',
} as const;

/** "Success is HTTP 200 with a JSON body." judged on every 2xx the run received. */
export const success200Json = {
  id: 'general.success-200-json',
  title: 'Every successful response of the run is HTTP 200 with a JSON body',
  requirements: ['GEN-SUCCESS-200-JSON'],
  codes: CODES,
  section: 'Endpoints',
  phase: 'final',
  async run(ctx) {
    const exchanges = ctx.exchanges();
    // By URL, not by completion order, so two runs with the same seed report the same findings first.
    const successes = exchanges.filter((e) => e.status >= 200 && e.status < 300).sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
    if (successes.length === 0) return unobservable('no request of the run succeeded');
    const findings = new Findings(CODES);
    for (const exchange of successes) {
      if (exchange.status !== 200) {
        findings.add('not-200', `${exchange.url} answered ${exchange.status}`, exchange.evidence({ expected: '200', actual: String(exchange.status) }));
      } else if (exchange.encodingError !== undefined) {
        findings.add(
          'not-utf8',
          `${exchange.url} answered 200 with a body that is ${exchange.encodingError}`,
          exchange.evidence({ expected: 'JSON text in UTF-8 without a byte order mark (RFC 8259 §8.1)', actual: exchange.encodingError }),
        );
      } else if (exchange.json === undefined && exchange.cut === undefined) {
        findings.add(
          'not-json',
          `${exchange.url} answered 200 with a body that is not JSON (${exchange.jsonError ?? 'unparseable'})`,
          exchange.evidence({ expected: 'a JSON body', actual: exchange.jsonError ?? 'not JSON' }),
        );
      }
    }
    return findings.outcome(`${successes.length} successful responses were 200 with a JSON body`);
  },
} as const satisfies Check;
