import { Findings, unobservable } from '#support/outcome.js';
import { datetime } from '#support/query-datetimes.js';
import type { Check, CheckContext, Exchange, Query } from '#types';
import { unknownPairSymbol } from '#support/pair-symbols.js';
import { messagesOn, names, saysMustExist, saysRequired } from './_support/message-meaning.js';

const BOTH = ['orderIdAfter', 'createdAtBefore'] as const;
const CODE_OF = { orderIdAfter: 'order-id-after-message', createdAtBefore: 'created-at-before-message' } as const;

type Case = 'both-missing' | 'pair-missing' | 'pair-unknown';

/** Which rule a 400 of GET /v1/orders shows, by its query as sent; several for one answer. */
function casesOf(e: Exchange, known: ReadonlySet<string> | undefined): Case[] {
  // The operation as the request was built: a base URL's path prefix is no part of it.
  if (e.request.path !== '/v1/orders') return [];
  const q = new URL(e.url).searchParams;
  const cases: Case[] = [];
  if (!q.has('orderIdAfter') && !q.has('createdAtBefore')) cases.push('both-missing');
  const pairs = q.getAll('pairSymbol');
  if (pairs.length === 0) cases.push('pair-missing');
  // A plain symbol discovery did not list: the rule's "names no existing pair", not a hostile value.
  else if (known && pairs.length === 1 && /^[A-Za-z0-9]{1,20}$/.test(pairs[0]!) && !known.has(pairs[0]!)) cases.push('pair-unknown');
  return cases;
}

/**
 * The 400s of GET /v1/orders the run already received for each case (other checks send them), else
 * one request each (at most two: no parameter at all shows both missing cases at once).
 */
async function answersByCase(ctx: CheckContext, known: ReadonlySet<string> | undefined): Promise<Map<Case, Exchange>> {
  const found = new Map<Case, Exchange>();
  const usable = (e: Exchange) => e.status === 400 && e.json !== undefined;
  for (const e of ctx.exchanges()) {
    if (!usable(e)) continue;
    for (const c of casesOf(e, known)) if (!found.has(c)) found.set(c, e);
  }
  const probes: Query[] = [];
  if (!found.has('both-missing') || !found.has('pair-missing')) probes.push({});
  if (!found.has('pair-unknown') && known) {
    probes.push({ pairSymbol: unknownPairSymbol([...known]), createdAtBefore: datetime(ctx, ctx.discovery.now) });
  }
  const sent = await Promise.all(probes.map((q) => ctx.http.get('/v1/orders', q)));
  for (const e of sent) {
    if (!usable(e)) continue;
    for (const c of casesOf(e, known)) if (!found.has(c)) found.set(c, e);
  }
  return found;
}

const CODES = {
  'order-id-after-message': 'a 400 for orderIdAfter and createdAtBefore both missing has no message on errors.orderIdAfter saying one of the two is required',
  'created-at-before-message':
    'a 400 for orderIdAfter and createdAtBefore both missing has no message on errors.createdAtBefore saying one of the two is required',
  'pair-missing-message': 'a 400 for a missing pairSymbol has no message on errors.pairSymbol saying it is required',
  'pair-unknown-message': 'a 400 for a pairSymbol naming no pair has no message on errors.pairSymbol saying it must exist',
} as const;

/**
 * Errors rules 2 and 3 by meaning: on both missing keys a message naming both and saying
 * "required"; a missing pairSymbol "is required", an unknown one "must exist". Judged on the 400s
 * the run already holds when it starts (other checks send these requests), else on its own. Not a
 * final check: those only read, so that their counts stay fixed.
 */
export const ordersMessages = {
  id: 'errors.orders-messages',
  title: 'GET /v1/orders 400 messages say what Errors rules 2 and 3 say (names and verb, not exact text)',
  requirements: ['ERR-ORD-BOTH-MISSING-MESSAGE', 'ERR-ORD-PAIR-MESSAGES'],
  codes: CODES,
  codeRequirements: {
    'order-id-after-message': ['ERR-ORD-BOTH-MISSING-MESSAGE'],
    'created-at-before-message': ['ERR-ORD-BOTH-MISSING-MESSAGE'],
    'pair-missing-message': ['ERR-ORD-PAIR-MESSAGES'],
    'pair-unknown-message': ['ERR-ORD-PAIR-MESSAGES'],
  },
  needs: { credentials: true },
  section: 'Errors',
  endpoint: 'GET /v1/orders',
  async run(ctx) {
    const pairs = ctx.discovery.brokerPairs;
    const known = pairs ? new Set(pairs.map((p) => String(p.symbol))) : undefined;
    const answers = await answersByCase(ctx, known);
    const findings = new Findings(CODES);
    const judged: string[] = [];
    const both = answers.get('both-missing');
    if (both) {
      judged.push('both missing');
      for (const key of BOTH) {
        const messages = messagesOn(both.json, key);
        if (!messages.some((m) => BOTH.every((name) => names(m, name)) && saysRequired(m))) {
          findings.add(
            CODE_OF[key],
            `neither orderIdAfter nor createdAtBefore sent: no message on errors.${key} names both and says one is required`,
            both.evidence({
              expected: `a message on errors.${key} saying OrderIdAfter or CreatedAtBefore is required`,
              actual: JSON.stringify(messages),
            }),
          );
        }
      }
    }
    const missing = answers.get('pair-missing');
    if (missing) {
      judged.push('pairSymbol missing');
      const messages = messagesOn(missing.json, 'pairSymbol');
      if (!messages.some((m) => saysRequired(m))) {
        findings.add(
          'pair-missing-message',
          'pairSymbol not sent: no message on errors.pairSymbol says it is required',
          missing.evidence({
            expected: 'a message on errors.pairSymbol that it is required',
            actual: JSON.stringify(messages),
          }),
        );
      }
    }
    const unknown = answers.get('pair-unknown');
    if (unknown) {
      judged.push('pairSymbol unknown');
      const messages = messagesOn(unknown.json, 'pairSymbol');
      if (!messages.some((m) => saysMustExist(m))) {
        findings.add(
          'pair-unknown-message',
          'a pairSymbol naming no pair: no message on errors.pairSymbol says it must exist',
          unknown.evidence({
            expected: 'a message on errors.pairSymbol that it must exist (not that it is required)',
            actual: JSON.stringify(messages),
          }),
        );
      }
    }
    // A status or body other than a 400 is the other errors and orders checks' finding.
    if (judged.length === 0) return unobservable('no GET /v1/orders request of the rules 2 and 3 cases was answered 400 with a body');
    if (judged.length < 3 && findings.count === 0) {
      return unobservable(`only ${judged.join(', ')} could be seen answered 400 with a body (the orders and errors checks report why)`);
    }
    return findings.outcome(`the messages of ${judged.join(', ')} say what rules 2 and 3 say`);
  },
} as const satisfies Check;
