// Issue 34, item 10: outside a terminal (a pipe, CI), a run prints its summary, not a line per
// check; --verbose prints them; --log-requests FILE keeps every exchange, secrets hidden.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Requirement } from '@tarc/conformance';
import { fakeCheck } from '../../test/support/fake-check.js';
import { main } from '../cli.js';
import { captureIo, runCli } from '../../test/support/cli-io.js';
import { startFakeTarget, type FakeTarget } from '../../test/support/fake-target.js';

const SECRET = 'dGhpcy1pcy10aGUtc2VjcmV0LXZhbHVl';
const catalogue = new Map<string, Requirement>([
  ['R-MUST', { id: 'R-MUST', level: 'MUST', section: 'S', quote: 'q' }],
  ['R-SHOULD', { id: 'R-SHOULD', level: 'SHOULD', section: 'S', quote: 'q' }],
]);
const make = (id: string, requirement: string, status: 'passed' | 'failed' | 'not-evaluated') => fakeCheck(id, [requirement], status);
const passing = Array.from({ length: 20 }, (_, i) => make(`fees.ok-${i}`, 'R-MUST', 'passed'));
const checks = [
  ...passing,
  make('fees.bad', 'R-MUST', 'failed'),
  make('fees.unseen', 'R-MUST', 'not-evaluated'),
  make('fees.hint', 'R-SHOULD', 'not-evaluated'),
];

let target: FakeTarget;
let dir = '';
const signatures: string[] = [];
beforeAll(async () => {
  target = await startFakeTarget({ onRequest: (req) => signatures.push(String(req.headers['x-signature'])) });
  dir = await mkdtemp(join(tmpdir(), 'tarc-quiet-'));
});
afterAll(async () => {
  await target.close();
  await rm(dir, { recursive: true, force: true });
});
const args = (...more: string[]) => ['run', '--base-url', target.url, '--report-dir', join(dir, 'reports'), ...more];
const env = { TARC_API_KEY: 'k', TARC_API_SECRET: SECRET };
const tarc = (argv: string[], extra: Record<string, string> = { CI: '1' }) => runCli(argv, { checks, requirements: catalogue }, { ...env, ...extra });

describe('outside a terminal', () => {
  it.each([
    ['CI set', { CI: 'true' }],
    ['a pipe, no CI', {}],
  ])('%s: the verdict, the failures with their codes, the not-evaluated lists; no line per check', async (_, extra) => {
    const r = await tarc(args(), extra);
    expect(r.code).toBe(1);
    expect(r.out).not.toMatch(/^(PASS|FAIL|N\/E) /m);
    expect(r.out).not.toContain('fees.ok-');
    expect(r.out).toMatch(/Failing checks:\n {2}fees\.bad \(MUST\): fees\.bad is wrong\n {4}code: fees\.bad\/wrong\n/);
    expect(r.out).toMatch(/MUST checks not evaluated:\n {2}fees\.unseen \(no-data\): fees\.unseen saw no data/);
    expect(r.out).toMatch(/Also not evaluated \(the verdict does not count them\):\n {2}fees\.hint \(SHOULD, no-data\)/);
    expect(r.out).toMatch(/Verdict: FAIL/);
    expect(r.out.split('\n').length).toBeLessThan(30);
  });

  it('--verbose prints every check', async () => {
    const r = await tarc(args('--verbose'));
    for (let i = 0; i < 20; i++) expect(r.out).toMatch(new RegExp(`^PASS MUST {3}fees\\.ok-${i} \\(\\d+/23\\)$`, 'm'));
    expect(r.out).toMatch(/^FAIL MUST {3}fees\.bad: fees\.bad is wrong/m);
    expect(r.out).toMatch(/^N\/E {2}MUST {3}fees\.unseen \[no-data\]/m);
  });

  it('--verbose on a terminal prints plain lines, not a redrawn one', async () => {
    const io = captureIo({ ...env }, true);
    await main(args('--verbose'), io, { checks, requirements: catalogue });
    expect(io.out()).toMatch(/^PASS MUST {3}fees\.ok-0 /m);
    expect(io.out()).not.toContain('\r\u001b[2K[Reference data]');
  });
});

describe('--log-requests FILE', () => {
  it('JSON Lines: every request sent, with its answer; the signature as $TARC_SIGNATURE, no secret', async () => {
    const file = join(dir, 'requests.jsonl');
    signatures.length = 0;
    const r = await tarc(args('--log-requests', file));
    expect(r.code).toBe(1);
    const text = await readFile(file, 'utf8');
    const lines = text
      .trim()
      .split('\n')
      .map(
        (l) => JSON.parse(l) as { startedAt: string; request: { url: string; headers: Record<string, string> }; response?: { status: number }; curl: string },
      );
    // Every request the target saw (the run answers a repeated question from its record: one request).
    expect(lines).toHaveLength(signatures.length);
    expect(lines.some((l) => l.request.url.endsWith('/v1/account-wallets') && l.response?.status === 200)).toBe(true);
    expect(lines.every((l) => !Number.isNaN(Date.parse(l.startedAt)))).toBe(true);
    expect(text).toContain('$TARC_SIGNATURE');
    expect(text).not.toContain(SECRET);
    for (const s of signatures) expect(text).not.toContain(s);
  });

  it('FILE.har: a HAR 1.2 log of the same exchanges', async () => {
    const file = join(dir, 'requests.har');
    signatures.length = 0;
    await tarc(args('--log-requests', file));
    const text = await readFile(file, 'utf8');
    const har = JSON.parse(text) as {
      log: {
        version: string;
        creator: { name: string };
        entries: { request: { method: string; url: string }; response: { status: number; content: { text: string } } }[];
      };
    };
    expect(har.log.version).toBe('1.2');
    expect(har.log.creator.name).toBe('tarc');
    expect(har.log.entries).toHaveLength(signatures.length);
    expect(har.log.entries.every((e) => e.request.method === 'GET' && e.response.status > 0)).toBe(true);
    expect(text).not.toContain(SECRET);
    for (const s of signatures) expect(text).not.toContain(s);
  });

  it('a request without an answer is logged with its error', async () => {
    const file = join(dir, 'dead.jsonl');
    const r = await tarc(['run', '--base-url', 'http://127.0.0.1:1', '--report-dir', join(dir, 'dead'), '--log-requests', file]);
    expect(r.code).toBe(3);
    const lines = (await readFile(file, 'utf8'))
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { error?: string });
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((l) => typeof l.error === 'string')).toBe(true);
  });

  it('creates the folders of its file, as --report-dir does (HAR and JSON Lines)', async () => {
    for (const file of [join(dir, 'new', 'a', 'requests.har'), join(dir, 'new', 'b', 'requests.jsonl')]) {
      const r = await tarc(args('--log-requests', file));
      expect(r.code, r.err).toBe(1);
      expect((await readFile(file, 'utf8')).length).toBeGreaterThan(0);
    }
  });

  it('a file that cannot be written is exit 2 before any request', async () => {
    const before = signatures.length;
    await writeFile(join(dir, 'a-file'), '');
    const r = await tarc(args('--log-requests', join(dir, 'a-file', 'log.jsonl')));
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^tarc: cannot write the request log .*log\.jsonl: .* \(see tarc run --help\)\n$/);
    expect(signatures.length).toBe(before);
  });
});

describe('tarc rerun', () => {
  it('is quiet too, takes --verbose and --log-requests, and reads no config file', async () => {
    const reports = join(dir, 'first');
    await tarc(args('--report-dir', reports));
    const quiet = await tarc(['rerun', reports, '--report-dir', join(dir, 'again')]);
    expect(quiet.out).not.toMatch(/^(FAIL|N\/E) /m);
    const file = join(dir, 'rerun.jsonl');
    const verbose = await tarc(['rerun', reports, '--report-dir', join(dir, 'again2'), '--verbose', '--log-requests', file]);
    expect(verbose.out).toMatch(/^FAIL MUST {3}fees\.bad: /m);
    expect((await readFile(file, 'utf8')).trim().split('\n').length).toBeGreaterThan(0);
    const configured = await tarc(['rerun', reports, '--config', 'x.json']);
    expect([configured.code, configured.err]).toEqual([2, expect.stringContaining('rerun reads no config file')]);
  });
});
