import { inOrder } from '#support/in-order.js';
import { objectsOf } from '#support/objects.js';
import { passed, unobservable } from '#support/outcome.js';
import { isRefusal, judgeRefusal } from '#support/refusal.js';
import { dataWindow } from '#support/transfers.js';
import { TRANSFERS_PAGE_SIZE } from '#spec-constants';
import type { Check, CheckContext, Query } from '#types';
import { pageSizeRangeQuery } from '#support/trades-page-size-query.js';

/** "1 to 1000" on trades, withdrawals and deposits. */
const MAX = TRANSFERS_PAGE_SIZE.max;

interface Target {
  label: string;
  path: string;
  query: Query;
}

function targetsOf(ctx: CheckContext): Target[] {
  const targets: Target[] = [];
  // trades.page-size-range's query: its pageSize=1001 request is this very one.
  const trades = pageSizeRangeQuery(ctx);
  if (trades) targets.push({ label: 'GET /v1/trades', path: trades.target.path, query: trades.query });
  const withdrawals = objectsOf(ctx.discovery.account.withdrawals);
  if (withdrawals.length > 0) targets.push({ label: 'GET /v1/crypto-withdrawals', path: '/v1/crypto-withdrawals', query: dataWindow(ctx, withdrawals).query });
  const deposits = objectsOf(ctx.discovery.account.deposits);
  if (deposits.length > 0) targets.push({ label: 'GET /v1/crypto-deposits', path: '/v1/crypto-deposits', query: dataWindow(ctx, deposits).query });
  return targets;
}

/**
 * INFO (OPEN-POINTS #7): what pageSize=1001 gets on trades, withdrawals and deposits. Refused or cut
 * to 1000, it is not honoured, and either reading is allowed; where no more than 1000 records match,
 * a 200 cannot show which. Whether the cap holds is the MUST page-size checks' business.
 */
export const pageSizeAboveMaxRefused = {
  id: 'general.page-size-above-max-refused',
  title: 'pageSize above 1000 on trades, withdrawals and deposits: refused or cut to 1000, as the server reads OPEN-POINTS #7 (INFO)',
  requirements: ['GEN-PAGE-SIZE-ABOVE-MAX-REFUSED'],
  codes: {},
  needs: { credentials: true, trades: 1 },
  section: 'Limits',
  async run(ctx) {
    const targets = targetsOf(ctx);
    if (targets.length === 0) return unobservable('no trades, withdrawals or deposits were discovered to aim a window at');
    const seen: string[] = [];
    for await (const [target, exchange] of inOrder(targets, (target) => ctx.http.get(target.path, { ...target.query, pageSize: MAX + 1 }))) {
      if (isRefusal(exchange.status) && !(await ctx.credentialsAccepted('primary'))) return judgeRefusal(ctx, exchange);
      if (exchange.status !== 200 || !Array.isArray(exchange.json)) {
        seen.push(`${target.label} → ${exchange.status} (refused)`);
        continue;
      }
      const count = exchange.json.length;
      seen.push(
        count >= MAX
          ? `${target.label} → 200 with ${count} (more than ${MAX} match: the MUST checks judge the cap)`
          : `${target.label} → 200 with ${count} (no more than ${MAX} match: refused or cut cannot be told apart, both allowed)`,
      );
    }
    return passed(`pageSize=${MAX + 1}: ${seen.join('; ')}`);
  },
} as const satisfies Check;
