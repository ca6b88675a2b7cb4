// The gateway of the table only forwards: what it changes is the path prefix, nothing else.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway } from './gateway.js';
import type { Gateway } from './gateway.js';

describe('the gateway of the mutation table', () => {
  const seen: { url: string; headers: Record<string, unknown> }[] = [];
  const target = createServer((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers });
    res.writeHead(418, 'Teapot here', ['X-Echo', 'a', 'X-Echo', 'b', 'Content-Type', 'text/odd']).end('body as is');
  });
  let gateway: Gateway;
  beforeAll(async () => {
    await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
    gateway = await startGateway(`http://127.0.0.1:${(target.address() as AddressInfo).port}`);
  });
  afterAll(async () => {
    await gateway.close();
    await new Promise((resolve) => target.close(resolve));
  });

  it('forwards a request under its prefix with the prefix removed, path and query as sent, and answers as the target did', async () => {
    const response = await fetch(`${gateway.url}/v1/orders/a%2Fb?pairSymbol=X&pairSymbol=%20y`, { headers: { 'X-PCK': 'key' } });
    expect(seen.at(-1)!.url).toBe('/v1/orders/a%2Fb?pairSymbol=X&pairSymbol=%20y');
    expect(seen.at(-1)!.headers['x-pck']).toBe('key');
    expect(response.status).toBe(418);
    expect(response.statusText).toBe('Teapot here');
    expect(response.headers.get('x-echo')).toBe('a, b');
    expect(response.headers.get('content-type')).toBe('text/odd');
    expect(await response.text()).toBe('body as is');
  });

  it('answers 404 itself outside its prefix', async () => {
    const before = seen.length;
    const response = await fetch(gateway.url.replace('/gateway', '/v1/orders'));
    expect(response.status).toBe(404);
    expect(seen.length).toBe(before);
  });
});
