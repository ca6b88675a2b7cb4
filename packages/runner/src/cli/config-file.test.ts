// Issue 34, item 9: tarc.config.{json,mjs,js,ts}, found as other tools find theirs or named by
// --config; flags override it; --print-config hides secrets; a bad file names the file and key (exit 2).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Requirement } from '@tarc/conformance';
import { fakeCheck } from '../../test/support/fake-check.js';
import { main } from '../cli.js';
import { captureIo } from '../../test/support/cli-io.js';
import { startFakeTarget, type FakeTarget } from '../../test/support/fake-target.js';
import { findConfigFile } from './config-file.js';

const SECRET = 'dGhpcy1pcy10aGUtc2VjcmV0LXZhbHVl';
const catalogue = new Map<string, Requirement>([['FEE-A', { id: 'FEE-A', level: 'MUST', section: 'S', quote: 'q' }]]);
const make = (id: string) => fakeCheck(id, ['FEE-A'], 'passed');
const checks = [make('fees.a'), make('fees.b'), make('fees.c')];

let target: FakeTarget;
let root = '';
let project = '';
const seen: string[] = [];
beforeAll(async () => {
  target = await startFakeTarget({ onRequest: (req) => seen.push(`${String(req.headers['x-gateway'])} ${String(req.headers['x-gateway-key'])}`) });
});
afterAll(async () => {
  await target.close();
});
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'tarc-config-'));
  project = join(root, 'project');
  await mkdir(join(project, 'api', 'tests'), { recursive: true });
  await writeFile(join(project, 'package.json'), '{}');
  return () => rm(root, { recursive: true, force: true });
});

async function tarc(argv: string[], cwd: string, env: Record<string, string> = {}) {
  const io = { ...captureIo({ CI: '1', TARC_API_KEY: 'k', TARC_API_SECRET: SECRET, ...env }), cwd };
  const code = await main(argv, io, { checks, requirements: catalogue });
  return { code, out: io.out(), err: io.err() };
}
const config = (options: Record<string, unknown>, name = 'tarc.config.json', dir = project) =>
  writeFile(join(dir, name), name.endsWith('.json') ? JSON.stringify(options) : `export default ${JSON.stringify(options)};\n`);

describe('found as other tools find theirs', () => {
  it('in the working directory or a parent, up to the package.json or .git folder, not above', async () => {
    await config({ baseUrl: target.url });
    expect(findConfigFile(join(project, 'api', 'tests'))).toBe(join(project, 'tarc.config.json'));
    await config({ baseUrl: target.url }, 'tarc.config.json', root);
    await rm(join(project, 'tarc.config.json'));
    expect(findConfigFile(join(project, 'api'))).toBeUndefined(); // the package's folder is the boundary
    await mkdir(join(root, 'repo', '.git'), { recursive: true });
    expect(findConfigFile(join(root, 'repo'))).toBeUndefined();
  });

  it('two files in one folder is an error naming both', async () => {
    await config({}, 'tarc.config.json');
    await config({}, 'tarc.config.mjs');
    const r = await tarc(['run'], project);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/tarc\.config\.json and .*tarc\.config\.mjs: two config files in one folder; keep one/);
  });
});

describe('what a team repeats in flags', () => {
  it('a run takes its options from the file (headers, selection, report dir relative to the file) and says where they came from', async () => {
    await config({
      baseUrl: target.url,
      only: ['fees.a', 'FEE-*'],
      skip: 'fees.c',
      headers: { 'X-Gateway': 'team', 'X-Gateway-Key': 'gw-s3cret' },
      reportDir: 'out/tarc',
      timeoutMs: 5000,
    });
    seen.length = 0;
    const r = await tarc(['run'], join(project, 'api', 'tests'));
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain(`options from ${join(project, 'tarc.config.json')} (flags override it)`);
    expect(r.out).toContain('2 checks: 2 passed');
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((s) => s === 'team gw-s3cret')).toBe(true);
    expect(JSON.parse(await readFile(join(project, 'out', 'tarc', 'report.json'), 'utf8')).selection).toMatchObject({
      only: ['fees.a', 'FEE-*'],
      skip: ['fees.c'],
    });
  });

  it('flags override the file, a list replacing its list', async () => {
    await config({ baseUrl: 'http://127.0.0.1:1', only: ['fees.a', 'fees.b'], reportDir: 'out' });
    const r = await tarc(['run', '--base-url', target.url, '--only', 'fees.c', '--report-dir', join(root, 'r')], project);
    expect(r.code, r.err).toBe(0);
    expect(JSON.parse(await readFile(join(root, 'r', 'report.json'), 'utf8')).selection.only).toEqual(['fees.c']);
  });

  it('--config FILE names the file; .mjs and .js load as modules', async () => {
    await mkdir(join(root, 'elsewhere'));
    await config({ baseUrl: target.url, only: 'fees.b' }, 'ci.tarc.config.mjs', join(root, 'elsewhere'));
    const r = await tarc(['run', '--config', join(root, 'elsewhere', 'ci.tarc.config.mjs'), '--report-dir', join(root, 'r')], project);
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain('1 checks: 1 passed');
    await config({ baseUrl: target.url, only: 'fees.a' }, 'tarc.config.js');
    await writeFile(join(project, 'package.json'), '{ "type": "module" }');
    expect((await tarc(['run', '--report-dir', join(root, 'r')], project)).out).toContain('1 checks: 1 passed');
  });

  it('.ts where the running Node strips types, else a clear message', async () => {
    await writeFile(join(project, 'tarc.config.ts'), `const only: string[] = ['fees.a'];\nexport default { baseUrl: '${target.url}', only };\n`);
    const r = await tarc(['run', '--report-dir', join(root, 'r')], project);
    if ((process.features as { typescript?: unknown }).typescript) {
      expect(r.code, r.err).toBe(0);
    } else {
      expect(r.code).toBe(2);
      expect(r.err).toMatch(
        /tarc\.config\.ts: Node \d+\.\d+\.\d+ cannot load TypeScript \(Node 22\.18\+ or 23\.6\+ strips types.*use tarc\.config\.json or tarc\.config\.mjs/,
      );
    }
  });
});

describe('--print-config', () => {
  it("prints the effective options, the file's then the flags", async () => {
    await config({ baseUrl: target.url, only: ['fees.a'], headers: { 'X-Gateway': 'team', 'X-Gateway-Key': 'gw-s3cret' }, runs: 5 });
    const r = await tarc(['run', '--print-config', '--runs', '7', '--api-secret', 'flag-s3cret', '--api-key', 'pk'], project);
    expect(r.code).toBe(0);
    const printed = JSON.parse(r.out) as { file: string; options: Record<string, unknown> };
    expect(printed.file).toBe(join(project, 'tarc.config.json'));
    expect(printed.options).toEqual({
      baseUrl: target.url,
      only: ['fees.a'],
      headers: { 'X-Gateway': 'team', 'X-Gateway-Key': '(hidden)' },
      runs: 7,
      apiKey: 'pk',
      apiSecret: '(hidden)',
    });
    expect(r.out).not.toContain('gw-s3cret');
    expect(r.out).not.toContain('flag-s3cret');
  });

  it('hides a secret from the environment too, and works without a file', async () => {
    const r = await tarc(['run', '--print-config', '--base-url', target.url], project);
    expect(JSON.parse(r.out)).toEqual({ file: null, options: { baseUrl: target.url, apiKey: 'k', apiSecret: '(hidden) from TARC_API_SECRET' } });
    expect(r.out).not.toContain(SECRET);
  });
});

describe('an invalid file: the file and the key, exit 2, no stack', () => {
  it.each([
    [{ baseURL: 'http://x' }, /tarc\.config\.json: unknown key "baseURL" \(did you mean "baseUrl"\?\)/],
    [{ only: 3 }, /tarc\.config\.json: "only" must be a string or a list of strings/],
    [{ runs: 'ten' }, /tarc\.config\.json, "runs": --runs expects an integer of at least 1, got "ten"/],
    [{ failOn: 'may' }, /tarc\.config\.json, "failOn": --fail-on expects must or should, got "may"/],
    [{ only: ['fees.zz'] }, /tarc\.config\.json, "only": no check matches --only fees\.zz/],
    [{ headers: ['X: y'] }, /tarc\.config\.json: "headers" must be an object of header names and values/],
    [{ apiSecret: 'x' }, /tarc\.config\.json: "apiSecret" does not belong in a file that is committed: set TARC_API_SECRET/],
    [{ verbose: 'yes' }, /tarc\.config\.json: "verbose" must be true or false/],
    [[1, 2], /tarc\.config\.json: expected an object of options/],
  ])('%j', async (options, message) => {
    await writeFile(join(project, 'tarc.config.json'), JSON.stringify(options));
    const r = await tarc(['run', '--base-url', target.url, '--report-dir', join(root, 'r')], project);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(message);
    expect(r.err).toContain(join(project, 'tarc.config.json'));
    expect(r.err.trim().split('\n')).toHaveLength(1);
    expect(r.err).not.toMatch(/\n\s+at /);
  });

  it('not JSON, a module that throws, a missing --config file', async () => {
    await writeFile(join(project, 'tarc.config.json'), '{ "baseUrl": ');
    const json = await tarc(['run'], project);
    expect([json.code, json.err]).toEqual([2, expect.stringMatching(/tarc\.config\.json is not JSON: /)]);
    await rm(join(project, 'tarc.config.json'));
    await writeFile(join(project, 'tarc.config.mjs'), 'throw new Error("boom");\n');
    const thrown = await tarc(['run'], project);
    expect([thrown.code, thrown.err]).toEqual([2, expect.stringMatching(/^tarc: cannot load .*tarc\.config\.mjs: boom \(see tarc run --help\)\n$/)]);
    const missing = await tarc(['run', '--config', 'nope.json'], project);
    expect([missing.code, missing.err]).toEqual([2, expect.stringMatching(/cannot read .*nope\.json: no such file or directory/)]);
  });
});

const bin = new URL('../../bin/tarc.js', import.meta.url);
const built = existsSync(new URL('../../dist/bundle/', import.meta.url));

describe.skipIf(!built)('the built tarc, on the Node that runs the tests (20, 22, 24 in CI)', () => {
  // Issue 41: vitest loads modules its own way, so the module systems are Node's own here.
  it('any module system: .cjs and .mjs either way, .js as its package.json says, else exactly what to rename', async () => {
    const printConfig = () => {
      const result = spawnSync(process.execPath, [fileURLToPath(bin), 'run', '--print-config'], {
        cwd: project,
        encoding: 'utf8',
        env: { PATH: process.env.PATH ?? '', CI: '1', NODE_NO_WARNINGS: '1' },
      });
      return {
        code: result.status,
        only: result.status === 0 ? (JSON.parse(result.stdout) as { options: { only?: string[] } }).options.only : undefined,
        err: result.stderr,
      };
    };
    const only = (id: string) => `{ only: '${id}' }`;
    // A CommonJS package ("type": "commonjs", or none) and an ES module package, each with the other's syntax.
    await writeFile(join(project, 'package.json'), '{ "type": "commonjs" }');
    await writeFile(join(project, 'tarc.config.js'), `export default ${only('fees.a')};\n`);
    const esmInCjs = printConfig();
    expect(esmInCjs.code).toBe(2);
    expect(esmInCjs.err).toContain(`Node reads ${join(project, 'tarc.config.js')} as CommonJS (${join(project, 'package.json')} has "type": "commonjs")`);
    expect(esmInCjs.err).toContain('rename it to tarc.config.mjs, or write module.exports = { ... }');
    expect(esmInCjs.err.trim().split('\n')).toHaveLength(1);
    await writeFile(join(project, 'tarc.config.js'), `module.exports = ${only('fees.b')};\n`);
    expect(printConfig()).toMatchObject({ code: 0, only: ['fees.b'] });
    await writeFile(join(project, 'package.json'), '{ "type": "module" }');
    const cjsInEsm = printConfig();
    expect(cjsInEsm.code).toBe(2);
    expect(cjsInEsm.err).toContain('as an ES module (its package.json has "type": "module") but it is written as CommonJS');
    expect(cjsInEsm.err).toContain('rename it to tarc.config.cjs, or write export default { ... }');
    // .cjs is CommonJS and .mjs an ES module whatever the package says; exports.default of compiled CommonJS too.
    await rm(join(project, 'tarc.config.js'));
    await writeFile(join(project, 'tarc.config.cjs'), `Object.defineProperty(exports, '__esModule', { value: true });\nexports.default = ${only('fees.c')};\n`);
    expect(printConfig()).toMatchObject({ code: 0, only: ['fees.c'] });
    await writeFile(join(project, 'package.json'), '{}');
    expect(printConfig()).toMatchObject({ code: 0, only: ['fees.c'] });
    await rm(join(project, 'tarc.config.cjs'));
    await writeFile(join(project, 'tarc.config.mjs'), `export default ${only('fees.a')};\n`);
    expect(printConfig()).toMatchObject({ code: 0, only: ['fees.a'] });
    await rm(join(project, 'tarc.config.mjs'));
    await writeFile(join(project, 'tarc.config.cjs'), `export default ${only('fees.a')};\n`);
    expect(printConfig().err).toContain(
      'tarc.config.cjs is CommonJS by its extension but it is written as an ES module (export/import): rename it to tarc.config.mjs',
    );
  });

  it('tarc.config.ts: loaded where Node strips types natively, else exit 2 saying which Node can', async () => {
    await writeFile(join(project, 'package.json'), '{ "type": "module" }');
    await writeFile(join(project, 'tarc.config.ts'), `const only: string[] = ['fees.a'];\nexport default { only, reportDir: 'out' };\n`);
    const result = spawnSync(process.execPath, [fileURLToPath(bin), 'run', '--print-config'], {
      cwd: project,
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '', CI: '1' },
    });
    if ((process.features as { typescript?: unknown }).typescript) {
      expect(result.status, result.stderr).toBe(0);
      expect(JSON.parse(result.stdout)).toEqual({ file: join(project, 'tarc.config.ts'), options: { only: ['fees.a'], reportDir: join(project, 'out') } });
    } else {
      expect(result.status).toBe(2);
      expect(result.stderr).toMatch(
        /^tarc: .*tarc\.config\.ts: Node 20\.\d+\.\d+ cannot load TypeScript .*use tarc\.config\.json or tarc\.config\.mjs \(see tarc run --help\)\n$/,
      );
    }
  });
});
