// Runs the traffic through Prism, with the exported document, in front of a reference server (a
// pristine profile or a fault), and sorts what Prism reports on the responses into classes.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startReferenceServer } from '@tarc/reference-server';
import { openApiDocument } from '../../../src/openapi/document.js';
import { UNSTATED_AUTH_ENDPOINTS, type OpenApiOptions } from '../../../src/openapi/options.js';
import { startDispatcher, type Dispatcher } from './dispatcher.js';
import { startPrism, type PrismProcess } from './prism-process.js';
import { defaultSigner, sendTraffic, type Exchange, type Signer } from './traffic.js';
import { classOf, type Violation, type ViolationClass } from './violations.js';

const NOW = new Date('2026-06-01T12:00:00Z');

/** The document's readings of a server's profile (OPEN-POINTS #2, #5), and the endpoints it protects (#6). */
function readingsOf(profile: Readonly<Record<string, unknown>>, secured: OpenApiOptions['secured']): OpenApiOptions {
  return {
    datetimeForm: profile.datetimeInput === 'zoned' ? 'date-time' : 'service',
    authStatus: profile.authFailureStatus === 403 ? 403 : 401,
    secured,
  };
}

/** "As the server behaves": the six endpoints a request without credentials is refused on (401/403). */
async function securedEndpoints(baseUrl: string, now: Date): Promise<OpenApiOptions['secured']> {
  const day = (d: number) => new Date(now.getTime() + d * 86_400_000).toISOString().slice(0, 19);
  const query = `?createdAtBefore=${day(0)}&createdAtAfter=${day(-30)}`;
  const out: OpenApiOptions['secured'][number][] = [];
  for (const endpoint of UNSTATED_AUTH_ENDPOINTS) {
    const res = await fetch(
      `${baseUrl}/v1/${endpoint}${endpoint.startsWith('crypto-') && endpoint !== 'crypto-assets' && endpoint !== 'crypto-network-families' ? query : ''}`,
    );
    await res.arrayBuffer();
    if (res.status === 401 || res.status === 403) out.push(endpoint);
  }
  return out;
}

export interface CaseResult {
  exchanges: Exchange[];
  /** Violations on responses, and on requests the document admits: the server's. */
  serverViolations: (Violation & { path: string })[];
  classes: ViolationClass[];
}

function judge(exchanges: Exchange[]): CaseResult {
  const serverViolations = exchanges.flatMap((e) =>
    e.violations.filter((v) => v.location[0] === 'response' || !e.invalid).map((v) => ({ ...v, path: e.path })),
  );
  const classes = [...new Set(serverViolations.map(classOf))].sort();
  return { exchanges, serverViolations, classes };
}

/** One Prism per document (per set of readings), all behind one dispatcher; safe to use concurrently. */
export class PrismBench {
  private setup?: Promise<{ dir: string; dispatcher: Dispatcher }>;
  private readonly prisms = new Map<string, Promise<PrismProcess>>();
  private counter = 0;

  private init(): Promise<{ dir: string; dispatcher: Dispatcher }> {
    this.setup ??= (async () => ({ dir: await mkdtemp(join(tmpdir(), 'tarc-prism-')), dispatcher: await startDispatcher() }))();
    return this.setup;
  }

  /** The Prism serving the document of these readings (started once, on first use). */
  prismFor(options: OpenApiOptions): Promise<string> {
    const key = JSON.stringify(options);
    if (!this.prisms.has(key)) {
      const index = this.prisms.size;
      this.prisms.set(
        key,
        (async () => {
          const { dir, dispatcher } = await this.init();
          const file = join(dir, `openapi-${index}.json`);
          await writeFile(file, JSON.stringify(openApiDocument(options)));
          return startPrism(file, dispatcher.url);
        })(),
      );
    }
    return this.prisms.get(key)!.then((p) => p.url);
  }

  /** Starts the server, finds its readings, sends the traffic through the matching Prism. */
  async run(options: {
    fault?: string;
    profile?: Record<string, unknown>;
    signer?: Signer;
    orders?: number;
    documentFrom?: 'pristine';
  }): Promise<CaseResult & { readings: OpenApiOptions }> {
    const profile = options.profile ?? {};
    // The document describes the service as the pristine server of the same profile behaves.
    const pristine = await startReferenceServer({ seed: 1, now: NOW, size: { orders: 0 }, profile: profile as never });
    let secured: OpenApiOptions['secured'];
    try {
      secured = await securedEndpoints(pristine.url, NOW);
    } finally {
      await pristine.close();
    }
    const readings = readingsOf(profile, secured);
    const prism = await this.prismFor(readings);
    const server = await startReferenceServer({
      seed: 1,
      now: NOW,
      size: { orders: options.orders ?? 1000 },
      profile: profile as never,
      ...(options.fault ? { fault: options.fault as never } : {}),
    });
    const key = `s${++this.counter}`;
    const { dispatcher } = await this.init();
    dispatcher.add(key, server.url);
    try {
      const exchanges = await sendTraffic({
        prism,
        upstreamKey: key,
        account: server.accounts[0]!,
        signer: options.signer ?? defaultSigner,
        now: NOW,
        datetimeForm: readings.datetimeForm,
      });
      return { ...judge(exchanges), readings };
    } finally {
      dispatcher.remove(key);
      await server.close();
    }
  }

  async close(): Promise<void> {
    await Promise.all([...this.prisms.values()].map(async (p) => (await p.catch(() => undefined))?.close()));
    if (!this.setup) return;
    const { dir, dispatcher } = await this.setup;
    await dispatcher.close();
    await rm(dir, { recursive: true, force: true });
  }
}
