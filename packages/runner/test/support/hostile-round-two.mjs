// Servers written to attack tarc (issue 21), and the built `tarc` run against them in a child process
// whose peak RSS is its own. Plain JavaScript, so that both the test (hostile-round-two.test.ts) and
// the benchmark that repeats each case (bench/hostile-rss.mjs) use the very same servers.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { createServer, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BIN = fileURLToPath(new URL('../../bin/tarc.js', import.meta.url));
const MAX_RSS = new URL('./max-rss.mjs', import.meta.url).href;

/** The API secret the runner's child signs with (base64, as the default signer reads it). */
export const SECRET = Buffer.from('hostile-round-two-secret-0123456789').toString('base64');
const API_KEY = 'hostile-key';
/** The signature the proxy's clients send (what a real client's would look like: base64 of 32 bytes). */
export const CLIENT_SIGNATURE = Buffer.alloc(32, 7).toString('base64');

/** 2 MB on the wire, 2 GiB inflated: 2,048 gzip members of 1 MiB of zeros (a multi-member gzip is one body). */
export function gzipBomb() {
  const member = gzipSync(Buffer.alloc(1024 * 1024));
  return Buffer.concat(Array.from({ length: 2048 }, () => member));
}

const PAIRS = [
  { symbol: 'AAABBB', numeratorSymbol: 'AAA', denominatorSymbol: 'BBB', priceScale: 2, quantityScale: 8 },
  { symbol: 'CCCDDD', numeratorSymbol: 'CCC', denominatorSymbol: 'DDD', priceScale: 2, quantityScale: 8 },
];

function json(res, status, text, headers = {}) {
  const body = Buffer.from(text);
  res.writeHead(status, { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json', 'content-length': body.length, ...headers });
  res.end(body);
}

/** Every encoding of a signature a server could echo it in. */
function encodings(signature) {
  const bytes = Buffer.from(signature, 'base64');
  return { base64: signature, base64url: bytes.toString('base64url'), hex: bytes.toString('hex'), percent: encodeURIComponent(signature) };
}

/** The JSON text of an object that echoes `value` under `__proto__`, `constructor` and `prototype` keys. */
function echoing(value, extra) {
  const v = JSON.stringify(value);
  return `{${extra},"__proto__":{"echo":${v},"status":200},"constructor":{"prototype":{"signature":${v}}},"prototype":[${v}]}`;
}

/**
 * Hostile answers of the heavy cases (huge decimals, gzip bombs) before the target turns plain: 25 of
 * a run's ~450 requests, 2 MB each, keep the case's peak while the test stays under 10 s.
 */
const HOSTILE_ANSWERS = Number(process.env.TARC_HOSTILE_ANSWERS ?? 25);

/**
 * The runner's hostile targets, by name: `(seen) => handler(req, res)`, `seen` collecting every
 * X-Signature received (what no output may show).
 */
export const RUN_CASES = {
  /** Every 4xx problem echoes the request's X-Signature (and the secret, and the signature in every encoding) under __proto__ / constructor / prototype; lists' records do too. */
  'credentials echoed under __proto__ and constructor keys': (seen) => (req, res) => {
    const signature = req.headers['x-signature'] ?? '';
    if (signature) seen.add(signature);
    const e = encodings(signature);
    const echo = { ...e, secret: SECRET, header: `X-Signature: ${signature}` };
    const path = new URL(req.url, 'http://h').pathname;
    const headers = { 'x-echo': signature, 'x-echo-hex': e.hex };
    if (path === '/v1/broker-pairs') return json(res, 200, JSON.stringify(PAIRS), headers);
    const problem = (status) =>
      echoing(echo, `"type":"about:blank","title":"refused","status":${status},"traceId":"t","errors":${echoing(echo, '"pairSymbol":["bad"]')}`);
    if (path.split('/').length > 3) return json(res, 404, problem(404), headers);
    const url = new URL(req.url, 'http://h');
    if (path === '/v1/orders' && !url.searchParams.get('pairSymbol')) return json(res, 400, problem(400), headers);
    if (url.searchParams.get('page') === '2' || url.searchParams.has('orderIdAfter')) return json(res, 400, problem(400), headers);
    return json(res, 200, `[${echoing(echo, '"id":"1","pairSymbol":"AAABBB","createdAt":"2025-01-01T00:00:00.0000000"')}]`, headers);
  },
  /** Ids, order ids and pair symbols with lone UTF-16 surrogates and NUL (valid JSON). */
  'lone surrogates in ids and pair symbols': () => (req, res) => {
    const path = new URL(req.url, 'http://h').pathname;
    if (path === '/v1/broker-pairs') return json(res, 200, '[{"symbol":"AB\\ud800CD"},{"symbol":"\\udc00"},{"symbol":"X\\u0000Y"},{"symbol":"AAABBB"}]');
    if (path.split('/').length > 3) return json(res, 404, '{"title":"Not Found","status":404}');
    return json(
      res,
      200,
      '[{"id":"\\ud800","orderId":"o\\udfff","pairSymbol":"AB\\ud800CD","createdAt":"2025-01-01T00:00:00.0000000"},{"id":"a\\u0000b","orderId":"\\udbff\\udbff","pairSymbol":"AAABBB"}]',
    );
  },
  /**
   * One 6 MB token (base64 letters: what a token-matching regex runs longest on): the 400 refusing the
   * first DATETIME form preflight tries (whose text preflight quotes), and an order id in the first
   * order lists (later ones are small, so the run stays short).
   */
  'a 6 MB string': () => {
    const token = 'A'.repeat(6 * 1024 * 1024);
    const list = Buffer.from(`[{"id":"${token}","orderId":"o1","pairSymbol":"AAABBB"},{"id":"2","orderId":"${token.slice(0, 1024)}","pairSymbol":"AAABBB"}]`);
    const refusal = Buffer.from(`{"title":"Bad Request","status":400,"detail":"${token}","errors":{"createdAtBefore":["${token.slice(0, 4096)}"]}}`);
    let lists = 0;
    return (req, res) => {
      const url = new URL(req.url, 'http://h');
      if (url.pathname === '/v1/broker-pairs') return json(res, 200, JSON.stringify(PAIRS));
      const send = (status, body) => {
        res.writeHead(status, { 'content-type': 'application/json', 'content-length': body.length });
        res.end(body);
      };
      if (/\.\d{7}$/.test(url.searchParams.get('createdAtBefore') ?? '') && url.searchParams.get('pageSize') === '1') return send(400, refusal);
      if (url.pathname === '/v1/orders' && lists++ < 4) return send(200, list);
      return json(res, 200, '[{"id":"1","orderId":"o1","pairSymbol":"AAABBB"}]');
    };
  },
  /** Decimals of 100,000 digits, as strings and as JSON numbers, in every record and fee level (of the first HOSTILE_ANSWERS answers). */
  '100,000-digit decimals': () => {
    const digits = `1${'7'.repeat(99_999)}`;
    const record = `{"id":"1","pairSymbol":"AAABBB","price":"${digits}.${digits}","quantity":${digits},"amount":"-${digits}","fee":${digits}.${digits},"makerFee":"${digits}","volume":${digits}e${digits.slice(0, 6)}}`;
    const body = Buffer.from(`[${record},${record}]`);
    let answers = 0;
    return (req, res) => {
      const path = new URL(req.url, 'http://h').pathname;
      if (path === '/v1/broker-pairs') return json(res, 200, JSON.stringify(PAIRS));
      if (answers++ >= HOSTILE_ANSWERS) return json(res, 200, '[{"id":"1","pairSymbol":"AAABBB","price":"1.5"}]');
      if (path.split('/').length > 3) return json(res, 200, record);
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
      res.end(body);
    };
  },
  /** The first HOSTILE_ANSWERS responses a gzip bomb (the runner asks for identity and never inflates: it reads 2 MB of bytes). */
  'a gzip bomb': () => {
    const bomb = gzipBomb();
    let answers = 0;
    return (req, res) => {
      const path = new URL(req.url, 'http://h').pathname;
      if (path === '/v1/broker-pairs') return json(res, 200, JSON.stringify(PAIRS));
      if (answers++ >= HOSTILE_ANSWERS) return json(res, 200, '[{"id":"1","pairSymbol":"AAABBB"}]');
      res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip', 'content-length': bomb.length });
      res.end(bomb);
    };
  },
};

async function listen(handler) {
  const server = createServer((req, res) => {
    req.resume();
    res.on('error', () => undefined);
    handler(req, res);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function collectOutputs(dir) {
  const files = {};
  for (const name of await readdir(dir).catch(() => [])) files[name] = await readFile(join(dir, name), 'utf8');
  return files;
}

function spawnTarc(args, rssFile, env) {
  const child = spawn(process.execPath, ['--import', MAX_RSS, BIN, ...args], {
    env: { PATH: process.env.PATH ?? '', NO_COLOR: '1', CI: '1', TARC_MAX_RSS_FILE: rssFile, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const out = [];
  const err = [];
  child.stdout.on('data', (b) => out.push(b));
  child.stderr.on('data', (b) => err.push(b));
  const exited = new Promise((resolve) => child.on('close', (code, signal) => resolve(code ?? signal)));
  return { child, exited, stdout: () => Buffer.concat(out).toString('utf8'), stderr: () => Buffer.concat(err).toString('utf8') };
}

/**
 * `tarc run` (built) against the named case: exit code, peak RSS (MiB), stdout, stderr, the report
 * files' text, and the signatures the server received.
 */
export function runCase(name) {
  return runTarget(RUN_CASES[name]);
}

/** `tarc run` (built) against the target `makeHandler(seen)` serves, with `extraArgs` and the `credentials` (TARC_*); as `runCase`. */
export async function runTarget(makeHandler, extraArgs = ['--runs', '3'], credentials = { TARC_API_KEY: API_KEY, TARC_API_SECRET: SECRET }) {
  const seen = new Set();
  const handler = makeHandler(seen);
  const target = await listen((req, res) => {
    if (req.headers['x-signature']) seen.add(req.headers['x-signature']);
    handler(req, res);
  });
  const dir = await mkdtemp(join(tmpdir(), 'tarc-hostile2-'));
  try {
    const rssFile = join(dir, 'max-rss');
    const reports = join(dir, 'reports');
    const run = spawnTarc(['run', '--base-url', target.url, '--seed', '1', ...extraArgs, '--report-dir', reports], rssFile, credentials);
    const code = await run.exited;
    const rssMiB = Number(await readFile(rssFile, 'utf8').catch(() => 'NaN')) / 1024;
    return { code, rssMiB, stdout: run.stdout(), stderr: run.stderr(), files: await collectOutputs(reports), signatures: [...seen] };
  } finally {
    await target.close();
    await rm(dir, { recursive: true, force: true });
  }
}

/** GET through the proxy; resolves with status and body, or with the error that ended it. */
function get(url, headers = {}) {
  return new Promise((resolve) => {
    const req = request(url, { headers: { 'x-pck': API_KEY, 'x-signature': CLIENT_SIGNATURE, 'x-stamp': '1', 'x-nonce': 'n', ...headers } }, (res) => {
      const chunks = [];
      let size = 0;
      res.on('data', (c) => {
        size += c.length;
        if (size <= 1024 * 1024) chunks.push(c);
      });
      res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString('utf8'), headers: res.headers }));
      res.on('error', (error) => resolve({ status: res.statusCode, error: error.message, size }));
      res.on('aborted', () => resolve({ status: res.statusCode, error: 'aborted', size }));
    });
    req.on('error', (error) => resolve({ status: 0, error: error.message }));
    req.end();
  });
}

/** The normal answer of the proxy cases' target, and the path it is asked on. */
const NORMAL_PATH = '/v1/fee-levels';
export const FEE_LEVELS_BODY = JSON.stringify([{ level: 1, minVolume: '0.00', maxVolume: '100000.00', makerFee: '0.0010', takerFee: '0.0020' }]);
/** The path the hostile answer comes on (an operation of the spec, so the proxy judges it). */
const HOSTILE_PATH = '/v1/crypto-assets';

function endless(res) {
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  res.writeHead(200, { 'content-type': 'application/json' });
  const pump = () => {
    while (!res.destroyed && res.write(chunk));
    if (!res.destroyed) res.once('drain', pump);
  };
  res.write('[');
  pump();
}

/**
 * The proxy's hostile upstreams: `handler` answers `HOSTILE_PATH` the hostile way and `NORMAL_PATH`
 * normally; `kind` is the failure the proxy must report; `clients` the requests sent at once.
 */
export const PROXY_CASES = {
  'a gzip bomb': {
    kind: 'body-too-large',
    clients: 1,
    handler: () => {
      const bomb = gzipBomb();
      return (res) => {
        res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip', 'content-length': bomb.length });
        res.end(bomb);
      };
    },
  },
  'an endless body': { kind: 'upstream-timeout', clients: 1, handler: () => endless },
  'a silent upstream': { kind: 'upstream-timeout', clients: 1, handler: () => () => undefined },
  /** The start-up GET /v1/broker-pairs is endless too. */
  'an endless start-up broker-pairs body': { kind: 'upstream-timeout', clients: 1, startup: true, handler: () => endless },
  /** 500 requests at once on the hostile path, each answered `[]` after 20 ms (the upstream time limit is the default 10 s here: 2 shared cores). */
  '500 concurrent clients': { kind: undefined, clients: 500, upstreamTimeoutMs: 10_000, handler: () => (res) => setTimeout(() => json(res, 200, '[]'), 20) },
};

/**
 * `tarc proxy` (built) in front of the named case's upstream: the hostile request(s), then a normal
 * one (answered correctly?), then SIGTERM; exit code, peak RSS, outputs and reports.
 */
export async function proxyCase(name, upstreamTimeoutMs = 1000) {
  const spec = PROXY_CASES[name];
  const hostile = spec.handler();
  const target = await listen((req, res) => {
    const path = new URL(req.url, 'http://h').pathname;
    if (path === NORMAL_PATH) return json(res, 200, FEE_LEVELS_BODY);
    if (path === '/v1/broker-pairs') return spec.startup ? endless(res) : json(res, 200, JSON.stringify(PAIRS));
    return hostile(res);
  });
  const dir = await mkdtemp(join(tmpdir(), 'tarc-hostile2-proxy-'));
  try {
    const rssFile = join(dir, 'max-rss');
    const reports = join(dir, 'reports');
    const proxy = spawnTarc(
      ['proxy', '--target', target.url, '--port', '0', '--report-dir', reports, '--upstream-timeout-ms', String(spec.upstreamTimeoutMs ?? upstreamTimeoutMs)],
      rssFile,
      {},
    );
    const url = await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the proxy did not start: ${proxy.stderr()}`)), 20_000);
      const look = () => {
        const m = /tarc proxy: (http:\/\/\S+) ->/.exec(proxy.stdout());
        if (m) {
          clearTimeout(timer);
          resolve(m[1]);
        } else setTimeout(look, 20);
      };
      look();
    });
    const hostileAnswers = await Promise.all(Array.from({ length: spec.clients }, () => get(`${url}${HOSTILE_PATH}`)));
    const next = await get(`${url}${NORMAL_PATH}`);
    const alive = proxy.child.exitCode === null;
    proxy.child.kill('SIGTERM');
    const code = await proxy.exited;
    const rssMiB = Number(await readFile(rssFile, 'utf8').catch(() => 'NaN')) / 1024;
    return { code, rssMiB, alive, hostileAnswers, next, stdout: proxy.stdout(), stderr: proxy.stderr(), files: await collectOutputs(reports) };
  } finally {
    await target.close();
    await rm(dir, { recursive: true, force: true });
  }
}

/** The secret values a case's outputs must never show: each in base64 as sent, and the secret. */
export function leaks(outputs, values) {
  const found = [];
  for (const [where, text] of Object.entries(outputs)) {
    for (const value of values) {
      const bytes = Buffer.from(value, 'base64');
      const forms = [value, bytes.toString('hex'), bytes.toString('base64url'), encodeURIComponent(value)];
      for (const form of forms) if (form.length >= 8 && text.includes(form)) found.push(`${where}: ${form.slice(0, 12)}…`);
    }
  }
  return found;
}
