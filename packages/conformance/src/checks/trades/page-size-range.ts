import { listProblem } from '#support/fetch-list.js';
import { pageSizeRangeQuery } from '#support/trades-page-size-query.js';
import { noDataReason } from '#support/list-target.js';
import { Findings, noData, unobservable } from '#support/outcome.js';
import type { Check } from '#types';
import { LIST_ENDPOINT, LIST_SECTION } from '#support/trades-target.js';
import { fetchRecords } from '#support/probes/collect.js';
import { TRADES_PAGE_SIZE } from '#spec-constants';

/** "1 to 1000" (trades). */
const MAX = TRADES_PAGE_SIZE.max;

const CODES = {
  'page-size-1-exceeded': 'pageSize=1 returned more than 1 trade',
  'page-size-1000-exceeded': 'pageSize=1000 returned more than 1000 trades',
  'page-size-1000-not-honoured': 'pageSize=1000 returned fewer than 1000 trades although the next page holds more',
  'page-size-1001-server-error': 'pageSize=1001 answered a 5xx',
  'page-size-1001-not-a-list': 'pageSize=1001 was answered 2xx with something that is not a list',
  'page-size-1001-honoured': 'pageSize=1001 returned more than 1000 trades',
} as const;

/**
 * "pageSize | INT | no | 1 to 1000": 1 and 1000 are honoured (never more than asked; 1000 exactly
 * when more match); 1001 is not honoured: a 4xx (which one is INFO, OPEN-POINTS #7) or at most 1000.
 */
export const tradesPageSizeRange = {
  id: 'trades.page-size-range',
  title: 'GET /v1/trades: pageSize 1 and 1000 honoured, never more than 1000 trades',
  requirements: ['TRD-LIST-PAGE-SIZE-RANGE', 'TRD-LIMIT-PAGE-SIZE'],
  codes: CODES,
  codeRequirements: {
    'page-size-1-exceeded': ['TRD-LIST-PAGE-SIZE-RANGE', 'TRD-LIMIT-PAGE-SIZE'],
    'page-size-1000-exceeded': ['TRD-LIST-PAGE-SIZE-RANGE', 'TRD-LIMIT-PAGE-SIZE'],
    'page-size-1000-not-honoured': ['TRD-LIST-PAGE-SIZE-RANGE', 'TRD-LIMIT-PAGE-SIZE'],
    'page-size-1001-server-error': ['TRD-LIST-PAGE-SIZE-RANGE', 'TRD-LIMIT-PAGE-SIZE'],
    'page-size-1001-not-a-list': ['TRD-LIST-PAGE-SIZE-RANGE', 'TRD-LIMIT-PAGE-SIZE'],
    'page-size-1001-honoured': ['TRD-LIST-PAGE-SIZE-RANGE', 'TRD-LIMIT-PAGE-SIZE'],
  },
  needs: { credentials: true, trades: MAX + 1 },
  section: LIST_SECTION,
  endpoint: LIST_ENDPOINT,
  async run(ctx) {
    const asked = pageSizeRangeQuery(ctx);
    if (!asked) return noData(noDataReason(ctx, 'trades'));
    const { query } = asked;
    const target = asked.target;
    const [one, thousand, second, over] = await Promise.all([
      fetchRecords(ctx, target.path, { ...query, pageSize: 1 }),
      fetchRecords(ctx, target.path, { ...query, pageSize: MAX }),
      fetchRecords(ctx, target.path, { ...query, pageSize: MAX, page: 2 }),
      ctx.http.get(target.path, { ...query, pageSize: MAX + 1 }),
    ]);
    if (!one.ok) return one.outcome;
    if (!thousand.ok) return thousand.outcome;
    if (!second.ok) return second.outcome;
    const findings = new Findings(CODES);
    if (one.items.length > 1) {
      findings.add(
        'page-size-1-exceeded',
        `pageSize=1 returned ${one.items.length} trades`,
        one.exchange.evidence({ expected: 'at most 1 trade', actual: `${one.items.length} trades` }),
      );
    }
    const n = thousand.items.length;
    if (n > MAX)
      findings.add(
        'page-size-1000-exceeded',
        `pageSize=1000 returned ${n} trades`,
        thousand.exchange.evidence({ expected: 'at most 1000 trades', actual: `${n} trades` }),
      );
    if (n < MAX && second.items.length > 0) {
      findings.add(
        'page-size-1000-not-honoured',
        `pageSize=1000 returned ${n} trades although page 2 holds ${second.items.length} more`,
        thousand.exchange.evidence({ expected: '1000 trades (more match)', actual: `${n} trades` }),
      );
    }
    let overWords: string;
    if (over.status >= 500) {
      findings.add(
        'page-size-1001-server-error',
        `pageSize=1001 answered ${over.status}`,
        over.evidence({ expected: 'a 4xx or at most 1000 trades', actual: String(over.status) }),
      );
      overWords = String(over.status);
    } else if (over.status >= 400) {
      overWords = `refused with ${over.status}`;
    } else {
      const problem = listProblem(over);
      const count = Array.isArray(over.json) ? over.json.length : 0;
      if (problem) findings.add('page-size-1001-not-a-list', `pageSize=1001: ${problem.message}`, over.evidence(problem));
      else if (count > MAX) {
        findings.add(
          'page-size-1001-honoured',
          `pageSize=1001 returned ${count} trades`,
          over.evidence({ expected: 'a 4xx or at most 1000 trades ("1 to 1000")', actual: `${count} trades` }),
        );
      }
      overWords = `answered 200 with ${count} trades${n < MAX ? ' (fewer than 1001 match, so a cap could not be seen)' : ''}`;
    }
    // Whether 1000 is honoured, and a cap of 1000 kept, shows only when more than 1000 trades match.
    if (findings.count === 0 && !(n === MAX && second.items.length > 0)) {
      return unobservable(
        `pageSize=1 → ${one.items.length}, pageSize=1000 → ${n}, pageSize=1001 ${overWords}: not more than 1000 trades match the window, so the range 1 to 1000 cannot be seen`,
      );
    }
    return findings.outcome(`pageSize=1 → ${one.items.length}, pageSize=1000 → ${n}${n < MAX ? ' (all that match)' : ''}, pageSize=1001 ${overWords}`);
  },
} as const satisfies Check;
