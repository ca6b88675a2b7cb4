import { request as httpRequest } from 'node:http';
import { listFaults, startReferenceServer } from '@tarc/reference-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../test/support/test-server.js';
import type { ProxyFinding } from './finding.js';
import { proxyReport } from './report.js';
import { startProxy } from './server.js';
import { FINDINGS_KEPT_PER_CODE, findingTotal } from './session.js';
import { FAULTS } from '../../test/support/proxy/single-exchange.js';
import { rawGet, signed, trafficMix, type Account, type MixRequest, type RawResponse } from '../../test/support/proxy/traffic.js';

const NOW = new Date('2026-06-01T12:00:00Z');

/** Hop-by-hop response headers (the proxy's own hop), Date (each response has its own) and Via (the proxy's) are not compared. */
const UNCOMPARED = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'via']);
const comparable = (r: RawResponse) => {
  const headers: string[] = [];
  for (let i = 0; i < r.rawHeaders.length; i += 2)
    if (!UNCOMPARED.has(r.rawHeaders[i]!.toLowerCase())) headers.push(`${r.rawHeaders[i]}: ${r.rawHeaders[i + 1]}`);
  return { status: r.status, statusMessage: r.statusMessage, headers };
};

async function ids(url: string, account: Account) {
  // Two days back: the reference data's busy minute (the minute before now) fills the newest day, and
  // a createdAt day of its own would hold every trade a server ignoring createdAt lists.
  const at = encodeURIComponent(new Date(NOW.getTime() - 2 * 86_400_000).toISOString().slice(0, 19));
  const trades = JSON.parse((await rawGet(`${url}/v1/trades?pairSymbol=BTCTRY&createdAtBefore=${at}`, signed(account))).body.toString()) as {
    id: string;
    orderId: string;
    createdAt: string;
  }[];
  return { order: trades[0]!.orderId, trade: trades[0]!.id, tradeDay: trades[0]!.createdAt.slice(0, 10) };
}

/** Sends the mix through a fresh proxy in front of `url` and returns its findings and the responses. */
async function throughProxy(url: string, account: Account, mix: readonly MixRequest[]) {
  const proxy = await startProxy({ target: url });
  const responses: RawResponse[] = [];
  try {
    for (const m of mix) responses.push(await rawGet(`${proxy.url}${m.path}`, m.auth === false ? {} : signed(account)));
  } finally {
    await proxy.close();
  }
  const session = proxy.session();
  return { findings: session.findings, session, responses };
}

const show = (findings: readonly ProxyFinding[]) => findings.map((f) => `${f.rule} (${f.code}) ${f.requirement} ${f.request}: ${f.message}`).join('\n');

describe('tarc proxy against the reference server', () => {
  let server: Awaited<ReturnType<typeof startReferenceServer>>;
  let mix: MixRequest[];
  beforeAll(async () => {
    server = await startReferenceServer({ seed: 1, now: NOW });
    mix = trafficMix(NOW, await ids(server.url, server.accounts[0]!));
  });
  afterAll(() => server.close());

  it('finds nothing on the pristine server across a broad mix of valid and invalid requests', async () => {
    const { findings, session } = await throughProxy(server.url, server.accounts[0]!, mix);
    expect(show(findings)).toBe('');
    expect(session.exchanges).toBe(mix.length);
    expect(session.judged).toBe(mix.length - 2); // /v2/orders and / are forwarded, not judged
    expect(session.pairsKnown).toBe(true);
    // The mix exercises the rules it is meant to: each of these held at least once.
    for (const code of [
      'list.canceled-order',
      'list.outside-window',
      'list.ordering',
      'list.filter-mismatch',
      'list.order-id-after',
      'query.400-expected',
      'query.400-errors',
      'problem.body',
      'problem.not-found-errors',
      'record.buy-sign',
      'record.fee-levels',
      'auth.data-without-credentials',
      'list.records-without-required',
      'list.page-size-exceeded',
      'lookup.other-id',
    ]) {
      expect(session.tallies.get(code)?.applied, code).toBeGreaterThan(0);
    }
  });

  // OPEN-POINTS alternatives a conformant server may choose: none may yield a finding.
  it.each([
    // Several alternatives per server: the suite is one reference server per row, kept few for CI's two cores.
    { tieOrder: 'reversed-in-page', idStyle: 'prefixed', timestampDigits: 6, extraFields: true, otherValidationStatus: 422 },
    { windowAnchor: 'after', tradesOrderId: 'filter', tradesCreatedAt: 'instant', sellSign: 'negative', idStyle: 'fixed-width' },
    { authFailureStatus: 403, authFailureBody: 'empty', referenceDataAuth: true, depositStatuses: 'other', datetimeInput: 'service' },
  ])('finds nothing on a server with profile %o', async (profile) => {
    const alt = await startReferenceServer({ seed: 1, now: NOW, profile: profile as never });
    try {
      const { findings } = await throughProxy(alt.url, alt.accounts[0]!, trafficMix(NOW, await ids(alt.url, alt.accounts[0]!)));
      expect(show(findings)).toBe('');
    } finally {
      await alt.close();
    }
  });

  it('gives the client the bytes the server sends: status, headers and body', async () => {
    const proxy = await startProxy({ target: server.url });
    try {
      for (const m of mix) {
        // Each request is signed afresh (a nonce is used once); bodies differ only by their traceId.
        const headers = m.auth === false ? () => ({}) : () => signed(server.accounts[0]!);
        const direct = await rawGet(`${server.url}${m.path}`, headers());
        const proxied = await rawGet(`${proxy.url}${m.path}`, headers());
        expect(comparable(proxied), m.path).toEqual(comparable(direct));
        expect(proxied.rawHeaders, m.path).toContain('1.1 tarc');
        const mask = (b: Buffer) => b.toString('latin1').replace(/"traceId":"[^"]*"/g, '"traceId":"…"');
        expect(mask(proxied.body), m.path).toBe(mask(direct.body));
        if (direct.status === 200) expect(proxied.body.equals(direct.body), m.path).toBe(true);
      }
    } finally {
      await proxy.close();
    }
  });

  // Faults one exchange can show (test/support/proxy/single-exchange.ts): the proxy must give each a finding under
  // a code of the check named, as `tarc run` does.
  const byFault = [...new Set(FAULTS.map(([fault]) => fault))].map(
    (fault) =>
      [
        fault,
        FAULTS.filter(([f]) => f === fault)
          .map(([, check]) => check)
          .join(', '),
      ] as const,
  );
  it.each(byFault)('%s yields a code of %s', async (fault) => {
    const faulty = await startReferenceServer({ seed: 1, now: NOW, fault: fault as never });
    try {
      const { findings } = await throughProxy(faulty.url, faulty.accounts[0]!, trafficMix(NOW, await ids(faulty.url, faulty.accounts[0]!)));
      const broken = listFaults().find((f) => f.name === fault)!.requirements;
      for (const [, runCheck] of FAULTS.filter(([f]) => f === fault)) {
        const hits = findings.filter((f) => f.code.startsWith(`${runCheck}/`));
        expect(hits.length, `${fault}: no code of ${runCheck} among\n${show(findings)}`).toBeGreaterThan(0);
        // The finding stands on a requirement the fault is catalogued as breaking (or its general form).
        expect(
          hits.some((h) => broken.includes(h.requirement)),
          `${fault}: ${show(hits)} vs ${broken.join(', ')}`,
        ).toBe(true);
      }
    } finally {
      await faulty.close();
    }
  });
});

describe('tarc proxy forwarding', () => {
  it("passes request headers (credentials included) to the target and the target's exact bytes back", async () => {
    const gzip = (await import('node:zlib')).gzipSync(Buffer.from('[{"symbol":"X"}]'));
    const target = await startTestServer((req, res) => {
      if (req.url === '/base/v1/broker-pairs') {
        res.writeHead(
          200,
          'Fine Thanks',
          [
            ['Content-Type', 'application/json'],
            ['Content-Encoding', 'gzip'],
            ['Set-Cookie', 'a=1'],
            ['Set-Cookie', 'b=2'],
            ['X-Odd', '\u00e9t\u00e9'],
          ].flat() as never,
        );
        res.end(gzip);
        return;
      }
      res.writeHead(418, { 'content-type': 'application/octet-stream' });
      res.write(Buffer.from([0xff, 0x00, 0xfe]));
      res.end(Buffer.from([0x80]));
    });
    const proxy = await startProxy({ target: `${target.url}/base`, discoverPairs: false });
    try {
      const secrets = { 'X-PCK': 'pk_1', 'X-Signature': 'c2lnbmF0dXJlLXZhbHVl', 'X-Stamp': '1', 'X-Nonce': 'n', 'X-Custom': 'kept' };
      const proxied = await rawGet(`${proxy.url}/v1/broker-pairs`, secrets);
      const direct = await rawGet(`${target.url}/base/v1/broker-pairs`, secrets);
      expect(comparable(proxied)).toEqual(comparable(direct));
      expect(proxied.body.equals(gzip)).toBe(true);
      const seen = target.requests[0]!.headers;
      for (const [k, v] of Object.entries(secrets)) expect(seen[k.toLowerCase()]).toBe(v);
      const odd = await rawGet(`${proxy.url}/anything?x=1`);
      expect(odd.status).toBe(418);
      expect(odd.body.equals(Buffer.from([0xff, 0x00, 0xfe, 0x80]))).toBe(true);
    } finally {
      await proxy.close();
      await target.close();
    }
  });

  it('judges whatever a hostile target answers without failing itself, and forwards it unchanged', async () => {
    const bodies = [
      'null',
      '1',
      '"x"',
      '{}',
      '[]',
      '[null,1,"x",[],{}]',
      '{"errors":null,"status":"400"}',
      '{"errors":{"a":[1]},"type":5}',
      '[{"createdAt":5,"id":{},"status":"Canceled","pairSymbol":[]}]',
      '[{"createdAt":"2026-01-01T00:00:00.0000000","id":"9"},{"createdAt":"bad","id":"10"}]',
      '[{"cryptoNetworks":[null,{"familyId":1}]}]',
      '[{"level":"1"},{"level":9e99},{"level":-1}]',
      'not json',
      '\u0000\u001b[2J',
      '{"id":"other"}',
      JSON.stringify(Array.from({ length: 1200 }, (_, i) => ({ id: String(i), createdAt: '2020-01-01T00:00:00.000000' }))),
    ];
    const statuses = [200, 400, 404, 200, 500, 203];
    let n = 0;
    const target = await startTestServer((_req, res) => {
      const i = n++;
      res.writeHead(statuses[i % statuses.length]!, { 'content-type': 'application/json' });
      res.end(bodies[i % bodies.length]);
    });
    const errors: string[] = [];
    const proxy = await startProxy({ target: target.url, discoverPairs: false, onInternalError: (m) => errors.push(m) });
    const paths = [
      '/v1/orders?pairSymbol=A&createdAtBefore=2026-01-01&createdAtAfter=2025-12-01&orderIdAfter=5&status=Closed&type=Buy',
      '/v1/orders/1',
      '/v1/trades?orderId=1&pairSymbol=A&createdAt=2026-01-01',
      '/v1/trades/x',
      '/v1/account-wallets?currencySymbol=B',
      '/v1/crypto-withdrawals?externalTransactionId=e&createdAtBefore=2026-01-01&createdAtAfter=2025-12-01',
      '/v1/crypto-deposits',
      '/v1/broker-pairs?symbol=Z',
      '/v1/crypto-assets',
      '/v1/crypto-network-families',
      '/v1/fee-levels',
      '/v1/orders',
    ];
    try {
      for (let round = 0; round < 3; round++) {
        for (const path of paths) {
          const before = n;
          const r = await rawGet(`${proxy.url}${path}`, { 'X-PCK': 'k' });
          expect(r.body.toString(), path).toBe(bodies[before % bodies.length]);
        }
      }
      const session = await proxy.close();
      expect(errors).toEqual([]);
      expect(session.judged).toBe(paths.length * 3);
      expect(session.findings.length).toBeGreaterThan(0);
    } finally {
      await proxy.close();
      await target.close();
    }
  });

  it('keeps the first ten findings of a code whole and counts the rest, their words cut: a long session holds what its report shows', async () => {
    const target = await startTestServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('[]');
    });
    const proxy = await startProxy({ target: target.url, discoverPairs: false });
    try {
      for (let i = 0; i < 25; i++) await rawGet(`${proxy.url}/v1/crypto-network-families`);
      const session = await proxy.close();
      expect(session.findings.filter((f) => f.rule === 'response.json-media-type').length).toBe(FINDINGS_KEPT_PER_CODE);
      expect(session.findingCounts.get('response.json-media-type')).toBe(25);
      expect(findingTotal(session)).toBe(25);
      const result = proxyReport(session).results.find((r) => r.id === 'proxy.response.json-media-type')!;
      expect(result.message).toMatch(/^25 of 25 exchanges broke it \(25 findings\)/);
    } finally {
      await proxy.close();
      await target.close();
    }
  });

  it('cuts a finding that quotes a server value of megabytes (a Canceled order whose id is 200,000 characters)', async () => {
    const id = 'i'.repeat(200_000);
    const target = await startTestServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify([{ id, pairSymbol: 'BTCTRY', status: 'Canceled' }]));
    });
    const proxy = await startProxy({ target: target.url, discoverPairs: false });
    try {
      await rawGet(`${proxy.url}/v1/orders?pairSymbol=BTCTRY`);
      const session = await proxy.close();
      const canceled = session.findings.filter((f) => f.message.includes('Canceled'));
      expect(canceled.length).toBeGreaterThan(0);
      for (const f of canceled) expect(f.message.length).toBeLessThan(5_000);
    } finally {
      await proxy.close();
      await target.close();
    }
  });

  it('reports a 200 whose JSON body is not labelled with a JSON media type (response.json-media-type), and no other label', async () => {
    const types = ['text/plain; charset=utf-8', 'application/json; charset=utf-8', 'application/problem+json', 'APPLICATION/JSON', undefined];
    let n = 0;
    const target = await startTestServer((_req, res) => {
      const type = types[n++ % types.length];
      res.writeHead(200, type === undefined ? {} : { 'content-type': type });
      res.end('[]');
    });
    const proxy = await startProxy({ target: target.url, discoverPairs: false });
    try {
      for (let i = 0; i < types.length; i++) await rawGet(`${proxy.url}/v1/crypto-network-families`);
      const session = await proxy.close();
      const hits = session.findings.filter((f) => f.rule === 'response.json-media-type');
      expect(hits.map((f) => [f.exchange, f.code, f.requirement])).toEqual([
        [1, 'general.json-media-type/not-json-media-type', 'GEN-SUCCESS-JSON-MEDIA-TYPE'],
        [5, 'general.json-media-type/not-json-media-type', 'GEN-SUCCESS-JSON-MEDIA-TYPE'],
      ]);
      expect(session.tallies.get('response.json-media-type')).toEqual({ applied: 5, failed: 2 });
    } finally {
      await proxy.close();
      await target.close();
    }
  });

  it('forwards an absolute-form request target by its path', async () => {
    const target = await startTestServer((req, res) => {
      res.end(req.url);
    });
    const proxy = await startProxy({ target: `${target.url}/api`, discoverPairs: false });
    try {
      const { port } = new URL(proxy.url);
      const body = await new Promise<string>((resolve, reject) => {
        const req = httpRequest({ host: '127.0.0.1', port, path: 'http://example.test/v1/fee-levels?x=1', agent: false }, (res) => {
          let text = '';
          res.on('data', (c: Buffer) => (text += c.toString()));
          res.on('end', () => resolve(text));
        });
        req.on('error', reject);
        req.end();
      });
      expect(body).toBe('/api/v1/fee-levels?x=1');
    } finally {
      await proxy.close();
      await target.close();
    }
  });

  it('answers 502 when the target is down, and keeps serving', async () => {
    const target = await startTestServer(() => undefined);
    const url = target.url;
    await target.close();
    const errors: string[] = [];
    const proxy = await startProxy({ target: url, discoverPairs: false, onUpstreamError: (m) => errors.push(m) });
    try {
      const r = await rawGet(`${proxy.url}/v1/fee-levels`);
      expect(r.status).toBe(502);
      expect(errors).toHaveLength(1);
    } finally {
      await proxy.close();
    }
  });

  it('resolves limitReached after --max-requests exchanges', async () => {
    const target = await startTestServer((_req, res) => {
      res.end('[]');
    });
    const proxy = await startProxy({ target: target.url, discoverPairs: false, maxRequests: 2 });
    try {
      let reached = false;
      void proxy.limitReached.then(() => (reached = true));
      await rawGet(`${proxy.url}/v1/fee-levels`);
      await new Promise((r) => setImmediate(r));
      expect(reached).toBe(false);
      await rawGet(`${proxy.url}/v1/fee-levels`);
      await proxy.limitReached;
    } finally {
      await proxy.close();
      await target.close();
    }
  });
});
