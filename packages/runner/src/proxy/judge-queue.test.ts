// The judge works behind the traffic from a bounded queue: below saturation it judges every
// exchange; when it falls behind (a queue of one, a judge kept busy) an exchange is forwarded whole
// and counted as not judged, and the report says how many: none is lost silently.
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/support/test-server.js';
import { proxyReport } from './report.js';
import { startProxy, type RunningProxy } from './server.js';
import type { ExchangeEvent } from './session.js';
import { rawGet } from '../../test/support/proxy/traffic.js';

const BODY = '[{"symbol":"BTC"}]';

describe("the proxy's judge queue", () => {
  let target: TestServer | undefined;
  let proxy: RunningProxy | undefined;
  afterEach(async () => {
    await proxy?.close();
    await target?.close();
    proxy = target = undefined;
  });

  it('judges every exchange below saturation', async () => {
    target = await startTestServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(BODY);
    });
    const events: ExchangeEvent[] = [];
    proxy = await startProxy({ target: target.url, discoverPairs: false, onExchange: (e) => events.push(e) });
    const url = proxy.url;
    for (let wave = 0; wave < 10; wave++) await Promise.all(Array.from({ length: 4 }, () => rawGet(`${url}/v1/crypto-assets`)));
    const session = await proxy.close();
    expect(session.exchanges).toBe(40);
    expect(session.judged).toBe(40);
    expect(session.notJudged).toBe(0);
    expect(events.filter((e) => e.judged)).toHaveLength(40);
    expect(proxyReport(session).notes.join('\n')).not.toContain('not judged: the judge was behind');
  });

  it('counts and reports the exchanges it could not judge when it falls behind, and still forwards each whole', async () => {
    const clients = 20;
    const waiting: (() => void)[] = [];
    // Every answer at once, once every request has arrived: the answers reach the proxy together.
    target = await startTestServer((_req, res) => {
      waiting.push(() => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(BODY);
      });
      if (waiting.length === clients) for (const answer of waiting) answer();
    });
    const events: ExchangeEvent[] = [];
    const busy = (ms: number) => {
      const until = performance.now() + ms;
      while (performance.now() < until);
    };
    proxy = await startProxy({
      target: target.url,
      discoverPairs: false,
      judgeQueue: 1,
      // A slow judge: while it works on one exchange the others' answers arrive, and a queue of one is full.
      onExchange: (e) => {
        events.push(e);
        if (e.judged) busy(30);
      },
    });
    const url = proxy.url;
    const answers = await Promise.all(Array.from({ length: clients }, () => rawGet(`${url}/v1/crypto-assets`)));
    for (const a of answers) expect([a.status, a.body.toString()]).toEqual([200, BODY]);
    const session = await proxy.close();
    expect(session.exchanges).toBe(clients);
    expect(session.notJudged).toBeGreaterThan(0);
    expect(session.judged + session.notJudged).toBe(clients);
    expect(events).toHaveLength(clients);
    expect(events.filter((e) => !e.judged)).toHaveLength(session.notJudged);
    expect(proxyReport(session).notes).toContain(
      `${session.notJudged} of ${clients} exchanges were forwarded but not judged: the judge was behind the traffic (its queue was full), and they were counted, not judged.`,
    );
  });
});
