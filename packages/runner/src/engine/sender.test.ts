import type { Exchange, HttpClient, Query, RequestOptions } from '@tarc/conformance';
import { describe, expect, it } from 'vitest';
import type { SendOptions } from '../http/client.js';
import { runSuite } from './run-suite.js';
import { sentBy } from './sender.js';

describe('sentBy', () => {
  it("says the sender with each request, the caller's options kept", async () => {
    const asked: (SendOptions | undefined)[] = [];
    const http: HttpClient = {
      get: (_path: string, _query?: Query, options?: RequestOptions) => {
        asked.push(options);
        return Promise.resolve({} as Exchange);
      },
    };
    await sentBy(http, 'orders.paging').get('/v1/orders', undefined, { fresh: true });
    await sentBy(http, 'discovery').get('/v1/orders');
    expect(asked).toEqual([{ fresh: true, sender: 'orders.paging' }, { sender: 'discovery' }]);
  });

  it("names, in a finding of the run's judge, the check that sent the exchange; and each exchange told to onExchange (bench/critical-path.mjs)", async () => {
    // Only lookups of Canceled orders break the scale, and orders.decimal-scale makes none: another check did.
    const senders = new Set<string | undefined>();
    const report = await runSuite({
      onExchange: (x) => senders.add(x.sender),
      seed: 1,
      runs: 3,
      now: new Date('2026-06-01T12:00:00Z'),
      only: ['orders.*'],
      embedded: { orders: 1000, fault: 'order-lookup-canceled-scale-8' },
    });
    const scale = report.results.find((r) => r.id === 'orders.decimal-scale')!;
    expect(scale.findings.map((f) => f.code)).toEqual(['orders.decimal-scale/record-scale']);
    const sender = /the first answered a request of ([^)]+)\)$/.exec(scale.findings[0]!.message)?.[1];
    expect(report.results.map((r) => r.id).filter((id) => id !== 'orders.decimal-scale')).toContain(sender);
    expect(senders).toContain('preflight');
    expect(senders).toContain('discovery');
    expect(senders).toContain(sender);
  });
});
