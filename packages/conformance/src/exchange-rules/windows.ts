// Every record of a list lies inside the requested window ("created after", "on or before"), and a
// page of orders or trades never spans more than 90 days. OPEN-POINTS #3: which end a clamped window
// keeps is open, so only the requested bounds and the span are judged, never the anchor.
import type { FindingCode } from '../checks/index.js';
import type { RequirementId } from '../requirements/index.js';
import { addDays, MAX_RANGE_DAYS, parseTimestamp, type Instant } from '@tarc/domain';
import type { ExchangeRule, Violation } from './types.js';

interface Broken {
  requirement: RequirementId;
  code: FindingCode;
}
interface Bounds {
  before: Broken;
  after: Broken;
  span?: Broken;
  spanDefault?: Broken;
  day?: Broken;
}

const BY_OPERATION: Readonly<Record<string, Bounds>> = {
  orders: {
    before: { requirement: 'ORD-LIST-CREATED-AT-BEFORE', code: 'orders.created-at-before-inclusive/before-returns-later' },
    after: { requirement: 'ORD-LIST-CREATED-AT-AFTER', code: 'orders.created-at-after-exclusive/after-returns-earlier' },
    span: { requirement: 'ORD-LIST-WINDOW-MAX-90-DAYS', code: 'orders.window-max-range/spans-over-90-days' },
    spanDefault: { requirement: 'ORD-LIST-WINDOW-DEFAULT', code: 'orders.window-default/spans-over-90-days' },
  },
  trades: {
    before: { requirement: 'TRD-LIST-CREATED-AT-BEFORE', code: 'trades.created-at-before-inclusive/before-returns-later' },
    after: { requirement: 'TRD-LIST-CREATED-AT-AFTER', code: 'trades.created-at-after-exclusive/after-returns-earlier' },
    span: { requirement: 'TRD-LIST-WINDOW-MAX-90-DAYS', code: 'trades.window-max-range/spans-over-90-days' },
    spanDefault: { requirement: 'TRD-LIST-WINDOW-DEFAULT', code: 'trades.window-default/spans-over-90-days' },
    day: { requirement: 'TRD-LIST-CREATED-AT', code: 'trades.created-at-date/other-day-returned' },
  },
  cryptoWithdrawals: {
    before: { requirement: 'WDR-WINDOW', code: 'crypto-transfers.withdrawals-window/outside-window' },
    after: { requirement: 'WDR-WINDOW', code: 'crypto-transfers.withdrawals-window/outside-window' },
  },
  cryptoDeposits: {
    before: { requirement: 'DEP-WINDOW', code: 'crypto-transfers.deposits-window/outside-window' },
    after: { requirement: 'DEP-WINDOW', code: 'crypto-transfers.deposits-window/outside-window' },
  },
};
const broken = Object.values(BY_OPERATION).flatMap((b) => Object.values(b) as Broken[]);

export const outsideWindow: ExchangeRule = {
  code: 'list.outside-window',
  title: 'Every record lies inside the requested window, and a page spans at most 90 days',
  requirements: [...new Set(broken.map((b) => b.requirement))],
  codes: [...new Set(broken.map((b) => b.code))],
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
    const first = (bad: (t: Instant) => boolean, { requirement, code }: Broken, what: string) => {
      const hits = at.filter((a) => bad(a.t));
      if (hits.length === 0) return;
      const h = hits[0]!;
      out.push({
        code,
        message: `${hits.length} record(s) ${what}, first [${h.i}] createdAt ${h.t}`,
        requirement,
        evidence: { body: (x.json as unknown[])[h.i] },
      });
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
        const { requirement, code } = q.after !== undefined ? req.span : req.spanDefault!;
        out.push({ code, message: `the page spans from ${oldest} to ${newest}, more than ${MAX_RANGE_DAYS} days`, requirement });
      }
    }
    return out;
  },
};
