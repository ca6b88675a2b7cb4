// Every record of a list lies inside the requested window ("created after", "on or before"), and a
// page of orders or trades never spans more than 90 days. OPEN-POINTS #3: which end a clamped window
// keeps is open, so only the requested bounds and the span are judged, never the anchor.
import type { RequirementId } from '../requirements/index.js';
import { addDays, MAX_RANGE_DAYS, parseTimestamp, type Instant } from '@tarc/domain';
import type { ExchangeRule, Violation } from './types.js';

interface Requirements {
  before: RequirementId;
  after: RequirementId;
  span?: RequirementId;
  spanDefault?: RequirementId;
  day?: RequirementId;
}

const BY_OPERATION: Readonly<Record<string, Requirements>> = {
  orders: {
    before: 'ORD-LIST-CREATED-AT-BEFORE',
    after: 'ORD-LIST-CREATED-AT-AFTER',
    span: 'ORD-LIST-WINDOW-MAX-90-DAYS',
    spanDefault: 'ORD-LIST-WINDOW-DEFAULT',
  },
  trades: {
    before: 'TRD-LIST-CREATED-AT-BEFORE',
    after: 'TRD-LIST-CREATED-AT-AFTER',
    span: 'TRD-LIST-WINDOW-MAX-90-DAYS',
    spanDefault: 'TRD-LIST-WINDOW-DEFAULT',
    day: 'TRD-LIST-CREATED-AT',
  },
  cryptoWithdrawals: { before: 'WDR-WINDOW', after: 'WDR-WINDOW' },
  cryptoDeposits: { before: 'DEP-WINDOW', after: 'DEP-WINDOW' },
};

export const outsideWindow: ExchangeRule = {
  code: 'list.outside-window',
  title: 'Every record lies inside the requested window, and a page spans at most 90 days',
  requirements: [...new Set(Object.values(BY_OPERATION).flatMap((r) => Object.values(r) as RequirementId[]))],
  check(x, facts) {
    const req = BY_OPERATION[x.operation.name];
    const q = facts.query;
    const valid =
      x.operation.name === 'orders'
        ? q.orders !== undefined
        : x.operation.name === 'trades'
          ? q.trades !== undefined && q.trades.orderId === undefined
          : q.transfers !== undefined;
    if (!req || x.operation.lookup || x.status !== 200 || !Array.isArray(x.json) || !valid) return undefined;
    if (q.before === undefined && q.after === undefined && q.createdAtDay === undefined) return undefined;
    const out: Violation[] = [];
    const at: { i: number; t: Instant }[] = [];
    x.json.forEach((r: unknown, i) => {
      const text = r !== null && typeof r === 'object' ? (r as Record<string, unknown>).createdAt : undefined;
      const t = typeof text === 'string' ? parseTimestamp(text) : undefined;
      if (t !== undefined) at.push({ i, t }); // a malformed createdAt is record.timestamp's finding
    });
    const first = (bad: (t: Instant) => boolean, requirement: RequirementId, what: string) => {
      const hits = at.filter((a) => bad(a.t));
      if (hits.length === 0) return;
      const h = hits[0]!;
      out.push({ message: `${hits.length} record(s) ${what}, first [${h.i}] createdAt ${h.t}`, requirement, evidence: { body: (x.json as unknown[])[h.i] } });
    };
    if (q.before !== undefined) first((t) => t > q.before!, req.before, `created after createdAtBefore ${q.before}`);
    if (q.after !== undefined) first((t) => t <= q.after!, req.after, `created on or before createdAtAfter ${q.after}`);
    if (q.createdAtDay !== undefined && req.day) {
      // OPEN-POINTS #12: "trades at this specific date" read as that day or that instant; both lie in its UTC day.
      first((t) => t.slice(0, 10) !== q.createdAtDay, req.day, `outside the day of createdAt ${q.createdAtDay}`);
    }
    if (req.span && q.before !== undefined && at.length > 1) {
      let oldest = at[0]!.t;
      let newest = oldest;
      for (const { t } of at) {
        if (t < oldest) oldest = t;
        else if (t > newest) newest = t;
      }
      if (addDays(oldest, MAX_RANGE_DAYS) < newest) {
        out.push({
          message: `the page spans from ${oldest} to ${newest}, more than ${MAX_RANGE_DAYS} days`,
          requirement: q.after !== undefined ? req.span : req.spanDefault!,
        });
      }
    }
    return out;
  },
};
