import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signRequest } from '@tarc/domain';
import { describe, expect, it } from 'vitest';
import { createReferenceHandler } from './handler.js';
import { startReferenceServer } from './server.js';

const now = new Date('2026-06-01T12:00:00Z');

async function signedGet(url: string, apiKey: string, apiSecret: string): Promise<{ status: number; body: string }> {
  const headers = signRequest({ apiKey, apiSecret, stamp: Date.now(), nonce: randomUUID() });
  const response = await fetch(url, { headers: { ...headers } });
  return { status: response.status, body: await response.text() };
}

describe('createReferenceHandler', () => {
  it('serves through a caller-owned node:http server what startReferenceServer serves', async () => {
    const handler = createReferenceHandler({ seed: 3, size: { orders: 200 }, now });
    const own = createServer(handler.listener);
    await new Promise<void>((resolve) => own.listen(0, '127.0.0.1', resolve));
    const reference = await startReferenceServer({ seed: 3, size: { orders: 200 }, now });
    try {
      const ownUrl = `http://127.0.0.1:${(own.address() as AddressInfo).port}`;
      expect(handler.accounts).toEqual(reference.accounts);
      const { apiKey, apiSecret } = handler.accounts[0]!;
      for (const path of ['/v1/broker-pairs', '/v1/account-wallets']) {
        const mine = await signedGet(ownUrl + path, apiKey, apiSecret);
        const theirs = await signedGet(reference.url + path, apiKey, apiSecret);
        expect(mine.status).toBe(200);
        expect(mine).toEqual(theirs);
      }
    } finally {
      own.closeAllConnections();
      await new Promise((resolve) => own.close(resolve));
      await reference.close();
    }
  });

  it('refuses bad options with a RangeError that says which', () => {
    // @ts-expect-error an unknown fault name does not compile; a JavaScript caller gets the RangeError
    expect(() => createReferenceHandler({ fault: 'no-such-fault' })).toThrow(/unknown fault "no-such-fault"/);
    expect(() => createReferenceHandler({ seed: 1.5 })).toThrow(RangeError);
  });
});
