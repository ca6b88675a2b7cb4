import { Findings, unobservable } from '#support/outcome.js';
import { isJsonMediaType } from '#support/media-type.js';
import type { Check, Exchange } from '#types';

const contentTypeOf = (e: Exchange): string | undefined => Object.entries(e.headers).find(([name]) => name.toLowerCase() === 'content-type')?.[1];

const CODES = {
  'not-json-media-type': 'a 200 labels its body with a Content-Type that is not a JSON media type (or none)',
} as const;

/** "Success is HTTP 200 with a JSON body.": the body labelled as JSON, judged on every 200 the run received (no request of its own). */
export const jsonMediaType = {
  id: 'general.json-media-type',
  title: 'Every 200 of the run labels its JSON body with a JSON media type (Content-Type)',
  requirements: ['GEN-SUCCESS-JSON-MEDIA-TYPE'],
  codes: CODES,
  section: 'Endpoints',
  phase: 'final',
  async run(ctx) {
    // By URL, not by completion order, so two runs with the same seed report the same findings first.
    const successes = ctx
      .exchanges()
      .filter((e) => e.status === 200)
      .sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
    if (successes.length === 0) return unobservable('no request of the run was answered 200');
    const findings = new Findings(CODES);
    const seen = new Set<string>();
    for (const exchange of successes) {
      const type = contentTypeOf(exchange);
      if (isJsonMediaType(type)) continue;
      // One finding per path and label: a server that mislabels one endpoint does so on every request.
      const key = `${exchange.operation?.name ?? exchange.request.path} ${type ?? ''}`;
      if (seen.has(key)) continue;
      seen.add(key);
      findings.add(
        'not-json-media-type',
        `${exchange.url} answered 200 with Content-Type ${type === undefined ? '(none)' : JSON.stringify(type)}, not a JSON media type`,
        exchange.evidence({ expected: 'Content-Type: application/json (or a +json type)', actual: type ?? '(no Content-Type)' }),
      );
    }
    return findings.outcome(`${successes.length} answers 200 were labelled with a JSON media type`);
  },
} as const satisfies Check;
