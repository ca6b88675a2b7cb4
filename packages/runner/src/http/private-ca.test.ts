// A server behind a private CA, and HTTPS_PROXY: NODE_EXTRA_CA_CERTS is read by Node at start, so
// these run the built `tarc` as a child process against an HTTPS front (a certificate made here with
// openssl, for 127.0.0.1) of the reference server. Skipped, saying so, without openssl or a build.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReferenceServer } from '@tarc/reference-server';
import { startProxy } from '../../test/support/forward-proxy.js';
import { hasOpenssl, selfSignedCertificate } from '../../test/support/tls.js';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const bin = join(root, 'packages', 'runner', 'bin', 'tarc.js');
const built = existsSync(join(root, 'packages', 'runner', 'dist', 'cli.js'));
const openssl = hasOpenssl;

function tarc(args: string[], env: Record<string, string>): Promise<{ code: number; output: string }> {
  const base: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) if (!/^(npm_|pnpm_|TARC_|NODE_EXTRA_CA_CERTS$|HTTPS?_PROXY$|NO_PROXY$)/i.test(k)) base[k] = v;
  return new Promise((resolve) => {
    execFile('node', [bin, ...args], { env: { ...base, CI: '1', NO_COLOR: '1', ...env }, timeout: 60_000 }, (error, stdout, stderr) =>
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, output: `${stdout}${stderr}` }),
    );
  });
}

describe.skipIf(!built || !openssl)('a server behind a private CA (NODE_EXTRA_CA_CERTS) and HTTPS_PROXY', () => {
  let dir = '';
  let front: Server;
  let url = '';
  let env: Record<string, string> = {};
  let closeReference: () => Promise<void>;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'tarc-ca-'));
    selfSignedCertificate(dir);
    const reference = await startReferenceServer({ port: 0, host: '127.0.0.1' });
    closeReference = reference.close;
    const upstream = new URL(reference.url);
    front = createServer({ key: await readFile(join(dir, 'key.pem')), cert: await readFile(join(dir, 'ca.pem')) }, (req, res) => {
      const up = httpRequest({ host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      up.on('error', () => res.destroy());
      req.pipe(up);
    });
    await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
    url = `https://127.0.0.1:${(front.address() as AddressInfo).port}`;
    env = { TARC_API_KEY: reference.accounts[0]!.apiKey, TARC_API_SECRET: reference.accounts[0]!.apiSecret };
  });
  afterAll(async () => {
    front.closeAllConnections();
    await new Promise((resolve) => front.close(resolve));
    await closeReference();
    await rm(dir, { recursive: true, force: true });
  });
  const args = () => ['run', '--base-url', url, '--only', 'reference-data.broker-pairs-*', '--seed', '1', '--report-dir', join(dir, 'reports')];

  it('cannot reach an HTTPS server of an unknown CA (exit 3), and can with NODE_EXTRA_CA_CERTS', async () => {
    const unknown = await tarc(args(), env);
    expect(unknown.code, unknown.output).toBe(3);
    expect(unknown.output).toMatch(/certificate/i);
    const trusted = await tarc(args(), { ...env, NODE_EXTRA_CA_CERTS: join(dir, 'ca.pem') });
    expect(trusted.code, trusted.output).toBe(0);
  });

  it('tunnels through HTTPS_PROXY (CONNECT) to the HTTPS server', async () => {
    const proxy = await startProxy();
    try {
      const r = await tarc(args(), { ...env, NODE_EXTRA_CA_CERTS: join(dir, 'ca.pem'), HTTPS_PROXY: proxy.url });
      expect(r.code, r.output).toBe(0);
      expect(proxy.carried.length).toBeGreaterThan(0);
      expect(proxy.carried.every((line) => line === `CONNECT ${new URL(url).host}`)).toBe(true);
    } finally {
      await proxy.close();
    }
  });
});

if (!built || !openssl) {
  describe('a server behind a private CA', () => {
    it.skip(`skipped: ${!built ? 'the runner is not built (pnpm build)' : 'openssl is not installed'}`, () => undefined);
  });
}
