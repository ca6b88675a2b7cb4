import { afterEach, describe, expect, it } from 'vitest';
import type { Instant } from '@tarc/domain';
import { createHttpClient, type RunHttpClient } from '../http/client.js';
import type { Signer } from '../http/signer.js';
import { FAKE_PAIRS, startFakeTarget, type FakeTarget } from '../../test/support/fake-target.js';
import { startTestServer } from '../../test/support/test-server.js';
import { discover } from './discover.js';
import { dateTimeFormatter } from './datetime-format.js';

const signer: Signer = ({ apiKey }) => ({ 'X-PCK': apiKey, 'X-Signature': 'sig' });
const now = '2026-11-22T03:00:00.0000000' as Instant;
const base = { now, horizonDays: 365, formatDateTime: dateTimeFormatter('iso7'), hasSecondAccount: false };

let target: FakeTarget | undefined;
let client: RunHttpClient | undefined;
afterEach(async () => {
  await client?.close();
  await target?.close();
  client = target = undefined;
});

async function run(targetOptions: Parameters<typeof startFakeTarget>[0], options: Partial<typeof base> & { maxPairs?: number } = {}) {
  target = await startFakeTarget(targetOptions);
  client = createHttpClient({
    baseUrl: target.url,
    signer,
    credentials: { apiKey: 'first-key', apiSecret: 's1' },
    secondCredentials: { apiKey: 'second-key', apiSecret: 's2' },
  });
  return discover(client, { ...base, ...options });
}

describe('discover', () => {
  it('fills reference data and both accounts', async () => {
    const result = await run({ ordersPerPair: 3 }, { hasSecondAccount: true });
    if (!result.reachable) throw new Error('unreachable');
    const d = result.discovery;
    expect(d.brokerPairs?.map((p) => p.symbol)).toEqual(FAKE_PAIRS);
    expect(d.cryptoAssets).toHaveLength(1);
    expect(d.feeLevels).toHaveLength(1);
    expect([...d.account.orders!.keys()]).toEqual(FAKE_PAIRS);
    expect(d.account.orders!.get('AAABBB')!.map((o) => o.id)).toEqual(['acc-1-AAABBB-0', 'acc-1-AAABBB-1', 'acc-1-AAABBB-2']);
    expect(d.account.trades?.[0]?.id).toBe('acc-1-t1');
    expect(d.account.wallets).toHaveLength(1);
    expect(d.secondAccount?.wallets?.[0]?.accountId).toBe('acc-2');
    expect(d.notes).toEqual([]);
  });

  it('sends the dates in the chosen format and the pairs in exploded form', async () => {
    const seen: string[] = [];
    await run({ onRequest: (_req, url) => url.pathname === '/v1/trades' && seen.push(url.search) }, { horizonDays: 30 });
    expect(seen[0]).toContain('pairSymbol=AAABBB&pairSymbol=CCCDDD');
    expect(seen[0]).toContain(`createdAtBefore=${encodeURIComponent(now)}`);
    expect(seen[0]).toContain('createdAtAfter=2026-10-23T03%3A00%3A00.0000000');
  });

  it('costs the same whatever the account size (bounded walk)', async () => {
    await run({ ordersPerPair: 1000 });
    const small = target!.hits.get('/v1/orders');
    await client!.close();
    await target!.close();
    await run({ ordersPerPair: 100_000 });
    const large = target!.hits.get('/v1/orders');
    expect(large).toBe(small);
    // 5 windows for 365 days, two pages in the first one (then "enough"), one in the others, per pair.
    expect(large).toBe(FAKE_PAIRS.length * 6);
  });

  it('samples the second account by its newest window, and older windows only where that holds none', async () => {
    const asked = (key: string, into: string[]) => (req: { headers: Record<string, unknown> }, url: URL) => {
      if (req.headers['x-pck'] === key && url.pathname === '/v1/orders') into.push(url.search);
    };
    const held: string[] = [];
    await run({ ordersPerPair: 1000, onRequest: asked('second-key', held) }, { hasSecondAccount: true });
    expect(held).toHaveLength(FAKE_PAIRS.length);
    expect(held.every((q) => q.includes(`createdAtBefore=${encodeURIComponent(now)}`) && q.includes('page=1&'))).toBe(true);
    await client!.close();
    await target!.close();
    const none: string[] = [];
    await run({ ordersPerPair: 0, onRequest: asked('second-key', none) }, { hasSecondAccount: true });
    // 5 windows for 365 days: the newest first, then the 4 others at once.
    expect(none).toHaveLength(FAKE_PAIRS.length * 5);
  });

  it('walks each pair once, a sample of many, and never one URL with every pair', async () => {
    const listed = Array.from({ length: 5000 }, (_, i) => `PAIR${String(i % 2500).padStart(4, '0')}XYZ`);
    const trades: string[] = [];
    const result = await run({ pairs: listed, onRequest: (req, url) => url.pathname === '/v1/trades' && trades.push(req.url ?? '') }, { maxPairs: 300 });
    if (!result.reachable) throw new Error('unreachable');
    const walked = [...result.discovery.account.orders!.keys()];
    expect(walked).toHaveLength(300);
    expect(new Set(walked).size).toBe(300);
    expect(walked.slice(0, 3)).toEqual(['PAIR0000XYZ', 'PAIR0008XYZ', 'PAIR0016XYZ']);
    expect(target!.hits.get('/v1/orders')).toBe(300 * 5);
    expect(result.discovery.notes.join('\n')).toMatch(/2500 repeated symbol\(s\) walked once; .*sampled on 300 of 2500 distinct pairs/);
    // 300 pairs of ~24 characters each in groups within 2000 characters: several requests, all short.
    expect(new Set(trades.map((u) => new URL(u, 'http://x').searchParams.getAll('pairSymbol').join())).size).toBeGreaterThan(3);
    expect(Math.max(...trades.map((u) => u.length))).toBeLessThan(2300);
    const asked = new Set(trades.flatMap((u) => new URL(u, 'http://x').searchParams.getAll('pairSymbol')));
    expect(asked).toEqual(new Set(walked));
  });

  it('turns failures into notes and absent fields', async () => {
    const result = await run({ statusByPath: { '/v1/fee-levels': 500, '/v1/orders': 400 } });
    if (!result.reachable) throw new Error('unreachable');
    expect(result.discovery.feeLevels).toBeUndefined();
    expect(result.discovery.account.orders).toBeUndefined();
    expect(result.discovery.notes).toContain('fee levels could not be read (HTTP 500)');
    expect(result.discovery.notes).toContain('primary account: orders of AAABBB could not be read (HTTP 400)');
  });

  it('without broker pairs, samples no orders or trades and says why', async () => {
    const result = await run({ statusByPath: { '/v1/broker-pairs': 503 } });
    if (!result.reachable) throw new Error('unreachable');
    expect(result.discovery.account.orders).toBeUndefined();
    expect(result.discovery.account.trades).toBeUndefined();
    expect(result.discovery.notes[0]).toMatch(/broker pairs could not be read \(HTTP 503\)/);
  });

  it('a target that answers orders but not broker pairs is reachable', async () => {
    let pairsCalls = 0;
    target = await startFakeTarget({
      onRequest: (req, url) => {
        if (url.pathname === '/v1/broker-pairs') {
          pairsCalls++;
          req.socket.destroy();
        }
      },
    });
    client = createHttpClient({ baseUrl: target.url, signer });
    const result = await discover(client, base);
    expect(result.reachable).toBe(true);
    expect(pairsCalls).toBe(1);
    if (result.reachable) expect(result.discovery.notes[0]).toMatch(/broker pairs could not be read/);
  });

  it('a target that never answers is unreachable after two timeouts', async () => {
    const silent = await startTestServer(() => undefined);
    try {
      client = createHttpClient({ baseUrl: silent.url, signer, timeoutMs: 100 });
      const started = performance.now();
      const result = await discover(client, base);
      expect(result.reachable).toBe(false);
      if (!result.reachable) expect(result.message).toMatch(/no complete response within 100 ms/);
      // Two timeouts of 100 ms, not a hang: a bound generous enough for a loaded machine (issue 45).
      expect(performance.now() - started).toBeLessThan(10_000);
      expect(silent.requests.map((r) => r.url)).toEqual(['/v1/broker-pairs', '/v1/orders']);
    } finally {
      await client?.close();
      client = undefined;
      await silent.close();
    }
  });

  it('reports an unreachable target', async () => {
    const dead = await startTestServer(() => undefined);
    const url = dead.url;
    await dead.close();
    client = createHttpClient({ baseUrl: url, signer });
    const result = await discover(client, base);
    expect(result.reachable).toBe(false);
    if (!result.reachable) {
      expect(result.message).toMatch(/no HTTP answer from GET \/v1\/broker-pairs nor GET \/v1\/orders \(ECONNREFUSED/);
      expect(result.evidence).toHaveLength(2);
    }
  });
});
