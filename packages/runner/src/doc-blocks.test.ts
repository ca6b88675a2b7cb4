// What the docs show is what CI runs (issue 41; Rust's doctests are the model): every fenced code block
// of README.md, docs/, each package's README and the examples' READMEs carries a marker on the line
// above it, and the test below runs each block marked to run.
//
//   <!-- doc-test: run -->                 run by this test (sh: bash -e; ts: imported; json: a tarc config file)
//   <!-- doc-test: skip: WHY -->           cannot run here, and says why (another test runs it, it serves forever…)
//
// A run block meets the servers it names: its placeholders (https://your-server.example, the
// api.example.com and staging.example.com hosts, the example port 35661, `TARC_API_KEY=…`) become the
// reference server on 127.0.0.1 (port 0) and its demo accounts, and a base URL with a /gateway prefix
// a forwarding proxy in front of it. Its install and build lines are what `pnpm test` did before the
// tests (this file is skipped, saying so, when the packages are not built). sh blocks run in a copy of
// the repository root made of links (so what they write lands in a temporary folder), with the
// workspace's node_modules/.bin off the PATH, as a user's shell has it.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { request, createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import MarkdownIt from 'markdown-it';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReferenceServer, type ReferenceServer } from '@tarc/reference-server';
import { main } from './cli.js';
import { captureIo } from '../test/support/cli-io.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const built = ['domain', 'conformance', 'reference-server', 'runner'].every((p) => existsSync(join(ROOT, 'packages', p, 'dist', 'index.js')));

/** The documents whose blocks a user copies: the README, docs/, each package's and each example's README. */
function documents(): string[] {
  const markdownUnder = (dir: string): string[] =>
    existsSync(join(ROOT, dir))
      ? readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) =>
          e.isDirectory() ? markdownUnder(`${dir}/${e.name}`) : e.name.endsWith('.md') ? [`${dir}/${e.name}`] : [],
        )
      : [];
  const readmes = (dir: string) =>
    readdirSync(join(ROOT, dir), { withFileTypes: true })
      .filter((e) => e.isDirectory() && existsSync(join(ROOT, dir, e.name, 'README.md')))
      .map((e) => `${dir}/${e.name}/README.md`);
  return ['README.md', ...markdownUnder('docs'), ...readmes('packages'), ...readmes('examples')];
}

type Marker = { run: true } | { skip: string };

interface Block {
  /** `README.md:41`: the document and the line of its opening fence. */
  where: string;
  lang: string;
  text: string;
  marker: Marker | undefined;
}

const MARKER = /^\s*<!--\s*doc-test:\s*(run|skip:\s*(.+?))\s*-->\s*$/;

function blocksOf(file: string): Block[] {
  const source = readFileSync(join(ROOT, file), 'utf8');
  const lines = source.split('\n');
  return new MarkdownIt()
    .parse(source, {})
    .filter((t) => t.type === 'fence' && t.map)
    .map((t) => {
      let above = t.map![0] - 1;
      while (above >= 0 && lines[above]!.trim() === '') above--;
      const m = above >= 0 ? MARKER.exec(lines[above]!) : null;
      const marker: Marker | undefined = m ? (m[2] !== undefined ? { skip: m[2] } : { run: true }) : undefined;
      return { where: `${file}:${t.map![0] + 1}`, lang: t.info.trim().split(/\s+/)[0] ?? '', text: t.content, marker };
    });
}

const BLOCKS = documents().flatMap(blocksOf);
const RUN = BLOCKS.filter((b) => b.marker && 'run' in b.marker);

describe('code blocks of the docs', () => {
  it('each says whether CI runs it: <!-- doc-test: run --> or <!-- doc-test: skip: why --> on the line above', () => {
    expect(BLOCKS.length).toBeGreaterThan(20);
    const unmarked = BLOCKS.filter((b) => b.marker === undefined).map((b) => b.where);
    expect(unmarked, `add a doc-test marker above each of these blocks: ${unmarked.join(', ')}`).toEqual([]);
    // A skipped block says why in words, not a bare "skip".
    for (const b of BLOCKS) if (b.marker && 'skip' in b.marker) expect(b.marker.skip.length, b.where).toBeGreaterThan(20);
    const runnable = new Set(['sh', 'ts', 'json']);
    expect(RUN.filter((b) => !runnable.has(b.lang)).map((b) => `${b.where} (${b.lang})`)).toEqual([]);
    expect(RUN.length).toBeGreaterThanOrEqual(10);
  });

  it('the README counts the published packages as the workspace has them', () => {
    const published = readdirSync(join(ROOT, 'packages')).filter((p) => {
      const file = join(ROOT, 'packages', p, 'package.json');
      return existsSync(file) && (JSON.parse(readFileSync(file, 'utf8')) as { private?: boolean }).private !== true;
    });
    const words = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven'];
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    // "the five packages" (all of them) and "the four packages `tarc` is made of (all five but …)".
    const counts = [...readme.matchAll(/\bthe (\w+) packages\b(?! `tarc` is made of)/g)].map((m) => m[1]);
    expect(counts.length).toBeGreaterThan(0);
    for (const count of counts) expect(count).toBe(words[published.length]);
  });
});

/** Replaced in a run block: a placeholder by what the test serves, an install or build by what `pnpm test` did. */
const SUBSTITUTIONS: readonly [RegExp, string][] = [
  [/https:\/\/api\.example\.com\/gateway/g, '$DOC_GATEWAY_URL'],
  [/https:\/\/(your-server|api|staging)\.example(\.com)?/g, '$DOC_BASE_URL'],
  [/http:\/\/127\.0\.0\.1:35661/g, '$DOC_BASE_URL'],
  [/\b(TARC_[A-Z_]+)=…/g, '$1="$DOC_$1"'],
  [
    /^(npx (--yes )?pnpm@10\.34\.8|pnpm) (install( --frozen-lockfile)? && (npx (--yes )?pnpm@10\.34\.8|pnpm) )?build\b.*$/gm,
    ': installed and built before the tests',
  ],
];

const substituted = (text: string) => SUBSTITUTIONS.reduce((t, [from, to]) => t.replace(from, to), text);

/** What a ts block leaves to its reader, given: the names it uses but does not define. */
const GIVEN: Readonly<Record<string, string>> = {
  'README.md': 'const someOrder = { id: "1" };\n',
  'packages/runner/README.md':
    'const baseUrl = process.env.DOC_BASE_URL!;\nconst apiKey = process.env.DOC_TARC_API_KEY!;\nconst apiSecret = process.env.DOC_TARC_API_SECRET!;\n' +
    'const secondCredentials = { apiKey: process.env.DOC_TARC_SECOND_API_KEY!, apiSecret: process.env.DOC_TARC_SECOND_API_SECRET! };\n',
};

/** A server that forwards /gateway/… to the reference server's /…: a gateway's route prefix. */
async function gateway(target: string): Promise<Server> {
  const upstream = new URL(target);
  const server = createServer((req, res) => {
    if (!req.url?.startsWith('/gateway/')) {
      res.writeHead(404).end();
      return;
    }
    const forward = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: req.url.slice('/gateway'.length),
        method: req.method,
        headers: { ...req.headers, host: upstream.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.writeHead(502).end());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

/** The repository root as links in a temporary folder: commands run as at the root, what they write lands here. */
async function linkedRoot(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'tarc-doc-blocks-'));
  for (const name of [
    'package.json',
    'pnpm-workspace.yaml',
    'pnpm-lock.yaml',
    'node_modules',
    'packages',
    'examples',
    'scripts',
    'vitest.config.ts',
    'tsconfig.json',
    'tsconfig.base.json',
  ]) {
    await symlink(join(ROOT, name), join(dir, name));
  }
  return dir;
}

function bash(script: string, cwd: string, env: NodeJS.ProcessEnv): Promise<{ code: number; output: string }> {
  return new Promise((resolve) =>
    execFile(
      'bash',
      ['--noprofile', '--norc', '-eo', 'pipefail', '-c', script],
      { cwd, env, timeout: 120_000, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, output: `${stdout}${stderr}` }),
    ),
  );
}

describe.skipIf(!built)('the run blocks, run', () => {
  let reference: ReferenceServer;
  let front: Server;
  let cwd = '';
  let env: NodeJS.ProcessEnv = {};
  beforeAll(async () => {
    reference = await startReferenceServer({ port: 0, host: '127.0.0.1' });
    front = await gateway(reference.url);
    cwd = await linkedRoot();
    const [a, b] = reference.accounts;
    const path = (process.env.PATH ?? '')
      .split(delimiter)
      .filter((d) => !/[\\/]node_modules[\\/]\.bin$/.test(d))
      .join(delimiter);
    const base: NodeJS.ProcessEnv = {};
    for (const [k, v] of Object.entries(process.env)) if (!/^(npm_|pnpm_|TARC_|VITEST|NODE_OPTIONS$)/i.test(k)) base[k] = v;
    env = {
      ...base,
      PATH: path,
      CI: '1',
      NO_COLOR: '1',
      DOC_BASE_URL: reference.url,
      DOC_GATEWAY_URL: `http://127.0.0.1:${(front.address() as AddressInfo).port}/gateway`,
      DOC_TARC_API_KEY: a!.apiKey,
      DOC_TARC_API_SECRET: a!.apiSecret,
      DOC_TARC_SECOND_API_KEY: b!.apiKey,
      DOC_TARC_SECOND_API_SECRET: b!.apiSecret,
      // As the README's "Testing your server" exported them, for the blocks after it.
      TARC_API_KEY: a!.apiKey,
      TARC_API_SECRET: a!.apiSecret,
      TARC_SECOND_API_KEY: b!.apiKey,
      TARC_SECOND_API_SECRET: b!.apiSecret,
    };
  }, 60_000);
  afterAll(async () => {
    await new Promise((resolve) => front?.close(resolve));
    await reference?.close();
    if (cwd) await rm(cwd, { recursive: true, force: true });
  });

  it.each(RUN.map((b) => [`${b.where} (${b.lang})`, b] as const))(
    '%s',
    async (_name, block) => {
      const file = block.where.replace(/:\d+$/, '');
      if (block.lang === 'sh') {
        const result = await bash(substituted(block.text), cwd, env);
        expect(result.code, `${block.where}\n${substituted(block.text)}\n${result.output.slice(-3000)}`).toBe(0);
        // No stack trace reaches a user, and no secret.
        expect(result.output).not.toMatch(/\n\s+at .*\(.*:\d+:\d+\)/);
        expect(result.output).not.toContain(env.DOC_TARC_API_SECRET);
      } else if (block.lang === 'ts') {
        // Imported as the workspace's tests are (vitest.config.ts resolves @tarc/* to their sources).
        const dir = join(ROOT, 'node_modules', '.cache', 'tarc-doc-blocks');
        await mkdir(dir, { recursive: true });
        const module = join(dir, `${block.where.replace(/[^\w]+/g, '-')}-${process.pid}.ts`);
        const saved = { ...process.env };
        Object.assign(process.env, { DOC_BASE_URL: env.DOC_BASE_URL, DOC_TARC_API_KEY: env.DOC_TARC_API_KEY, DOC_TARC_API_SECRET: env.DOC_TARC_API_SECRET });
        Object.assign(process.env, { DOC_TARC_SECOND_API_KEY: env.DOC_TARC_SECOND_API_KEY, DOC_TARC_SECOND_API_SECRET: env.DOC_TARC_SECOND_API_SECRET });
        const log = console.log;
        console.log = () => undefined;
        try {
          await writeFile(module, `${GIVEN[file] ?? ''}${block.text}\nexport {};\n`);
          await import(pathToFileURL(module).href);
        } finally {
          console.log = log;
          process.env = saved;
          await rm(module, { force: true });
        }
      } else {
        // A config file: tarc reads it, every key known and of its type.
        const dir = await mkdtemp(join(tmpdir(), 'tarc-doc-config-'));
        try {
          await writeFile(join(dir, 'tarc.config.json'), block.text);
          const io = { ...captureIo({ CI: '1' }), cwd: dir };
          const code = await main(['run', '--print-config'], io);
          expect(code, io.err()).toBe(0);
          expect(io.out()).toContain('tarc.config.json');
        } finally {
          await rm(dir, { recursive: true, force: true });
        }
      }
    },
    120_000,
  );
});

if (!built) {
  describe('the run blocks, run', () => {
    it.skip('skipped: the packages are not built (run `npx pnpm@10.34.8 build`, or `pnpm test`, which builds first)', () => undefined);
  });
}
