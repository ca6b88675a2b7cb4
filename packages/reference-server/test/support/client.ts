// A tiny signed HTTP client for the tests of this package.
import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { signRequest } from '@tarc/domain';
import type { DemoAccount } from '../../src/types.js';

export interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  json: unknown;
}

export interface GetOptions {
  account?: DemoAccount;
  method?: string;
  headers?: Record<string, string>;
  stamp?: number;
  nonce?: string;
}

export function signedHeaders(account: DemoAccount, stamp = Date.now(), nonce: string = randomUUID()): Record<string, string> {
  return signRequest({ apiKey: account.apiKey, apiSecret: account.apiSecret, stamp, nonce });
}

/** GET `base + path` (path includes any query string) with the account's signed headers. */
export function get(base: string, path: string, options: GetOptions = {}): Promise<Reply> {
  const headers = {
    ...(options.account ? signedHeaders(options.account, options.stamp, options.nonce) : {}),
    ...options.headers,
  };
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { method: options.method ?? 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json: unknown;
        try {
          json = JSON.parse(text);
        } catch {
          json = undefined;
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** `?a=1&b=2` from a record; arrays repeat the name. */
export function qs(query: Record<string, string | number | readonly (string | number)[] | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) params.append(key, String(v));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
