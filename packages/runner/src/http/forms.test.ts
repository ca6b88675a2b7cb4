import { afterEach, describe, expect, it } from 'vitest';
import { sendJson, startTestServer, type TestServer } from '../../test/support/test-server.js';
import { withAnswerCache } from './answer-cache.js';
import { createHttpClient, type RunHttpClient } from './client.js';
import { defaultSigner } from './signer.js';

const credentials = { apiKey: 'key-1', apiSecret: Buffer.from('a secret of the forms test').toString('base64') };

let server: TestServer | undefined;
let client: RunHttpClient | undefined;
afterEach(async () => {
  await client?.close();
  await server?.close();
});

/** A server that echoes the request line and header lines exactly as they arrived. */
async function echoing(): Promise<RunHttpClient> {
  server = await startTestServer((req, res) => {
    if (req.method === 'HEAD') {
      res.writeHead(200, { 'x-method': 'HEAD', 'content-type': 'application/json' });
      return void res.end();
    }
    sendJson(res, 200, { method: req.method, url: req.url, rawHeaders: req.rawHeaders });
  });
  client = createHttpClient({ baseUrl: server.url, credentials, signer: defaultSigner });
  return client;
}

describe('equivalent forms of a request', () => {
  it.each(['/v1/./orders', '/v1/x/../orders', '/v1/%6Frders', '/v1/%6frders', '/v1//orders', '/v1/orders/', '/v1/orders;x=1', '/v1/orders%2F42', '/V1/Orders'])(
    'sends %s exactly as written, naming no operation',
    async (path) => {
      const http = await echoing();
      const exchange = await http.get(path, undefined, { credentials: 'none', form: 'a spelling' });
      expect((exchange.json as { url: string }).url).toBe(path);
      expect(exchange.operation).toBeUndefined();
      expect(exchange.request.form).toBe('a spelling');
      if (path.includes('/.')) expect(exchange.evidence().curl).toContain('--path-as-is');
    },
  );

  it('sends HEAD, and its evidence and replay say so', async () => {
    const http = await echoing();
    const exchange = await http.get('/v1/orders', undefined, { method: 'HEAD', form: 'HEAD' });
    expect(exchange.headers['x-method']).toBe('HEAD');
    expect(exchange.evidence().request.method).toBe('HEAD');
    expect(exchange.evidence().curl).toMatch(/^curl -sS -I /);
    expect(exchange.request.method).toBe('HEAD');
  });

  it('sends a repeated header as a second line, and shows both values', async () => {
    const http = await echoing();
    const exchange = await http.get('/v1/account-wallets', undefined, { headerLines: [['X-PCK', 'key-2']], form: 'two X-PCK lines' });
    const raw = (exchange.json as { rawHeaders: string[] }).rawHeaders;
    const pck = raw.filter((_, i) => i % 2 === 1 && raw[i - 1]!.toLowerCase() === 'x-pck');
    expect(pck).toEqual(['key-1', 'key-2']);
    expect(exchange.evidence().request.headers['X-PCK']).toBe('key-1, key-2');
    expect(JSON.stringify(exchange.evidence())).not.toContain(credentials.apiSecret);
  });

  it('signs the stamp text it is given (the default signer), and the answer cache records no form', async () => {
    const http = withAnswerCache(await echoing());
    const seconds = await http.get('/v1/orders', undefined, { stamp: (ms) => String(Math.floor(ms / 1000)) });
    expect(seconds.evidence().request.headers['X-Stamp']).toMatch(/^\d{10}$/);
    const first = await http.get('/v1/orders', undefined, { method: 'HEAD', form: 'HEAD' });
    const again = await http.get('/v1/orders');
    expect(first.recorded).toBeFalsy();
    expect(again.recorded).toBeFalsy();
    expect((again.json as { method: string }).method).toBe('GET');
  });
});
