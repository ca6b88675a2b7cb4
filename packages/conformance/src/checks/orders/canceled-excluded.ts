import { inOrder } from '#support/in-order.js';
import { LISTABLE_ORDER_STATUSES } from '@tarc/domain';
import { denseWindow, ordersTargets, windowQuery, noDataReason } from '#support/list-target.js';
import type { ListRecord } from '#support/list-target.js';
import { Findings, noData, unobservable } from '#support/outcome.js';
import { collect, fetchRecords } from '#support/probes/collect.js';
import type { Check, Query } from '#types';
import { LIST_ENDPOINT } from '#support/orders-target.js';
import { canceledById } from '#support/unlisted-orders.js';
import { ORDERS_PAGE_SIZE } from '#spec-constants';

/** Canceled orders read by id whose absence from the list is checked directly. */
const DIRECT = 3;

/** The scanned window holds about this many of the pair's newest orders (at most 90 days). */
export const SCANNED_ORDERS = 120;

/** Every subset of the listable statuses, the empty one meaning "status omitted". */
const STATUS_SUBSETS: readonly (readonly string[])[] = Array.from({ length: 8 }, (_, mask) => LISTABLE_ORDER_STATUSES.filter((_, i) => mask & (1 << i)));

const CODES = {
  listed: 'a Canceled order is in the list (under some status filter, on some page, or from its own id on)',
} as const;

/**
 * "Canceled orders never appear in the order list": for every status filter combination, every page
 * of a window (bounded: 3 pages of 50), and the id-ordered list, on up to two pairs; and Canceled
 * orders known by id (found through trades or gaps in ids) are not listed from their own id on. A
 * list without Canceled orders proves nothing when none is known to exist: then it is unobservable.
 */
export const ordersCanceledExcluded = {
  id: 'orders.canceled-excluded',
  title: 'GET /v1/orders never lists a Canceled order, whatever the status filter and page',
  requirements: ['ORD-LIST-CANCELED-EXCLUDED'],
  codes: CODES,
  needs: { credentials: true, orders: 1, canceledOrders: 1 },
  section: 'States and transitions',
  endpoint: LIST_ENDPOINT,
  async run(ctx) {
    const targets = ordersTargets(ctx, 2);
    if (targets.length === 0) return noData(noDataReason(ctx, 'orders'));
    const findings = new Findings(CODES);
    let seen = 0;
    // Send first: both pairs' queries, and the lookups by id the last step reads, go out together;
    // the direct reads follow the lookups at once, without waiting on the pages (their own chain).
    const lookups = canceledById(ctx, 20).then((found) => found.slice(0, DIRECT));
    const directReads = lookups.then((canceled) =>
      Promise.all(
        canceled.map((o) => fetchRecords(ctx, '/v1/orders', { pairSymbol: String(o.pairSymbol), orderIdAfter: String(o.id), order: 'ASC', pageSize: 1 })),
      ),
    );
    directReads.catch(() => undefined);
    const ask = (target: (typeof targets)[number]) => {
      const window = windowQuery(ctx, denseWindow(target, SCANNED_ORDERS));
      const oldestId = String(target.records[target.records.length - 1]!.id);
      const queries: { label: string; query: Query }[] = [
        ...STATUS_SUBSETS.map((status) => ({
          label: status.length ? `status=${status.join('&status=')}` : 'status omitted',
          query: { ...target.base, ...window, ...(status.length ? { status } : {}) },
        })),
        { label: `orderIdAfter=${oldestId}`, query: { ...target.base, orderIdAfter: oldestId } },
      ];
      return Promise.all(queries.map(({ query }) => collect(ctx, target.path, query, ORDERS_PAGE_SIZE.max, 3))).then((results) => ({ queries, results }));
    };
    for await (const [target, { queries, results }] of inOrder(targets, ask)) {
      for (const [i, result] of results.entries()) {
        if (!result.ok) return result.outcome;
        seen += result.items.length;
        const page = result.pages.findIndex((p) => p.some((r: ListRecord) => r.status === 'Canceled'));
        if (page >= 0) {
          const canceled = result.pages[page]!.find((r) => r.status === 'Canceled')!;
          findings.add(
            'listed',
            `order ${String(canceled.id)} with status Canceled is listed (${target.label}, ${queries[i]!.label}, page ${page + 1})`,
            result.exchanges[page]!.evidence({
              expected: 'no order with status Canceled',
              actual: `order ${String(canceled.id)} status Canceled`,
              body: canceled,
            }),
          );
        }
      }
    }
    if (findings.count > 0) return findings.outcome();
    const canceled = await lookups;
    const direct = await directReads;
    for (const [i, result] of direct.entries()) {
      if (!result.ok) return result.outcome;
      const id = String(canceled[i]!.id);
      if (result.items.some((r) => String(r.id) === id)) {
        findings.add(
          'listed',
          `order ${id}, Canceled by id, is listed (orderIdAfter=${id}, ASC)`,
          result.exchange.evidence({
            expected: `order ${id} left out (it is Canceled)`,
            actual: `order ${id} listed`,
            body: result.items[0],
          }),
        );
      }
    }
    const scanned = `${seen} listed orders (${STATUS_SUBSETS.length} status filters and the id-ordered list, up to 3 pages of 50 each, ${targets.length} pair(s))`;
    if (findings.count > 0) return findings.outcome();
    if (seen === 0) return unobservable(`orders were discovered, but the windows probed returned none (${targets.map((t) => t.label).join(', ')})`);
    if (canceled.length === 0) {
      return unobservable(
        `no Canceled order among ${scanned}, but no Canceled order of the account could be found by id (through trades or gaps in ids), so none was there to leave out`,
      );
    }
    return findings.outcome(
      `no Canceled order among ${scanned}; ${canceled.length} Canceled order(s) read by id (${canceled.map((o) => String(o.id)).join(', ')}) are not listed from their own id on`,
    );
  },
} as const satisfies Check;
