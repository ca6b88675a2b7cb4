// `tarc openapi`'s options for the open points: each reading lands in the document, bad values are a
// one-line usage error (exit 2), and --secured-from sees what a server protects.
import { startReferenceServer } from '@tarc/reference-server';
import { describe, expect, it } from 'vitest';
import { main } from '../cli.js';
import { captureIo } from '../../test/support/cli-io.js';

type Json = Record<string, any>;

async function written(args: string[]): Promise<Json> {
  const io = captureIo();
  expect(await main(['openapi', ...args], io), io.err()).toBe(0);
  return JSON.parse(io.out()) as Json;
}

describe('tarc openapi options', () => {
  it('--datetime-form, --auth-status and --secured change the document', async () => {
    const doc = await written(['--datetime-form', 'date-time', '--auth-status', '403', '--secured', 'crypto-deposits,fee-levels']);
    const before = (doc.paths['/v1/orders'].get.parameters as Json[]).find((p) => p.name === 'createdAtBefore')!;
    expect(before.schema.format).toBe('date-time');
    expect(Object.keys(doc.paths['/v1/orders'].get.responses)).toContain('403');
    expect(doc.paths['/v1/crypto-deposits'].get.security).toHaveLength(1);
    expect(doc.paths['/v1/fee-levels'].get.security).toHaveLength(1);
    expect(doc.paths['/v1/crypto-withdrawals'].get.security).toHaveLength(2);
  });

  it.each([
    [['--auth-status', '500'], /--auth-status must be one of 401, 403, got "500"/],
    [['--datetime-form', 'iso'], /--datetime-form must be one of service, date-time/],
    [['--secured', 'orders'], /--secured must be one of crypto-withdrawals, .*, got "orders"/],
    [['--secured', 'fee-levels', '--secured-from', 'http://127.0.0.1:1'], /exclude each other/],
    [['--secured-from', 'not a url'], /--secured-from expects a URL/],
    [['--secured-from', 'http://127.0.0.1:1'], /--secured-from: no HTTP answer from http:\/\/127\.0\.0\.1:1\/v1\/crypto-withdrawals/],
  ])('%j: exit 2, one line', async (args, message) => {
    const io = captureIo();
    expect(await main(['openapi', ...args], io)).toBe(2);
    expect(io.err().trim().split('\n')).toHaveLength(1);
    expect(io.err()).toMatch(message);
    expect(io.out()).toBe('');
  });

  it('--secured-from marks the endpoints the server refuses a request without credentials (OPEN-POINTS #6)', async () => {
    const plain = await startReferenceServer({ seed: 1, size: { orders: 0 } });
    const all = await startReferenceServer({ seed: 1, size: { orders: 0 }, profile: { referenceDataAuth: true } });
    try {
      const secured = (doc: Json) =>
        Object.entries(doc.paths as Json)
          .filter(([, item]) => item.get.security.length === 1)
          .map(([path]) => path);
      const stated = ['/v1/orders', '/v1/orders/{id}', '/v1/trades', '/v1/trades/{id}', '/v1/account-wallets'];
      expect(secured(await written(['--secured-from', plain.url]))).toEqual([...stated, '/v1/crypto-withdrawals', '/v1/crypto-deposits']);
      expect(secured(await written(['--secured-from', all.url]))).toHaveLength(11);
    } finally {
      await Promise.all([plain.close(), all.close()]);
    }
  });
});
