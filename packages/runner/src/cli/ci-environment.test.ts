// Issue 34, item 12: what a CI environment meets: a staging certificate (hint of NODE_EXTRA_CA_CERTS),
// a macOS shell (a portable signing recipe), a corporate proxy (recorded in the reports, without its
// credentials), an npm install (explain's repository paths are said to be in the source repository).
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signRequest } from '@tarc/domain';
import type { Requirement } from '@tarc/conformance';
import { fakeCheck } from '../../test/support/fake-check.js';
import { REPLAY_SNIPPET } from '../http/curl.js';
import { proxyShown, proxyUsedFor } from '../http/proxy-used.js';
import { trustHint } from '../preflight/trust-hint.js';
import { readReport } from '../reports/read.js';
import { startFakeTarget, type FakeTarget } from '../../test/support/fake-target.js';
import { runCli } from '../../test/support/cli-io.js';
import { startProxy } from '../../test/support/forward-proxy.js';
import { hasOpenssl, selfSignedCertificate } from '../../test/support/tls.js';
import { repositoryUrl, sourcePathsNote } from './source-paths.js';

const openssl = hasOpenssl;

const catalogue = new Map<string, Requirement>([['R', { id: 'R', level: 'MUST', section: 'S', quote: 'q' }]]);
const check = fakeCheck('fees.ok', ['R'], 'passed');
const tarc = (argv: string[], env: Record<string, string>) => runCli(argv, { checks: [check], requirements: catalogue }, { CI: '1', ...env });

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'tarc-ci-env-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('an untrusted certificate names NODE_EXTRA_CA_CERTS', () => {
  it.each(['DEPTH_ZERO_SELF_SIGNED_CERT', 'SELF_SIGNED_CERT_IN_CHAIN', 'UNABLE_TO_VERIFY_LEAF_SIGNATURE', 'UNABLE_TO_GET_ISSUER_CERT_LOCALLY'])(
    '%s',
    (code) => {
      expect(trustHint(`${code}: self-signed certificate`)).toContain('NODE_EXTRA_CA_CERTS=');
    },
  );
  it('no hint for other transport errors', () => {
    expect(trustHint('ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:1')).toBeUndefined();
    expect(trustHint('ERR_TLS_CERT_ALTNAME_INVALID: Hostname/IP does not match')).toBeUndefined();
  });

  describe.skipIf(!openssl)('a run against a self-signed HTTPS server', () => {
    let server: Server;
    let url = '';
    beforeAll(async () => {
      const { key, cert } = selfSignedCertificate(dir);
      server = createServer({ key: await readFile(key), cert: await readFile(cert) }, (_req, res) => res.end('[]'));
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      url = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    });

    it('stays exit 3 and says how to trust the CA, in the console and the reports', async () => {
      const reports = join(dir, 'tls');
      const r = await tarc(['run', '--base-url', url, '--report-dir', reports], { TARC_API_KEY: 'k', TARC_API_SECRET: 'c2VjcmV0' });
      expect(r.code, r.out + r.err).toBe(3);
      expect(r.out).toContain('DEPTH_ZERO_SELF_SIGNED_CERT');
      expect(r.out).toContain('NODE_EXTRA_CA_CERTS=/path/to/ca.pem');
      expect(await readFile(join(reports, 'summary.md'), 'utf8')).toMatch(/NODE\\?_EXTRA\\?_CA\\?_CERTS/); // escaped for Markdown
    });
  });
});

describe.skipIf(!openssl)('the signing recipe of the reports', () => {
  it('uses no GNU-only date format, and signs as the default signer does in a POSIX sh', async () => {
    expect(REPLAY_SNIPPET).not.toContain('%3N');
    expect(await readFile(new URL('../../README.md', import.meta.url), 'utf8')).toContain(REPLAY_SNIPPET);
    const env = { PATH: process.env.PATH ?? '', TARC_API_KEY: 'pk_demo', TARC_API_SECRET: Buffer.from('a secret of sixteen+').toString('base64') };
    const before = Date.now();
    const out = execFileSync('sh', ['-c', `${REPLAY_SNIPPET}\nprintf '%s %s %s' "$TARC_STAMP" "$TARC_NONCE" "$TARC_SIGNATURE"`], { env, encoding: 'utf8' });
    const [stamp, nonce, signature] = out.split(' ');
    expect(stamp).toMatch(/^\d{13}$/);
    expect(Number(stamp)).toBeGreaterThan(before - 2000);
    expect(Number(stamp)).toBeLessThan(Date.now() + 1000);
    expect(signature).toBe(signRequest({ apiKey: env.TARC_API_KEY, apiSecret: env.TARC_API_SECRET, stamp: Number(stamp), nonce: nonce! })['X-Signature']);
  });
});

describe('a run through an HTTP proxy says so in its reports, never its credentials', () => {
  let target: FakeTarget;
  beforeAll(async () => {
    target = await startFakeTarget();
  });
  afterAll(async () => {
    await target.close();
  });

  it('report.json, summary.md, report.html and the console name the proxy without user or password', async () => {
    const proxy = await startProxy();
    try {
      const reports = join(dir, 'proxied');
      const withCredentials = proxy.url.replace('http://', 'http://proxyuser:pr0xy-pa55@');
      const r = await tarc(['run', '--base-url', target.url, '--report-dir', reports], {
        TARC_API_KEY: 'k',
        TARC_API_SECRET: 'c2VjcmV0',
        HTTP_PROXY: withCredentials,
      });
      expect(r.code, r.out + r.err).toBe(0);
      expect(proxy.carried.length).toBeGreaterThan(0);
      const shown = `${proxy.url} (with credentials, not shown)`;
      const { report } = await readReport(reports); // the schema holds target.proxy
      expect(report.target.proxy).toBe(shown);
      const files = await Promise.all(['report.json', 'summary.md', 'report.html', 'junit.xml'].map((f) => readFile(join(reports, f), 'utf8')));
      expect(files[1]).toContain(`Through the proxy ${shown}`);
      expect(files[2]).toContain(`through the proxy ${shown}`);
      expect(r.out).toContain(`note: requests go through the proxy ${shown}`);
      for (const text of [r.out, r.err, ...files]) {
        expect(text).not.toContain('pr0xy-pa55');
        expect(text).not.toContain('proxyuser');
      }
    } finally {
      await proxy.close();
    }
  });

  it('no proxy is recorded where NO_PROXY names the target, nor without one', async () => {
    const proxy = await startProxy();
    try {
      const reports = join(dir, 'bypassed');
      const r = await tarc(['run', '--base-url', target.url, '--report-dir', reports], {
        TARC_API_KEY: 'k',
        TARC_API_SECRET: 'c2VjcmV0',
        HTTP_PROXY: proxy.url,
        NO_PROXY: '127.0.0.1',
      });
      expect(r.code, r.out + r.err).toBe(0);
      expect(proxy.carried).toEqual([]);
      expect((await readReport(reports)).report.target).not.toHaveProperty('proxy');
    } finally {
      await proxy.close();
    }
  });

  it('chooses the proxy as undici does', () => {
    const proxy = { httpProxy: 'http://h:1', httpsProxy: 'http://s:2' };
    expect(proxyUsedFor('https://api.example.com/x', proxy)).toBe('http://s:2');
    expect(proxyUsedFor('http://api.example.com', proxy)).toBe('http://h:1');
    expect(proxyUsedFor('https://api.example.com', { httpProxy: 'http://h:1' })).toBe('http://h:1');
    expect(proxyUsedFor('http://api.example.com', { httpsProxy: 'http://s:2' })).toBeUndefined();
    expect(proxyUsedFor('https://api.example.com', { ...proxy, noProxy: '.example.com' })).toBeUndefined();
    expect(proxyUsedFor('https://api.example.com', { ...proxy, noProxy: 'example.com:8443' })).toBe('http://s:2');
    expect(proxyUsedFor('https://api.example.com', { ...proxy, noProxy: '*' })).toBeUndefined();
    expect(proxyShown('http://u:p@proxy.corp:3128/x?y')).toBe('http://proxy.corp:3128 (with credentials, not shown)');
  });
});

describe('tarc explain from an npm install', () => {
  it('says the files are in the source repository, with its URL, when they are not on disk', () => {
    const elsewhere = pathToFileURL(`${dir}/`);
    const repository = { type: 'git', url: 'git+https://github.com/tarc-conformance/tarc.git' };
    expect(sourcePathsNote('packages/conformance/src/checks/orders/canceled-excluded.ts', elsewhere, repository)).toBe(
      "The files named above are in tarc's source repository, https://github.com/tarc-conformance/tarc, not in the installed package.\n",
    );
    expect(
      sourcePathsNote('packages/conformance/src/checks/orders/canceled-excluded.ts', new URL('../../../../', import.meta.url), repository),
    ).toBeUndefined();
    expect(repositoryUrl('github:o/r')).toBe('https://github.com/o/r');
    expect(repositoryUrl(undefined)).toBeUndefined();
  });

  it('in a checkout, explain prints no such note', async () => {
    const r = await tarc(['explain', 'orders.canceled-excluded'], {});
    expect(r.code).toBe(0);
    expect(r.out).not.toContain('source repository');
  });
});
