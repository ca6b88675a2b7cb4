import { inOrder } from '#support/in-order.js';
import { objectsOf } from '#support/objects.js';
import { Findings, noData, notConfigured, notEvaluated } from '#support/outcome.js';
import type { AccountData, Check, CheckContext, Exchange } from '#types';
import { fingerprintsOf, probesAt, type RecordKind } from './_support/fingerprints.js';
import { encodeSegment } from '#support/encode-segment.js';

type Viewer = 'primary' | 'secondary';
const isSuccess = (status: number): boolean => status >= 200 && status < 300;

/** The records of a 2xx answer: an array's objects, or the object itself (a lookup). */
function answered(exchange: Exchange): Record<string, unknown>[] {
  if (!isSuccess(exchange.status)) return [];
  if (Array.isArray(exchange.json)) return objectsOf(exchange.json);
  return exchange.json !== null && typeof exchange.json === 'object' ? [exchange.json as Record<string, unknown>] : [];
}

interface Tally {
  sent: number;
  answered2xx: number;
  /** Kinds of record the viewer holds alike in every identifying field: not judged. */
  alike: Set<RecordKind>;
}

/**
 * Orders the owner's lists never show (Canceled ones: "never appear in the order list") but its
 * trades name: read by id as the owner, so that their fingerprints are known too.
 */
async function hiddenOrders(ctx: CheckContext, ownerWho: Viewer, owner: AccountData): Promise<Record<string, unknown>[]> {
  const listed = new Set(objectsOf([...(owner.orders?.values() ?? [])].flat()).map((o) => String(o.id)));
  const named = [
    ...new Set(
      objectsOf(owner.trades)
        .map((t) => t.orderId)
        .filter((id): id is string => typeof id === 'string' && !listed.has(id)),
    ),
  ];
  const found: Record<string, unknown>[] = [];
  const lookup = (id: string) => ctx.http.get(`/v1/orders/${encodeSegment(id)}`, undefined, { credentials: ownerWho });
  for await (const [id, exchange] of inOrder(named.slice(0, HIDDEN_ORDERS), lookup)) {
    const record = answered(exchange)[0];
    if (record && String(record.id) === id) found.push(record);
  }
  return found;
}

const HIDDEN_ORDERS = 1;

async function aimAt(ctx: CheckContext, viewer: Viewer, owner: AccountData, viewerData: AccountData, findings: Findings): Promise<Tally> {
  const hidden = await hiddenOrders(ctx, viewer === 'primary' ? 'secondary' : 'primary', owner);
  const withHidden: AccountData = { ...owner, orders: new Map([...(owner.orders ?? new Map()), ['(found by id)', hidden as never[]]]) };
  const { prints, alike } = fingerprintsOf(withHidden, viewerData);
  const tally: Tally = { sent: 0, answered2xx: 0, alike };
  const who = viewer === 'primary' ? 'the first account' : 'the second account';
  const whose = viewer === 'primary' ? "the second account's" : "the first account's";
  const probes = [
    ...hidden.map((order) => ({ kind: 'order' as const, path: `/v1/orders/${encodeSegment(String(order.id))}`, target: order })),
    ...probesAt(ctx, owner),
  ];
  const send = async (probe: (typeof probes)[number]): Promise<Exchange> => {
    const exchange = await ctx.http.get(probe.path, 'query' in probe ? probe.query : undefined, { credentials: viewer });
    if ('fallback' in probe && probe.fallback && exchange.status >= 400 && exchange.status < 500) {
      return ctx.http.get(probe.path, probe.fallback, { credentials: viewer });
    }
    return exchange;
  };
  for await (const [probe, exchange] of inOrder(
    probes.filter((p) => !alike.has(p.kind)),
    send,
  )) {
    tally.sent++;
    if (isSuccess(exchange.status)) tally.answered2xx++;
    const leaked = answered(exchange).filter((r) => prints.has(probe.kind, r));
    if (leaked.length === 0) continue;
    const first = leaked[0]!;
    findings.add(
      'other-account-record',
      `${exchange.url.replace(/^https?:\/\/[^/]+/, '')} as ${who} returned ${leaked.length} of ${whose} records ` +
        `(e.g. ${probe.kind} ${String(first.id)}, carrying accountId ${JSON.stringify(first.accountId)})`,
      exchange.evidence({
        expected: `none of ${whose} records, whatever accountId they carry`,
        actual: `${probe.kind} ${String(first.id)} created ${String(first.createdAt ?? '')}, known from ${whose} own answers`,
        body: leaked.slice(0, 2),
      }),
    );
  }
  return tally;
}

const CODES = {
  'other-account-record': 'a record of the second account (matched by its fields) is returned to the first account',
} as const;

/**
 * "Results are limited to the authenticated account's own data", on every path that takes an id or a
 * reference, both ways: each account's requests aimed at the other's records (lookups, trades by
 * orderId, withdrawals by externalTransactionId, each list with each filter) return none of them.
 */
export const isolationFingerprints = {
  id: 'isolation.fingerprints',
  title: "Neither account reads the other's records on any path that takes an id or a reference, whatever accountId they carry",
  requirements: ['ISO-LISTS', 'ISO-BY-ID'],
  codes: CODES,
  codeRequirements: { 'other-account-record': ['ISO-LISTS', 'ISO-BY-ID'] },
  needs: { credentials: true, secondAccount: true, orders: 1, trades: 1, withdrawals: 1, deposits: 1 },
  section: 'Authentication',
  async run(ctx) {
    const first = ctx.discovery.account;
    const second = ctx.discovery.secondAccount;
    if (!ctx.hasSecondAccount || !second) return notConfigured('no second account configured (--second-api-key/--second-api-secret)');
    const findings = new Findings(CODES);
    // Both directions at once; the second's findings are added after the first's, as before.
    const laterFindings = new Findings(CODES);
    const [toFirst, toSecond] = await Promise.all([aimAt(ctx, 'primary', second, first, findings), aimAt(ctx, 'secondary', first, second, laterFindings)]);
    findings.addOutcome(laterFindings.outcome());
    if (findings.count > 0) return findings.outcome();
    const alike = [...new Set([...toFirst.alike, ...toSecond.alike])];
    const unjudged = alike.length > 0 ? `; not judged: ${alike.join(', ')}s (both accounts hold one alike in every identifying field)` : '';
    if (toFirst.sent + toSecond.sent === 0) {
      if (alike.length > 0) return notEvaluated('unobservable', `no record of one account can be told from the other's by what it is${unjudged}`);
      return noData('discovery found no record of either account to aim a request at');
    }
    for (const [viewer, tally] of [
      ['primary', toFirst],
      ['secondary', toSecond],
    ] as const) {
      if (tally.sent > 0 && tally.answered2xx === 0 && !(await ctx.credentialsAccepted(viewer))) {
        return notEvaluated('refused', `every request signed by the ${viewer} account was refused, and so is the run's control request now`);
      }
    }
    const oneWay = toFirst.sent === 0 || toSecond.sent === 0;
    const summary = `${toFirst.sent} request(s) of the first account aimed at the second's records and ${toSecond.sent} the other way returned none of them`;
    if (oneWay) return notEvaluated('no-data', `${summary}; one account has no record to aim at, so one direction is not seen${unjudged}`);
    return findings.outcome(`${summary}${unjudged}`);
  },
} as const satisfies Check;
