// Publish rehearsal (run by .ci/run after the tests, on the built packages): a local npm registry
// (verdaccio) on 127.0.0.1, every workspace package published to it as `pnpm publish` does
// (workspace:* rewritten to versions), then, in empty directories outside the workspace,
// `npm install -D @tarc/runner` and `pnpm add -D @tarc/runner` from it (@tarc/* from the local
// registry, third-party dependencies from the usual one), `npx tarc run` against `npx tarc serve` to
// a PASS, and `import` and `require` of @tarc/domain; then @tarc/vitest installed beside vitest 4 and
// beside vitest 5 (on Node 22, which vitest 5 needs), the example project examples/vitest-express
// passing on both; and the GitHub Action's install step from packed tarballs (no registry serving
// @tarc/*), its tarc run to a PASS. Bounded: every step has a time limit.
//   node scripts/ci/publish-rehearsal.mjs VERDACCIO_BIN
import { spawn, execFile } from 'node:child_process';
import { mkdtemp, mkdir, rm, writeFile, readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const PNPM = ['--yes', 'pnpm@10.34.8'];
const verdaccioBin = process.argv[2] === undefined ? undefined : resolve(process.argv[2]);
const started = Date.now();
const children = [];
const say = (line) => console.log(`publish rehearsal: ${line}`);

function stopChildren() {
  for (const child of children) {
    child.removeAllListeners('exit');
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

function fail(message) {
  console.error(`publish rehearsal: FAILED: ${message}`);
  stopChildren();
  process.exit(1);
}

/** The environment of every child: no variables of the outer pnpm run, the rehearsal's npmrc. */
function env(userconfig, extra = {}) {
  const out = {};
  for (const [k, v] of Object.entries(process.env)) if (!/^(npm_|pnpm_|TARC_)/i.test(k)) out[k] = v;
  return {
    ...out,
    npm_config_userconfig: userconfig,
    npm_config_update_notifier: 'false',
    npm_config_fund: 'false',
    npm_config_audit: 'false',
    NO_COLOR: '1',
    ...extra,
  };
}

function sh(file, args, options) {
  return new Promise((resolve) => {
    execFile(file, args, { maxBuffer: 64 * 1024 * 1024, timeout: 120_000, ...options }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr });
    });
  });
}
async function must(what, file, args, options) {
  const t = Date.now();
  const done = await sh(file, args, options);
  if (done.code !== 0) fail(`${what} (exit ${done.code}):\n${`${done.stdout}\n${done.stderr}`.slice(-4000)}`);
  say(`${what}: ok (${((Date.now() - t) / 1000).toFixed(1)} s)`);
  return done;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts a long-running child; resolves once `ready(output)` holds, within `ms`. */
function start(file, args, options, ready, ms) {
  return new Promise((resolve) => {
    // Its own process group: npx's node child (tarc serve) stops with it.
    const child = spawn(file, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    children.push(child);
    let output = '';
    const timer = setTimeout(() => fail(`${file} ${args.join(' ')} did not start within ${ms / 1000} s:\n${output.slice(-2000)}`), ms);
    const on = (chunk) => {
      output += chunk;
      const match = ready?.(output);
      if (match) {
        clearTimeout(timer);
        resolve({ child, match, output: () => output });
      }
    };
    child.stdout.on('data', on);
    child.stderr.on('data', on);
    child.on('exit', (code) => fail(`${file} ${args.join(' ')} exited (${code}) early:\n${output.slice(-2000)}`));
    if (!ready) {
      clearTimeout(timer);
      resolve({ child, match: undefined, output: () => output });
    }
  });
}

async function main() {
  if (!verdaccioBin) fail('usage: node scripts/ci/publish-rehearsal.mjs VERDACCIO_BIN');
  const dir = await mkdtemp(join(tmpdir(), 'tarc-publish-'));
  try {
    await rehearse(dir);
  } finally {
    stopChildren();
    await rm(dir, { recursive: true, force: true });
  }
  say(`PASSED in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  process.exit(0);
}

async function rehearse(dir) {
  // 1. The registry: @tarc/* only (published here, never proxied); no uplink, so nothing of ours can come from elsewhere.
  const port = await freePort();
  const registry = `http://127.0.0.1:${port}/`;
  await writeFile(
    join(dir, 'verdaccio.yaml'),
    [
      `storage: ${join(dir, 'storage')}`,
      'auth:',
      '  htpasswd:',
      `    file: ${join(dir, 'htpasswd')}`,
      '    max_users: 1',
      'packages:',
      "  '@tarc/*':",
      '    access: $all',
      '    publish: $authenticated',
      'log: { type: stdout, format: pretty, level: warn }',
      '',
    ].join('\n'),
  );
  await start(process.execPath, [verdaccioBin, '--config', join(dir, 'verdaccio.yaml'), '--listen', `127.0.0.1:${port}`], { cwd: dir }, undefined, 30_000);
  await waitFor(`${registry}-/ping`, 30_000);
  say(`verdaccio on ${registry}`);
  const user = await fetch(`${registry}-/user/org.couchdb.user:rehearsal`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'rehearsal', password: 'rehearsal-only-password', type: 'user', roles: [] }),
  });
  const { token } = await user.json();
  if (!token) fail(`no token from the registry (HTTP ${user.status})`);
  const npmrc = join(dir, '.npmrc');
  await writeFile(npmrc, `@tarc:registry=${registry}\n//127.0.0.1:${port}/:_authToken=${token}\n`);

  // 2. Publish every package as pnpm publish does, in dependency order.
  await must('pnpm -r publish (5 packages)', 'npx', [...PNPM, '-r', 'publish', '--registry', registry, '--no-git-checks'], { cwd: ROOT, env: env(npmrc) });
  const published = [];
  for (const name of ['@tarc/domain', '@tarc/reference-server', '@tarc/conformance', '@tarc/runner', '@tarc/vitest']) {
    const meta = await (await fetch(`${registry}${name.replace('/', '%2f')}`)).json();
    const version = meta['dist-tags']?.latest;
    if (!version) fail(`${name} is not on the registry`);
    const deps = meta.versions[version].dependencies ?? {};
    const workspace = Object.entries(deps).filter(([, v]) => String(v).startsWith('workspace:'));
    if (workspace.length) fail(`${name}@${version} was published with ${workspace.map(([k, v]) => `${k}@${v}`).join(', ')}`);
    published.push(`${name}@${version}`);
  }
  say(`published: ${published.join(', ')}`);

  // 3. One package in an empty directory, by npm and by pnpm: its dependencies come by ordinary resolution.
  const apps = { npm: join(dir, 'npm-app'), pnpm: join(dir, 'pnpm-app') };
  for (const app of Object.values(apps)) {
    await mkdir(app);
    await writeFile(join(app, 'package.json'), '{"name": "my-server", "private": true}\n');
  }
  // Steps 6 and 7 need neither the served target nor steps 4-5: they start now and run beside them.
  const vitestRuns = VITEST_MAJORS.map((major) => vitestExampleRun(dir, major, npmrc));
  const actionInstall = actionFromTarballs(dir);
  await Promise.all([
    must('npm install -D @tarc/runner', 'npm', ['install', '-D', '--no-audit', '--no-fund', '--loglevel=error', '@tarc/runner'], {
      cwd: apps.npm,
      env: env(npmrc),
      timeout: 180_000,
    }),
    must('pnpm add -D @tarc/runner', 'npx', [...PNPM, 'add', '-D', '@tarc/runner'], { cwd: apps.pnpm, env: env(npmrc), timeout: 180_000 }),
  ]);

  // 4. npx tarc serve, npx tarc run against it: a PASS (the full suite runs in the Node 22/24 smoke; here the installs are on trial).
  const served = await start(
    'npx',
    ['--no-install', 'tarc', 'serve', '--port', '0'],
    { cwd: apps.npm, env: env(npmrc) },
    (out) => /listening on (http:\/\/\S+)[\s\S]*apiKey (\S+)\s+apiSecret (\S+)\n[\s\S]*apiKey (\S+)\s+apiSecret (\S+)\n/.exec(out),
    30_000,
  );
  const [, url, key, secret, key2, secret2] = served.match;
  const credentials = { TARC_API_KEY: key, TARC_API_SECRET: secret, TARC_SECOND_API_KEY: key2, TARC_SECOND_API_SECRET: secret2 };
  const run = await must(
    "npx tarc run --base-url --only 'reference-data.*' --only 'account-wallets.*' (npm install)",
    'npx',
    ['--no-install', 'tarc', 'run', '--base-url', url, '--only', 'reference-data.*', '--only', 'account-wallets.*', '--report-dir', 'reports'],
    { cwd: apps.npm, env: env(npmrc, credentials) },
  );
  const verdict = /^Verdict: .*$/m.exec(run.stdout)?.[0];
  if (!verdict?.startsWith('Verdict: PASS')) fail(`tarc run did not PASS: ${verdict ?? run.stdout.slice(-2000)}`);
  if (run.stderr.trim()) fail(`tarc run wrote to stderr:\n${run.stderr}`);
  say(`npm: ${/^\d+ of \d+ MUST requirements evaluated.*$/m.exec(run.stdout)?.[0]}; ${verdict}`);
  const short = await must(
    "pnpm exec tarc run --only 'reference-data.*' (pnpm add)",
    'npx',
    [...PNPM, 'exec', 'tarc', 'run', '--base-url', url, '--only', 'reference-data.*', '--report-dir', 'reports'],
    { cwd: apps.pnpm, env: env(npmrc, credentials) },
  );
  if (!/^Verdict: PASS/m.test(short.stdout)) fail(`pnpm's tarc run did not PASS:\n${short.stdout.slice(-2000)}`);
  say(`pnpm: ${/^Verdict: .*$/m.exec(short.stdout)?.[0]}`);

  // 5. @tarc/domain by import and by require, in both installs. pnpm lets a project import only
  // what it depends on (strict node_modules): its user adds @tarc/domain to use the rules.
  await must('pnpm add @tarc/domain', 'npx', [...PNPM, 'add', '@tarc/domain'], { cwd: apps.pnpm, env: env(npmrc), timeout: 120_000 });
  for (const [name, app] of Object.entries(apps)) {
    await must(
      `${name}: import('@tarc/domain')`,
      'node',
      ['--input-type=module', '-e', "const d = await import('@tarc/domain'); if (d.feeBandForVolume('100000').level !== 2) process.exit(1);"],
      { cwd: app, env: env(npmrc) },
    );
    await writeFile(join(app, 'consumer.cjs'), "const d = require('@tarc/domain');\nif (d.feeBandForVolume('100000').level !== 2) process.exit(1);\n");
    const required = await must(`${name}: require('@tarc/domain')`, 'node', ['consumer.cjs'], { cwd: app, env: env(npmrc) });
    if (required.stderr.trim()) fail(`require('@tarc/domain') wrote to stderr:\n${required.stderr}`);
  }
  const lock = JSON.parse(await readFile(join(apps.npm, 'package-lock.json'), 'utf8'));
  const ours = Object.entries(lock.packages).filter(([p]) => p.includes('node_modules/@tarc/'));
  if (ours.some(([, v]) => !String(v.resolved).startsWith(registry))) fail('an @tarc package came from elsewhere than the rehearsal registry');
  say(`npm installed ${ours.map(([p]) => p.replace(/^node_modules\//, '')).join(', ')} from ${registry}`);

  // 6. (started in 3) The vitest example on vitest 4 and on vitest 5 (Node 22): every test passes.
  await Promise.all(vitestRuns);
  // 7. (installed since 3) The GitHub Action's tarc, from tarballs committed to a team's repository, against the target.
  const { bin, team, npmrc: noTarcRegistry } = await actionInstall;
  const actionRun = await must(
    "the action's tarc run --only 'reference-data.*'",
    bin,
    ['run', '--base-url', url, '--only', 'reference-data.*', '--report-dir', 'reports'],
    {
      cwd: team,
      env: env(noTarcRegistry, credentials),
    },
  );
  if (!/^Verdict: PASS/m.test(actionRun.stdout)) fail(`the action's tarc did not PASS:\n${actionRun.stdout.slice(-2000)}`);
  say(`action from tarballs: ${/^Verdict: .*$/m.exec(actionRun.stdout)?.[0]}`);
}

/**
 * 7. action.yml's install step (bash, as a runner runs it) with `package:` naming the four tarballs
 * of `pnpm -r pack` committed under vendor/ of a team's repository, no @tarc registry configured (the
 * tarballs alone must do). Returns the tarc it installed (run against the target in step 7).
 */
async function actionFromTarballs(dir) {
  const team = join(dir, 'team-repo');
  await mkdir(join(team, 'vendor'), { recursive: true });
  await writeFile(join(team, 'package.json'), '{"name": "my-server", "private": true}\n');
  const noTarcRegistry = join(dir, 'empty.npmrc');
  await writeFile(noTarcRegistry, '');
  await must('pnpm -r pack (the tarballs a team commits)', 'npx', [...PNPM, '-r', 'pack', '--pack-destination', join(team, 'vendor')], {
    cwd: ROOT,
    env: env(noTarcRegistry),
  });
  const packages = ['domain', 'conformance', 'reference-server', 'runner'].map((name) => `vendor/tarc-${name}-0.1.0.tgz`).join('\n');
  const { parse } = await import(pathToFileURL(createRequire(join(ROOT, 'packages', 'runner', 'package.json')).resolve('yaml')).href);
  const install = parse(await readFile(join(ROOT, 'action.yml'), 'utf8')).runs.steps.find((step) => step.id === 'install');
  const output = join(dir, 'action-output');
  await writeFile(output, '');
  await must("the action's install step, package: vendor/*.tgz (one a line)", 'bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', install.run], {
    cwd: team,
    env: env(noTarcRegistry, {
      TARC_PACKAGE: packages,
      TARC_PREFIX: join(dir, 'action-tarc'),
      TARC_SOURCE: join(dir, 'no-checkout'),
      GITHUB_OUTPUT: output,
      RUNNER_TEMP: dir,
    }),
    timeout: 180_000,
  });
  const bin = /^bin=(.*)$/m.exec(await readFile(output, 'utf8'))?.[1];
  if (bin !== join(dir, 'action-tarc', 'node_modules', '.bin', 'tarc')) fail(`the action's install step set bin=${bin}`);
  return { bin, team, npmrc: noTarcRegistry };
}

/** vitest 4 runs on this Node (20.19+); vitest 5 asks for Node 22. */
const VITEST_MAJORS = [4, 5];

/** 6. The example project on vitest `major`: installed from the registry, then its vitest run; every test passes. */
async function vitestExampleRun(dir, major, npmrc) {
  const { app, node, install } = await vitestExample(dir, major);
  await must(
    `npm install -D @tarc/vitest ${install.join(' ')} (vitest ${major})`,
    'npm',
    ['install', '-D', '--no-audit', '--no-fund', '--loglevel=error', '@tarc/vitest', ...install],
    {
      cwd: app,
      env: env(npmrc),
      timeout: 180_000,
    },
  );
  const installed = JSON.parse(await readFile(join(app, 'node_modules', 'vitest', 'package.json'), 'utf8')).version;
  if (!installed.startsWith(`${major}.`)) fail(`vitest ${major}: ${installed} was installed`);
  const done = await must(
    `vitest ${installed} on Node ${node.join(' ') === 'node' ? process.versions.node : '22'}: the example's conformance test`,
    node[0],
    [...node.slice(1), 'node_modules/vitest/vitest.mjs', 'run', '--color=false'],
    { cwd: app, env: env(npmrc, { CI: 'true' }), timeout: 180_000 },
  );
  const tests = /^\s*Tests\s+(.*)$/m.exec(done.stdout)?.[1]?.trim();
  if (!tests || !/^\d+ passed \(\d+\)$/.test(tests)) fail(`vitest ${installed}: not every test passed: ${tests ?? done.stdout.slice(-2000)}`);
  say(`vitest ${installed}: Tests ${tests}`);
}

/**
 * examples/vitest-express as its user would have it: its src/ and test/, @tarc/* from the registry,
 * express at the example's version and vitest of one major. Returns what to install and how to run node.
 */
async function vitestExample(dir, major) {
  const example = join(ROOT, 'examples', 'vitest-express');
  const app = join(dir, `vitest${major}-app`);
  await mkdir(join(app, 'src'), { recursive: true });
  await mkdir(join(app, 'test'));
  for (const file of ['src/app.ts', 'test/conformance.test.ts', 'vitest.config.ts']) await writeFile(join(app, file), await readFile(join(example, file)));
  await writeFile(join(app, 'package.json'), '{"name": "my-server", "private": true, "type": "module"}\n');
  const { dependencies } = JSON.parse(await readFile(join(example, 'package.json'), 'utf8'));
  const node = major >= 5 && Number(process.versions.node.split('.')[0]) < 22 ? ['npx', '--yes', '-p', 'node@22', 'node'] : ['node'];
  return { app, node, install: ['@tarc/reference-server', `express@${dependencies.express}`, `vitest@${major}`] };
}

async function waitFor(url, ms) {
  const until = Date.now() + ms;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) fail(`${url} did not answer within ${ms / 1000} s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

await main();
