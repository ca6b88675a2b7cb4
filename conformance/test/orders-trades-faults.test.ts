// The orders and trades checks prove themselves against the reference server: each fault of the
// catalogue that breaks an order or trade rule fails the check named for it, while the pristine
// server, and the server in every alternative OPEN-POINTS.md allows, fails none of them; hostile
// targets (garbage, envelopes, HTML, 500s) make no check throw and none pass.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { checks, requirementsById } from '@tarc/conformance';
import { listFaults } from '@tarc/reference-server';
import { runSuite } from '@tarc/runner';
import type { RunReport, RunSuiteOptions } from '@tarc/runner';

const ONLY = ['orders.*', 'trades.*'];
const run = (options: Partial<RunSuiteOptions>) => runSuite({ only: ONLY, runs: 10, seed: 1, ...options });

const failing = (report: RunReport) => report.results.filter((r) => r.status === 'failed');
const summary = (report: RunReport) => failing(report).map((r) => `${r.id}: ${r.message ?? ''}`);

/** fault → the checks that must fail on it (others may fail too: a fault can break several rules). */
const FAULTS: readonly (readonly [string, readonly string[], Partial<RunSuiteOptions['embedded']>?])[] = [
  ['orders-canceled-listed', ['orders.canceled-excluded', 'orders.query-property']],
  ['orders-page-size-51-accepted', ['orders.page-size-range']],
  ['orders-no-90-day-clamp', ['orders.window-max-range']],
  ['orders-scale-8-digits', ['orders.decimal-scale']],
  ['orders-method-lowercase', ['orders.schema']],
  ['orders-without-external-order-id', ['orders.schema']],
  ['orders-created-at-with-offset', ['orders.schema']],
  ['orders-pair-symbol-ignored', ['orders.pair-filter']],
  ['orders-type-filter-ignored', ['orders.type-filter', 'orders.query-property']],
  ['orders-status-filter-first-only', ['orders.status-filter']],
  ['orders-status-filter-ignored', ['orders.status-filter']],
  ['orders-ordered-by-id-always', ['orders.created-at-ordering']],
  ['orders-order-id-after-by-created-at', ['orders.id-ordering']],
  ['orders-order-id-after-exclusive', ['orders.order-id-after-inclusive']],
  ['orders-both-missing-accepted', ['orders.both-missing-400']],
  ['orders-pair-symbol-defaulted', ['orders.pair-missing-400']],
  ['orders-invalid-order-as-desc', ['orders.invalid-values-400']],
  ['orders-canceled-status-accepted', ['orders.status-canceled-400', 'orders.invalid-query-property']],
  ['orders-unknown-pair-500', ['orders.pair-unknown-400', 'orders.invalid-query-property']],
  ['orders-canceled-closed-by-id', ['orders.one-canceled']],
  ['orders-by-id-without-created-by', ['orders.one-equals-list']],
  ['orders-page-off-by-one', ['orders.paging']],
  ['orders-page-default-2', ['orders.page-default']],
  ['orders-page-size-default-20', ['orders.page-size-default']],
  ['orders-order-swapped', ['orders.created-at-ordering', 'orders.id-ordering']],
  ['orders-default-order-asc', ['orders.created-at-ordering', 'orders.id-ordering']],
  ['orders-created-at-before-exclusive', ['orders.created-at-before-inclusive']],
  ['orders-created-at-after-inclusive', ['orders.created-at-after-exclusive']],
  ['orders-default-window-unbounded', ['orders.window-default', 'orders.query-property']],
  ['orders-window-replaced-by-30-days', ['orders.window-anchor']],
  ['trades-buy-positive-amounts', ['trades.buy-sign']],
  ['trades-scale-8-digits', ['trades.decimal-scale']],
  ['trades-fee-type-lowercase', ['trades.schema']],
  ['trades-without-external-order-id', ['trades.schema']],
  ['trades-created-at-with-offset', ['trades.schema']],
  ['trades-side-of-other-party', ['trades.order-match']],
  ['trades-side-filter-ignored', ['trades.side-filter', 'trades.query-property']],
  ['trades-first-pair-only', ['trades.pair-filter']],
  ['trades-unknown-pair-symbol', ['trades.pair-filter']],
  ['trades-pair-symbol-optional', ['trades.required-parameters']],
  ['trades-dates-optional', ['trades.required-parameters']],
  ['trades-order-id-ignored', ['trades.order-id-filter']],
  ['trades-order-id-next-order', ['trades.order-id-filter']],
  ['trades-created-at-ignored', ['trades.created-at-date']],
  // More than 1000 trades in one window are needed to see a cap ignored.
  ['trades-page-size-cap-ignored', ['trades.page-size-range'], { orders: 12_000 }],
  ['trades-no-90-day-clamp', ['trades.window-max-range']],
  ['trades-by-id-fee-type-swapped', ['trades.one-equals-list']],
  ['trades-page-off-by-one', ['trades.paging']],
  ['trades-page-default-2', ['trades.page-default']],
  ['trades-page-size-default-20', ['trades.page-size-default']],
  ['trades-order-swapped', ['trades.created-at-ordering', 'trades.query-property']],
  ['trades-default-order-asc', ['trades.created-at-ordering']],
  ['trades-created-at-before-exclusive', ['trades.created-at-before-inclusive']],
  ['trades-created-at-after-inclusive', ['trades.created-at-after-exclusive']],
  ['trades-default-window-unbounded', ['trades.window-default']],
  ['trades-window-replaced-by-30-days', ['trades.window-anchor']],
];

/** Order and trade faults whose rule other sections' checks hold (isolation, references). */
const ELSEWHERE = new Set([
  'orders-other-account-by-id', 'orders-other-account-in-list', 'trades-other-account-by-id',
  'trades-other-account-in-list', 'trades-dangling-order-id',
]);

/**
 * Alternatives the spec allows (reference-server profiles and DATETIME formats): no failure, but for
 * the SHOULD-level reports an alternative is allowed to draw (OPEN-POINTS #13: extra fields).
 */
const ALTERNATIVES: readonly (readonly [string, Partial<RunSuiteOptions>, (readonly string[])?])[] = [
  ['pristine', {}],
  ['idStyle fixed-width', { embedded: { profile: { idStyle: 'fixed-width' } } }],
  ['idStyle prefixed', { embedded: { profile: { idStyle: 'prefixed' } } }],
  ['timestampDigits 6', { embedded: { profile: { timestampDigits: 6 } } }],
  ['tradesOrderId filter', { embedded: { profile: { tradesOrderId: 'filter' } } }],
  ['windowAnchor after', { embedded: { profile: { windowAnchor: 'after' } } }],
  ['tradesCreatedAt instant', { embedded: { profile: { tradesCreatedAt: 'instant' } } }],
  ['authFailureStatus 403', { embedded: { profile: { authFailureStatus: 403 } } }],
  ['referenceDataAuth', { embedded: { profile: { referenceDataAuth: true } } }],
  ['extraFields', { embedded: { profile: { extraFields: true } } }, ['orders.no-extra-fields', 'trades.no-extra-fields']],
  ['datetime iso6', { datetimeFormat: 'iso6' }],
  ['datetime iso-z', { datetimeFormat: 'iso-z' }],
];

/** Runs at most `n` suites at once (the machine is shared; each run is one in-process server and runner). */
function limiter(n: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (active >= n) await new Promise<void>((resolve) => waiting.push(resolve));
    active++;
    try {
      return await task();
    } finally {
      active--;
      waiting.shift()?.();
    }
  };
}
const limit = limiter(8);
const started = new Map<string, Promise<RunReport>>();
/** The report of one run, started once (all of them in beforeAll, eight at a time). */
function reportOf(key: string, options: Partial<RunSuiteOptions>): Promise<RunReport> {
  let report = started.get(key);
  if (!report) {
    report = limit(() => run(options));
    report.catch(() => undefined); // awaited by the test; never an unhandled rejection meanwhile
    started.set(key, report);
  }
  return report;
}
const alternativeRun = (name: string) => reportOf(`alternative ${name}`, ALTERNATIVES.find(([n]) => n === name)![1]);
const faultRun = (fault: string) => {
  const embedded = FAULTS.find(([f]) => f === fault)![2];
  return reportOf(`fault ${fault}`, { embedded: { fault, ...(embedded ?? {}) } });
};

describe('against the reference server', () => {
  beforeAll(() => {
    for (const [name] of ALTERNATIVES) void alternativeRun(name);
    for (const [fault] of FAULTS) void faultRun(fault);
  });

  describe('orders and trades checks on conformant servers', () => {
    it.each(ALTERNATIVES.map(([name, , allowed]) => [name, allowed ?? []] as const))('%s: no check fails but %j', async (name, allowed) => {
      const report = await alternativeRun(name);
      expect(summary(report).filter((line) => !allowed.some((id) => line.startsWith(`${id}:`)))).toEqual([]);
      for (const id of allowed) {
        const result = report.results.find((r) => r.id === id);
        expect(result?.status, `${id} reports the alternative`).toBe('failed');
        expect(result?.level, `${id} is never MUST`).not.toBe('MUST');
      }
      expect(report.results.length).toBeGreaterThan(40);
    });

    it('pristine: no check is skipped (the reference data holds what every check needs)', async () => {
      const report = await alternativeRun('pristine');
      expect(report.results.filter((r) => r.status === 'skipped').map((r) => `${r.id}: ${r.message ?? ''}`)).toEqual([]);
    });
  });

  describe('orders and trades faults', () => {
    it.each(FAULTS.map(([fault, expected]) => [fault, expected] as const))('%s fails %j', async (fault, expected) => {
      const report = await faultRun(fault);
      const failed = failing(report).map((r) => r.id);
      expect(failed, summary(report).join('\n')).toEqual(expect.arrayContaining([...expected]));
      for (const r of failing(report)) {
        expect(r.message, r.id).toBeTruthy();
        expect(r.message, r.id).not.toMatch(/threw|crashed|TypeError|undefined is not/);
        expect(r.evidence.length, `${r.id} has evidence`).toBeGreaterThan(0);
      }
    });
  });
});

describe('the orders and trades fault catalogue', () => {
  const ours = listFaults().filter((f) => /^(orders|trades)-/.test(f.name));

  it('has a row in this table for every order and trade fault not held by another section', () => {
    const rows = new Set(FAULTS.map(([fault]) => fault));
    expect(ours.map((f) => f.name).filter((name) => !rows.has(name) && !ELSEWHERE.has(name))).toEqual([]);
    expect([...rows].filter((name) => !listFaults().some((f) => f.name === name))).toEqual([]);
  });

  it('fails every orders and trades check that can fail (all but the INFO observations) with some fault or alternative', () => {
    const caught = new Set([...FAULTS.flatMap(([, ids]) => ids), ...ALTERNATIVES.flatMap(([, , ids]) => ids ?? [])]);
    const canFail = checks
      .filter((c) => /^(orders|trades)\./.test(c.id))
      .filter((c) => c.requirements.some((id) => requirementsById.get(id)?.level !== 'INFO'));
    expect(canFail.map((c) => c.id).filter((id) => !caught.has(id))).toEqual([]);
  });

  it('names only requirement ids the catalogue has', () => {
    const ids = ours.flatMap((f) => f.requirements.filter((r) => /^[A-Z]+(-[A-Z0-9]+)+$/.test(r)).map((r) => `${f.name} → ${r}`));
    expect(ids.filter((entry) => !requirementsById.has(entry.split(' → ')[1]!))).toEqual([]);
  });
});

/** A target that answers every order and trade request the same hostile way (broker pairs are sane). */
async function hostile(answer: (path: string) => { status: number; type: string; body: string }) {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://target').pathname;
    const a = path === '/v1/broker-pairs'
      ? { status: 200, type: 'application/json', body: JSON.stringify([{ symbol: 'AAABBB' }, { symbol: 'CCCDDD' }]) }
      : answer(path);
    res.writeHead(a.status, { 'content-type': a.type });
    res.end(a.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await runSuite({
      baseUrl: `http://127.0.0.1:${port}`, credentials: { apiKey: 'hostile-key', apiSecret: 'hostile-secret-value' },
      only: ONLY, runs: 3, seed: 1,
    });
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

describe('orders and trades checks on hostile targets', () => {
  const json = (body: unknown) => ({ status: 200, type: 'application/json', body: JSON.stringify(body) });
  it.each([
    ['lists of non-objects', () => json([null, 5, 'x', [1]])],
    ['envelopes instead of arrays', () => json({ items: [], total: 0 })],
    ['HTML with 200', () => ({ status: 200, type: 'text/html', body: '<html>' })],
    ['500 everywhere', () => ({ status: 500, type: 'text/plain', body: 'boom' })],
  ] as const)('%s: no check throws, and none passes but INFO observations', async (_, answer) => {
    const report = await hostile(answer);
    expect(report.results.length).toBeGreaterThan(40);
    expect(report.results.filter((r) => /threw/.test(r.message ?? '')).map((r) => `${r.id}: ${r.message}`)).toEqual([]);
    expect(report.results.filter((r) => r.status === 'passed' && r.level !== 'INFO').map((r) => r.id)).toEqual([]);
  });
});
