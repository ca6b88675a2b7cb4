// A gateway in front of a server: `http://127.0.0.1:PORT/gateway/…` forwarded to `{target}/…` as
// received (method, raw path and query, headers; status, headers and body back), nothing else
// changed. A base URL with a path prefix must give the verdict the server gets directly.
import { Agent, createServer, request } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkOfCode, PROOF_ROWS } from '@tarc/conformance';
import { startReferenceServer } from '@tarc/reference-server';
import type { FaultName, ReferenceProfile } from '@tarc/reference-server';
import { runSuite } from '@tarc/runner';
import type { RunReport, RunSuiteOptions } from '@tarc/runner';

const GATEWAY_PREFIX = '/gateway';

export interface Gateway {
  /** The base URL through the gateway: `http://127.0.0.1:PORT/gateway`. */
  url: string;
  close(): Promise<void>;
}

/** Starts a forwarder on 127.0.0.1 (port 0) whose `/gateway` prefix leads to `target` (an origin, no path). */
export async function startGateway(target: string): Promise<Gateway> {
  const upstream = new URL(target);
  const agent = new Agent({ keepAlive: true });
  const server = createServer((req, res) => forward(req, res, upstream, agent));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${GATEWAY_PREFIX}`,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function forward(req: IncomingMessage, res: ServerResponse, upstream: URL, agent: Agent): void {
  const raw = req.url ?? '/';
  if (!raw.startsWith(`${GATEWAY_PREFIX}/`)) {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not under the gateway prefix');
    return;
  }
  const headers = { ...req.headers, host: upstream.host };
  const out = request(
    { host: upstream.hostname, port: upstream.port, method: req.method, path: raw.slice(GATEWAY_PREFIX.length), headers, agent },
    (answer) => {
      // Raw header pairs keep their order, case and repeats.
      res.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.rawHeaders);
      answer.pipe(res);
      answer.on('error', () => res.destroy());
      answer.on('aborted', () => res.destroy());
    },
  );
  out.on('error', () => (res.headersSent ? res.destroy() : res.writeHead(502).end()));
  req.pipe(out);
}

/** The embedded server's options of a run of the table (runSuite's `embedded`). */
export type Embedded = NonNullable<RunSuiteOptions['embedded']>;

/**
 * The run the table makes against `embedded`, made instead through a gateway: the same reference
 * server (same seed, data and accounts) started here, the run's base URL `http://…/gateway`.
 */
export async function runBehindGateway(embedded: Embedded, options: Omit<RunSuiteOptions, 'embedded' | 'baseUrl'>): Promise<RunReport> {
  const server = await startReferenceServer({
    port: 0,
    host: '127.0.0.1',
    seed: embedded.seed ?? 1,
    ...(embedded.orders !== undefined ? { size: { orders: embedded.orders } } : {}),
    ...(embedded.fault !== undefined ? { fault: embedded.fault as FaultName } : {}),
    ...(embedded.live !== undefined ? { live: embedded.live } : {}),
    ...(embedded.throttle !== undefined ? { throttle: embedded.throttle } : {}),
    ...(embedded.profile !== undefined ? { profile: embedded.profile as Partial<ReferenceProfile> } : {}),
  });
  const gateway = await startGateway(server.url);
  try {
    const [first, second] = server.accounts;
    return await runSuite({
      ...options,
      baseUrl: gateway.url,
      credentials: { apiKey: first!.apiKey, apiSecret: first!.apiSecret },
      secondCredentials: { apiKey: second!.apiKey, apiSecret: second!.apiSecret },
    });
  } finally {
    await gateway.close();
    await server.close();
  }
}

/** What must not change behind a gateway: the verdict, each check's status, and the finding codes. */
export interface Verdict {
  verdict: string;
  statuses: string[];
  codes: string[];
}

export function verdictOf(report: RunReport): Verdict {
  return {
    verdict: report.summary.verdict,
    statuses: report.results.filter((r) => r.status !== 'passed').map((r) => `${r.id}: ${r.status}`),
    codes: [...new Set(report.results.flatMap((r) => r.findings.map((f) => f.code)))].sort(),
  };
}

/**
 * The checks that read a request's operation back out of its URL before exchanges carried it
 * (issue 34): behind a prefix they missed failures or were not evaluated.
 */
export const GATEWAY_CHECKS: readonly string[] = [
  'errors.orders-messages',
  'general.page-past-last-empty',
  'general.json-media-type',
  'orders.decimal-scale',
  'trades.decimal-scale',
  'integrity.deposit-asset-id',
  'integrity.withdrawal-asset-id',
];

/** Pristine variants run behind the gateway in the sample: the default, and one whose SHOULD checks fail on sampled records. */
const SAMPLE_VARIANTS: readonly string[] = ['default profile', 'extraFields=true (#13)'];

/**
 * TARC_MUTATION_GATEWAY=all: every fault and variant of the table behind the gateway too (about
 * doubles the table's time); `off`: none. Otherwise the sample: the faults any of GATEWAY_CHECKS
 * must report, and SAMPLE_VARIANTS.
 */
const sweep = process.env.TARC_MUTATION_GATEWAY;
export const gatewaySweep =
  sweep === 'all'
    ? 'every fault and variant'
    : sweep === 'off'
      ? 'none: TARC_MUTATION_GATEWAY=off'
      : 'a sample; TARC_MUTATION_GATEWAY=all for every fault and variant';

export const gatewayOff = sweep === 'off';

export function behindGateway(name: string): boolean {
  if (gatewayOff) return false;
  if (sweep === 'all' || SAMPLE_VARIANTS.includes(name)) return true;
  const row = PROOF_ROWS.find((r) => r.fault === name);
  return row?.fails.some((code) => GATEWAY_CHECKS.includes(checkOfCode(code))) ?? false;
}
