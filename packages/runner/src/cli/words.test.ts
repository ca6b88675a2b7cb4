// Issue 34, item 11: the CLI's words in a CI log: finding codes in the failing list, requirement ids
// in --only/--skip, one "did you mean", one wording of an unknown option, exit codes in every help.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Requirement } from '@tarc/conformance';
import { fakeCheck } from '../../test/support/fake-check.js';
import { closeNames, didYouMean } from '../close-names.js';
import { selectChecks } from '../engine/select.js';
import { runCli } from '../../test/support/cli-io.js';
import { startFakeTarget, type FakeTarget } from '../../test/support/fake-target.js';

const catalogue = new Map<string, Requirement>([
  ['FEE-OK', { id: 'FEE-OK', level: 'MUST', section: 'S', quote: 'q' }],
  ['FEE-BAD', { id: 'FEE-BAD', level: 'MUST', section: 'S', quote: 'q' }],
]);
const make = (id: string, requirement: string, fails: boolean) => fakeCheck(id, [requirement], fails ? 'failed' : 'passed', ['wrong', 'worse']);
const checks = [make('fees.ok', 'FEE-OK', false), make('fees.bad', 'FEE-BAD', true)];

let target: FakeTarget;
let dir = '';
beforeAll(async () => {
  target = await startFakeTarget();
  dir = await mkdtemp(join(tmpdir(), 'tarc-words-'));
});
afterAll(async () => {
  await target.close();
  await rm(dir, { recursive: true, force: true });
});
const tarc = (argv: string[]) => runCli(argv, { checks, requirements: catalogue });
const run = (...more: string[]) => tarc(['run', '--base-url', target.url, '--api-key', 'k', '--api-secret', 'c2VjcmV0', '--report-dir', dir, ...more]);

describe('the failing list names the finding codes', () => {
  it('each failing check is followed by its codes, as tarc explain and --baseline take them', async () => {
    const r = await run();
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/Failing checks:\n {2}fees\.bad \(MUST\): fees\.bad is wrong\n {4}codes: fees\.bad\/wrong, fees\.bad\/worse\n/);
  });
});

describe('--only and --skip take requirement ids, as --accept-skip and explain do', () => {
  it('selects by requirement id or a glob on them', () => {
    expect(selectChecks(checks, { only: ['FEE-BAD'] }).map((c) => c.id)).toEqual(['fees.bad']);
    expect(selectChecks(checks, { only: ['FEE-*'], skip: ['FEE-OK'] }).map((c) => c.id)).toEqual(['fees.bad']);
    expect(selectChecks(checks, { skip: ['fees.bad'] }).map((c) => c.id)).toEqual(['fees.ok']);
  });

  it('a run with --only REQUIREMENT-ID runs that check', async () => {
    const r = await run('--only', 'FEE-OK');
    expect(r.code).toBe(0);
    expect(r.out).toContain('1 checks: 1 passed');
  });

  it('a typo gets a "did you mean" (the one explain uses), exit 2', async () => {
    const r = await run('--only', 'fees.bda', '--skip', 'FEE-OKK');
    expect(r.code).toBe(2);
    expect(r.err).toContain('no check matches --only fees.bda (did you mean "fees.bad"?), --skip FEE-OKK (did you mean "FEE-OK"?)');
    // A glob is no typo of one name: no guess.
    expect((await run('--only', 'fes.*')).err).not.toContain('did you mean');
  });

  it('explain suggests from the same function', async () => {
    const r = await tarc(['explain', 'orders.cancelled-excluded']);
    expect(r.code).toBe(2);
    expect(r.err).toContain('close: orders.canceled-excluded');
    expect(closeNames('orders.cancelled-excluded', ['orders.canceled-excluded', 'trades.paging'])).toEqual(['orders.canceled-excluded']);
    expect(didYouMean('zzzz', ['--only'])).toBe('');
  });
});

describe('one wording of an unknown option across commands', () => {
  it.each([
    [['run', '--onyl', 'x'], 'run', '"--only"'],
    [['serve', '--prot', '1'], 'serve', '"--port"'],
    [['openapi', '--outptu', 'x'], 'openapi', '"--output"'],
    [['proxy', '--targte', 'http://x'], 'proxy', '"--target"'],
    [['merge', '--forec'], 'merge', '"--force"'],
    [['explain', '--hlep'], 'explain', '"--help"'],
  ])('%j', async (argv, command, suggestion) => {
    const r = await tarc(argv);
    expect(r.code).toBe(2);
    expect(r.err).toBe(`tarc: unknown option "${argv[1]}" (did you mean ${suggestion}?) (see tarc ${command} --help)\n`);
  });
});

describe('one wording of the other command-line mistakes, as tarc serve words them', () => {
  it.each([
    [['run', '--seed'], 'run', '--seed expects a value'],
    [['serve', '--port'], 'serve', '--port expects a value'],
    [['openapi', '-o'], 'openapi', '--output expects a value'],
    [['run', '--help=yes'], 'run', '--help takes no value'],
    [['serve', '--help=yes'], 'serve', '--help takes no value'],
    [['proxy', '--target', 'http://x', 'extra'], 'proxy', 'unexpected argument "extra"'],
  ])('%j', async (argv, command, message) => {
    const r = await tarc(argv);
    expect(r.code).toBe(2);
    expect(r.err).toBe(`tarc: ${message} (see tarc ${command} --help)\n`);
  });
});

describe('every command help lists its exit codes', () => {
  it.each(['run', 'serve', 'openapi', 'proxy', 'merge', 'baseline', 'rerun', 'grid', 'explain'])('tarc %s --help', async (command) => {
    const r = await tarc([command, '--help']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/Exit codes/);
  });
});
