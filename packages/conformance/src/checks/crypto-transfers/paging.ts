// "| page | INT | no | default 1 |": the first pages of one query are disjoint and together hold the
// first records of the window as one large page lists them; page omitted is page 1. Ties in
// createdAt (OPEN-POINTS #15) may be split across a page boundary in any order, so a record repeated
// or missed next to a tie is reported, not failed.
import { fetchList } from '#support/fetch-list.js';
import { objectsOf } from '#support/objects.js';
import { Findings, unobservable } from '#support/outcome.js';
import { walkPagesAtOnce } from '#support/walk-pages.js';
import { createdAtOf, DEPOSITS, idOf, instantsOf, WITHDRAWALS } from '#support/transfers.js';
import type { TransferEndpoint, TransferRecord } from '#support/transfers.js';
import type { Check, CheckContext, CheckOutcome } from '#types';
import { fetchDataWindow, isOutcome } from './_support/fetch-window.js';
import { addListFailure } from './_support/list-failure.js';
import { transferNeeds } from './_support/needs.js';
import { TRANSFERS_PAGE_SIZE } from '#spec-constants';

const PAGING_CODES = {
  'page-over-page-size': 'a page holds more records than the pageSize asked for',
  'pages-overlap': 'consecutive pages repeat records',
  'pages-differ-from-large-page': 'consecutive small pages do not hold the records of one larger page',
  'default-not-page-1': 'page omitted returned records that are not on page 1',
} as const;
/** Paging shows on two records with distinct createdAt (pages of one). */
const pagingNeeds = (endpoint: TransferEndpoint) => transferNeeds(endpoint, 2);

/** Pages walked; their size is chosen so that they cover the window, or 300 records of it. */
const PAGES = 3;
const MAX_PAGE_SIZE = TRANSFERS_PAGE_SIZE.default;

async function pagingRule(ctx: CheckContext, endpoint: TransferEndpoint): Promise<CheckOutcome> {
  const data = await fetchDataWindow(ctx, endpoint);
  if (isOutcome(data)) return data;
  const total = data.items.length;
  if (instantsOf(data.items).length < 2) {
    return unobservable(`the window holds ${total} ${endpoint.noun} with fewer than two distinct createdAt; paging needs two that are not tied`);
  }

  const pageSize = Math.min(Math.ceil(total / PAGES), MAX_PAGE_SIZE);
  // One more page when they cover the window, to see it end.
  const covers = total <= PAGES * pageSize && total < TRANSFERS_PAGE_SIZE.max;
  // The window's size is known: every page of the walk is expected, so all are asked at once.
  const walk = await walkPagesAtOnce<unknown>(ctx, endpoint.path, data.window.query, pageSize, covers ? PAGES + 1 : PAGES);
  if (!walk.ok) return walk.outcome;
  const expected = data.items.slice(0, PAGES * pageSize);

  const tied = tiedIds(data.items);
  const findings = new Findings(PAGING_CODES);
  const notes: string[] = [];
  const seen = new Map<string, number>();
  walk.pages.forEach((page, p) => {
    if (page.length > pageSize) {
      findings.add(
        'page-over-page-size',
        `page ${p + 1} holds ${page.length} ${endpoint.noun} for pageSize=${pageSize}`,
        walk.exchanges[p]!.evidence({ expected: `at most ${pageSize} records`, actual: `${page.length} records` }),
      );
    }
    for (const record of objectsOf(page)) {
      const id = idOf(record);
      const first = seen.get(id);
      if (first !== undefined) {
        const message = `${endpoint.noun.slice(0, -1)} ${id} is on page ${first + 1} and page ${p + 1}`;
        if (tied.has(id)) notes.push(`${message} (tied createdAt)`);
        else findings.add('pages-overlap', message, walk.exchanges[p]!.evidence({ expected: 'pages without common records', actual: message }));
      } else seen.set(id, p);
    }
  });
  for (const record of expected) {
    const id = idOf(record);
    if (seen.has(id)) continue;
    const message = `${endpoint.noun.slice(0, -1)} ${id}, record #${data.items.indexOf(record) + 1} of the window, is on none of the first pages of size ${pageSize}`;
    if (tied.has(id)) notes.push(`${message} (tied createdAt)`);
    else
      findings.add(
        'pages-differ-from-large-page',
        message,
        walk.exchanges[0]!.evidence({
          expected: `the first ${expected.length} records of the window across the pages`,
          actual: `${seen.size} distinct records`,
        }),
      );
  }

  const pageOmitted = await fetchList<unknown>(ctx, endpoint.path, { ...data.window.query, pageSize });
  if (!pageOmitted.ok) {
    const stop = addListFailure(findings, 'page omitted', pageOmitted.outcome);
    if (stop) return stop;
  } else {
    const first = new Set(objectsOf(walk.pages[0]).map(idOf));
    const differing = objectsOf(pageOmitted.items)
      .map(idOf)
      .filter((id) => !first.has(id) && !tied.has(id));
    if (differing.length > 0) {
      findings.add(
        'default-not-page-1',
        `page omitted returned ${differing.length} ${endpoint.noun} not on page 1 (e.g. ${differing[0]})`,
        pageOmitted.exchange.evidence({ expected: 'page 1 (default 1)', actual: `records ${differing.slice(0, 3).join(', ')} not on page 1` }),
      );
    }
  }
  const note = notes.length > 0 ? `; tolerated for tied createdAt (OPEN-POINTS #15): ${notes.slice(0, 3).join('; ')}` : '';
  return findings.outcome(
    `${walk.pages.length} page(s) of ${pageSize} over ${total} ${endpoint.noun} are disjoint and hold the first ${expected.length}${note}`,
  );
}

/** Ids of records whose createdAt another record shares. */
function tiedIds(records: readonly TransferRecord[]): Set<string> {
  const byInstant = new Map<string, string[]>();
  for (const r of records) {
    const key = String(createdAtOf(r));
    const ids = byInstant.get(key);
    if (ids) ids.push(idOf(r));
    else byInstant.set(key, [idOf(r)]);
  }
  const out = new Set<string>();
  for (const ids of byInstant.values()) if (ids.length > 1) for (const id of ids) out.add(id);
  return out;
}

/** "| page | INT | no | default 1 |". Both lists hold it: one check each. */
export const withdrawalsPaging = {
  id: 'crypto-transfers.withdrawals-paging',
  title: 'Withdrawal pages are disjoint and together hold the window; page defaults to 1',
  requirements: ['WDR-PAGE'],
  codes: PAGING_CODES,
  needs: pagingNeeds(WITHDRAWALS),
  section: 'Endpoints > GET /v1/crypto-withdrawals',
  endpoint: 'GET /v1/crypto-withdrawals',
  run(ctx) {
    return pagingRule(ctx, WITHDRAWALS);
  },
} as const satisfies Check;

export const depositsPaging = {
  id: 'crypto-transfers.deposits-paging',
  title: 'Deposit pages are disjoint and together hold the window; page defaults to 1',
  requirements: ['DEP-PAGE'],
  codes: PAGING_CODES,
  needs: pagingNeeds(DEPOSITS),
  section: 'Endpoints > GET /v1/crypto-deposits',
  endpoint: 'GET /v1/crypto-deposits',
  run(ctx) {
    return pagingRule(ctx, DEPOSITS);
  },
} as const satisfies Check;
