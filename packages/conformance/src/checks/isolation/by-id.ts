// "Results are limited to the authenticated account's own data" for the single lookups: the second
// account's order or trade, fetched by id with the first account's credentials, gets a non-2xx
// (404 or another: the status is reported), never the record.
import { learnedAccountId, majorityAccountId } from '#support/account-ids.js';
import { objectsOf } from '#support/objects.js';
import { Findings, noData, notConfigured } from '#support/outcome.js';
import { isRefusal, judgeRefusal } from '#support/refusal.js';
import type { CheckContext, CheckOutcome, Check } from '#types';
import { encodeSegment } from '#support/encode-segment.js';

const PROBED = 3;

/** The codes of the by-id isolation rule. */
const BY_ID_CODES = {
  'other-account-returned': "a record of the second account is returned by id to the first account's credentials",
} as const;

async function byIdRule(
  ctx: CheckContext,
  what: 'order' | 'trade',
  records: (data: NonNullable<CheckContext['discovery']['secondAccount']>) => readonly { id?: unknown; accountId?: unknown }[],
): Promise<CheckOutcome> {
  const secondData = ctx.discovery.secondAccount;
  if (!ctx.hasSecondAccount || !secondData) return notConfigured('no second account configured (--second-api-key/--second-api-secret)');
  const firstData = ctx.discovery.account;
  const first = learnedAccountId(firstData) ?? majorityAccountId(firstData);
  const second = learnedAccountId(secondData) ?? majorityAccountId(secondData);
  // Ids are strings with no stated uniqueness across accounts: ids of the first account's own
  // records (its accountId) are not probed, whatever else its lists hold.
  const own = new Set(
    objectsOf(records(firstData))
      .filter((r) => r.accountId === first)
      .map((r) => String(r.id)),
  );
  const targets = objectsOf(records(secondData))
    .filter((r) => typeof r.id === 'string' && !own.has(r.id) && r.accountId === second)
    .slice(0, PROBED);
  if (targets.length === 0) return noData(`discovery found no ${what} of the second account with an id the first account does not hold`);
  const path = what === 'order' ? '/v1/orders/' : '/v1/trades/';

  const findings = new Findings(BY_ID_CODES);
  const statuses: string[] = [];
  for (const target of targets) {
    const id = String(target.id);
    const exchange = await ctx.http.get(`${path}${encodeSegment(id)}`);
    if (exchange.status < 200 || exchange.status >= 300) {
      // A refusal is what isolation asks for, unless the first account's own credentials are refused now.
      if (isRefusal(exchange.status) && !(await ctx.credentialsAccepted('primary'))) return judgeRefusal(ctx, exchange);
      statuses.push(String(exchange.status));
      continue;
    }
    const body = exchange.json as Record<string, unknown> | undefined;
    const accountId = body && typeof body === 'object' ? body.accountId : undefined;
    if (accountId !== undefined && accountId === first && accountId !== second) {
      statuses.push(`${exchange.status} (a record of the first account's own)`);
      continue;
    }
    findings.add(
      'other-account-returned',
      `GET ${path}{id} as the first account returned the second account's ${what} ${id} (status ${exchange.status})`,
      exchange.evidence({
        expected: `a non-2xx (404 or another): ${what} ${id} belongs to the second account`,
        actual: `${exchange.status} with accountId ${String(accountId)}`,
      }),
    );
  }
  return findings.outcome(`${targets.length} ${what}(s) of the second account refused to the first (status INFO: ${[...new Set(statuses)].join(', ')})`);
}

export const isolationOrderById = {
  id: 'isolation.order-by-id',
  title: "The second account's order by id is refused to the first account",
  requirements: ['ISO-BY-ID'],
  codes: BY_ID_CODES,
  needs: { credentials: true, secondAccount: true, orders: 1 },
  section: 'Authentication',
  endpoint: 'GET /v1/orders/{id}',
  run: (ctx) => byIdRule(ctx, 'order', (data) => [...(data.orders?.values() ?? [])].flat()),
} as const satisfies Check;

export const isolationTradeById = {
  id: 'isolation.trade-by-id',
  title: "The second account's trade by id is refused to the first account",
  requirements: ['ISO-BY-ID'],
  codes: BY_ID_CODES,
  needs: { credentials: true, secondAccount: true, trades: 1 },
  section: 'Authentication',
  endpoint: 'GET /v1/trades/{id}',
  run: (ctx) => byIdRule(ctx, 'trade', (data) => data.trades ?? []),
} as const satisfies Check;
