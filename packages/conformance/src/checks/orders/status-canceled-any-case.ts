import { ORDERS_PAGE_SIZE } from '#spec-constants';
import { inOrder } from '#support/in-order.js';
import { Findings, unobservable } from '#support/outcome.js';
import type { Check, Exchange } from '#types';
import { LIST_ENDPOINT, LIST_SECTION, onOrdersWindow } from '#support/orders-target.js';

/** Spellings of a status word other than the spec's: the server's letter-case reading shows on them. */
const SPELLINGS = [
  { name: 'lower case', spell: (word: string) => word.toLowerCase() },
  { name: 'upper case', spell: (word: string) => word.toUpperCase() },
  { name: 'mixed case', spell: (word: string) => [...word].map((c, i) => (i % 2 === 0 ? c.toLowerCase() : c.toUpperCase())).join('') },
] as const;

const LIST_PATH = '/v1/orders';

/** The listed status whose spellings probe the reading: Closed orders are the commonest in a window. */
const PROBE_STATUS = 'Closed';

const CODES = {
  'canceled-accepted': 'a spelling of Canceled the server reads (as it reads the listed statuses in it) was answered 2xx, not rejected',
  'canceled-listed': 'an answer to a spelling of Canceled listed a Canceled order',
} as const;

const isSuccess = (status: number) => status >= 200 && status < 300;
const records = (exchange: Exchange): Record<string, unknown>[] =>
  Array.isArray(exchange.json) ? exchange.json.filter((r): r is Record<string, unknown> => typeof r === 'object' && r !== null) : [];

/**
 * "Canceled is rejected with a validation error", in every spelling: where the server reads
 * `closed` (or `CLOSED`, `cLoSeD`) as Closed, a Canceled in that spelling is rejected as the written
 * one is, and no answer to it lists a Canceled order. A spelling of Closed answered 200 with only
 * Closed orders is one the server reads; one it refuses (or answers with other statuses) is not, and
 * Canceled in it is another check's business (invalid values). The written Canceled is always judged
 * (the answer orders.status-canceled-400 got on the same window).
 */
export const ordersStatusCanceledAnyCase = {
  id: 'orders.status-canceled-any-case',
  title: 'GET /v1/orders rejects Canceled in every letter case it accepts the listed statuses in',
  requirements: ['ORD-LIST-CANCELED-ANY-CASE', 'ORD-LIST-CANCELED-EXCLUDED'],
  codes: CODES,
  codeRequirements: { 'canceled-accepted': ['ORD-LIST-CANCELED-ANY-CASE'], 'canceled-listed': ['ORD-LIST-CANCELED-ANY-CASE', 'ORD-LIST-CANCELED-EXCLUDED'] },
  needs: { credentials: true, brokerPairs: 1 },
  section: LIST_SECTION,
  endpoint: LIST_ENDPOINT,
  run(ctx) {
    return onOrdersWindow(ctx, 80, async (_target, query) => {
      const findings = new Findings(CODES);
      const judged: string[] = ['Canceled (as written)'];
      const notRead: string[] = [];
      const unknown: string[] = [];
      const judge = (spelling: string, exchange: Exchange) => {
        if (!isSuccess(exchange.status)) return;
        findings.add(
          'canceled-accepted',
          `status=${spelling} answered ${exchange.status}; Canceled is rejected with a validation error`,
          exchange.evidence({ expected: 'a 400 validation error, as for status=Canceled', actual: String(exchange.status) }),
        );
        const canceled = records(exchange).filter((r) => typeof r.status === 'string' && r.status.toLowerCase() === 'canceled');
        if (canceled.length > 0) {
          findings.add(
            'canceled-listed',
            `status=${spelling} listed ${canceled.length} Canceled order(s)`,
            exchange.evidence({ expected: 'no Canceled order in any list', actual: `Canceled: ${canceled.map((r) => String(r.id)).join(', ')}` }),
          );
        }
      };
      // Send first: the written Canceled (the answer another check got) and each spelling of Closed.
      const written = ctx.http.get(LIST_PATH, { ...query, status: 'Canceled' });
      const readings = inOrder(SPELLINGS, (s) => ctx.http.get(LIST_PATH, { ...query, status: s.spell(PROBE_STATUS), page: 1, pageSize: ORDERS_PAGE_SIZE.max }));
      const writtenAnswer = await written;
      judge('Canceled', writtenAnswer);
      // A written Canceled not refused with a 4xx (a 5xx, a redirect) is no rejection to hold the other spellings to.
      if (!isSuccess(writtenAnswer.status) && (writtenAnswer.status < 400 || writtenAnswer.status >= 500)) {
        return unobservable(`status=Canceled was answered ${writtenAnswer.status}, not a rejection: no spelling can be held to it`);
      }
      const read: (typeof SPELLINGS)[number][] = [];
      for await (const [spelling, exchange] of readings) {
        const word = spelling.spell(PROBE_STATUS);
        const listed = records(exchange);
        if (exchange.status === 401 || exchange.status === 403) unknown.push(`${word} → ${exchange.status}`);
        else if (exchange.status !== 200 || !Array.isArray(exchange.json)) notRead.push(`${word} → ${exchange.status}`);
        else if (listed.length === 0) unknown.push(`${word} → 200 with no order`);
        else if (listed.every((r) => r.status === PROBE_STATUS)) read.push(spelling);
        else notRead.push(`${word} → orders of other statuses (the value ignored)`);
      }
      for await (const [spelling, exchange] of inOrder(read, (s) => ctx.http.get(LIST_PATH, { ...query, status: s.spell('Canceled') }))) {
        judge(spelling.spell('Canceled'), exchange);
        judged.push(`${spelling.spell('Canceled')} (${spelling.name}, as ${spelling.spell(PROBE_STATUS)} is read)`);
      }
      if (findings.count > 0) return findings.outcome();
      if (unknown.length > 0)
        return unobservable(`whether the server reads ${unknown.join('; ')} as ${PROBE_STATUS} cannot be told; rejected: ${judged.join(', ')}`);
      const readingWords = notRead.length > 0 ? `; spellings the server does not read as ${PROBE_STATUS}: ${notRead.join(', ')}` : '';
      return findings.outcome(`Canceled rejected in every spelling the server reads: ${judged.join(', ')}${readingWords}`);
    });
  },
} as const satisfies Check;
