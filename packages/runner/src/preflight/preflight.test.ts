// Preflight against the reference server: what would make every verdict meaningless is said first,
// as the user's configuration (exit 2), never as a server failure; the DATETIME form is found.
import { afterEach, describe, expect, it } from 'vitest';
import type { Check } from '@tarc/conformance';
import type { Instant } from '@tarc/domain';
import { startReferenceServer, type ReferenceServer, type ReferenceServerOptions } from '@tarc/reference-server';
import { runSuite } from '../engine/run-suite.js';
import { sendJson, startTestServer } from '../../test/support/test-server.js';
import type { RunSuiteOptions } from '../types.js';

let server: ReferenceServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function serve(options: Partial<ReferenceServerOptions> = {}): Promise<ReferenceServer> {
  server = await startReferenceServer({ port: 0, host: '127.0.0.1', seed: 1, size: { orders: 200 }, ...options });
  return server;
}

let seenFormat: string | undefined;
/** One check per kind of need: it records the DATETIME text the run sends. */
const checks: Check<string>[] = [
  {
    id: 'orders.probe',
    title: 'probe',
    requirements: ['ORD-LIST-CANCELED-EXCLUDED'],
    codes: {},
    section: 'x',
    needs: { credentials: true },
    async run(ctx) {
      seenFormat = ctx.options.formatDateTime('2024-01-02T03:04:05.1234567' as Instant);
      return { status: 'passed' };
    },
  },
  {
    id: 'reference-data.probe',
    title: 'probe',
    requirements: ['FEE-LIST'],
    codes: {},
    section: 'x',
    async run() {
      return { status: 'passed' };
    },
  },
];

const run = (s: ReferenceServer, options: Partial<RunSuiteOptions> = {}) => {
  const [a, b] = s.accounts;
  return runSuite({
    baseUrl: s.url,
    seed: 1,
    checks,
    credentials: { apiKey: a!.apiKey, apiSecret: a!.apiSecret },
    secondCredentials: { apiKey: b!.apiKey, apiSecret: b!.apiSecret },
    ...options,
  });
};

describe('preflight', () => {
  it("accepts good credentials and uses the service's own DATETIME form first", async () => {
    const report = await run(await serve());
    expect(report.error).toBeUndefined();
    expect(report.preflight).toEqual({
      datetimeFormat: 'iso7',
      datetimeFormatSource: 'discovered',
      datetimeFormsRefused: [],
      credentials: 'accepted',
      secondCredentials: 'accepted',
    });
    expect(seenFormat).toBe('2024-01-02T03:04:05.1234567');
  });

  it('finds a zoned DATETIME form when the server refuses the zone-less ones, and reports the refused forms', async () => {
    const report = await run(await serve({ profile: { datetimeInput: 'zoned' } }));
    expect(report.preflight).toMatchObject({ datetimeFormat: 'iso-z', datetimeFormatSource: 'discovered', datetimeFormsRefused: ['iso7', 'iso6'] });
    expect(report.notes.join('\n')).toMatch(/refused iso7, iso6 and accepted iso-z/);
    expect(seenFormat).toBe('2024-01-02T03:04:05.1234567Z');
  });

  it('keeps --datetime-format as given', async () => {
    const report = await run(await serve(), { datetimeFormat: 'iso-offset' });
    expect(report.preflight).toMatchObject({ datetimeFormat: 'iso-offset', datetimeFormatSource: 'option' });
  });

  it('stops with a configuration error naming the credentials when the secret is wrong; no check runs', async () => {
    const s = await serve();
    const report = await run(s, { credentials: { apiKey: s.accounts[0]!.apiKey, apiSecret: Buffer.from('wrong secret').toString('base64') } });
    expect(report.error?.kind).toBe('configuration');
    expect(report.error?.message).toMatch(
      /credentials were refused: GET \/v1\/account-wallets signed with them answered 401 \(unsigned: 401\).*TARC_API_KEY and TARC_API_SECRET/,
    );
    expect(report.summary.verdict).toBe('error');
    expect(report.results).toEqual([]);
    expect(JSON.stringify(report)).not.toContain('wrong secret');
  });

  it('names the second account when only its credentials are refused', async () => {
    const s = await serve();
    const report = await run(s, { secondCredentials: { apiKey: 'nobody', apiSecret: 'c2VjcmV0' } });
    expect(report.error?.message).toMatch(/second account's credentials were refused.*TARC_SECOND_API_KEY/);
  });

  it('refuses to run checks that need credentials without any, saying which and how to select public ones', async () => {
    const s = await serve();
    await expect(runSuite({ baseUrl: s.url, seed: 1, checks })).rejects.toThrow(
      /no credentials: 1 selected checks need them \(orders\.probe\).*--only 'reference-data\.\*'/,
    );
    const report = await runSuite({ baseUrl: s.url, seed: 1, checks, only: ['reference-data.*'] });
    expect(report.summary.verdict).toBe('pass');
    expect(report.preflight?.credentials).toBe('none');
  });

  it('hints at a base URL ending in /v1 instead of testing /v1/v1', async () => {
    const s = await serve();
    const report = await run(s, { baseUrl: `${s.url}/v1` });
    expect(report.error?.kind).toBe('configuration');
    expect(report.error?.message).toContain(`ends in /v1 and tarc adds /v1 itself`);
    expect(report.error?.message).toContain(`use --base-url ${s.url}`);
  });

  it('says the target is unreachable (exit 3 kind) when it stops answering during preflight, never an internal error', async () => {
    const dropping = await startTestServer((req, res) => {
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      if (path === '/v1/broker-pairs') return sendJson(res, 200, [{ symbol: 'AAABBB' }]);
      // The credentials' control request: the connection is dropped, no HTTP answer.
      req.socket.destroy();
    });
    try {
      const report = await runSuite({ baseUrl: dropping.url, seed: 1, checks, credentials: { apiKey: 'k', apiSecret: 'c2VjcmV0' } });
      expect(report.error?.kind, report.error?.message).toBe('unreachable');
      expect(report.error?.message).toContain('stopped answering during preflight');
      expect(report.results).toEqual([]);
    } finally {
      await dropping.close();
    }
  });

  it('sends the first DATETIME probe with the first wave, and lets no list refusing every date decide the form', async () => {
    const sent: string[] = [];
    const withdrawalsRefusing = await startTestServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://x');
      sent.push(url.pathname);
      if (url.pathname === '/v1/broker-pairs') return sendJson(res, 200, [{ symbol: 'AAABBB' }]);
      if (url.pathname === '/v1/account-wallets') return sendJson(res, 200, []);
      // Orders take only a zoned date; withdrawals refuse every date (not a verdict on the form).
      if (url.pathname === '/v1/orders' && /Z$/.test(url.searchParams.get('createdAtBefore') ?? '')) return sendJson(res, 200, []);
      return sendJson(res, 400, { title: 'One or more validation errors occurred.', errors: { createdAtBefore: ['no'] } });
    });
    try {
      const report = await runSuite({ baseUrl: withdrawalsRefusing.url, seed: 1, checks, credentials: { apiKey: 'k', apiSecret: 'c2VjcmV0' } });
      expect(report.preflight).toMatchObject({ datetimeFormat: 'iso-z', datetimeFormatSource: 'discovered', datetimeFormsRefused: ['iso7', 'iso6'] });
      // The withdrawals probe left before any pair was read: ahead of the orders probe, which needs one.
      expect(sent.indexOf('/v1/crypto-withdrawals')).toBeGreaterThanOrEqual(0);
      expect(sent.indexOf('/v1/crypto-withdrawals')).toBeLessThan(sent.indexOf('/v1/orders'));
    } finally {
      await withdrawalsRefusing.close();
    }
  });

  it("says when no DATETIME form is accepted, with the server's 400 body, and runs no check", async () => {
    const picky = await startTestServer((req, res) => {
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      if (path === '/v1/broker-pairs') return sendJson(res, 200, [{ symbol: 'AAABBB' }]);
      if (path === '/v1/account-wallets') return sendJson(res, 200, []);
      return sendJson(res, 400, { title: 'One or more validation errors occurred.', errors: { createdAtBefore: ['no date is good enough'] } });
    });
    try {
      const report = await runSuite({ baseUrl: picky.url, seed: 1, checks, credentials: { apiKey: 'k', apiSecret: 'c2VjcmV0' } });
      expect(report.error?.kind).toBe('configuration');
      expect(report.error?.message).toMatch(
        /no DATETIME form was accepted: GET \/v1\/orders .*\(iso7, iso6, iso-z, iso-offset\).*no date is good enough.*--datetime-format/,
      );
      expect(report.results).toEqual([]);
    } finally {
      await picky.close();
    }
  });
});
