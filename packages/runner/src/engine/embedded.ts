import type { Credentials } from '@tarc/conformance';
import type { ReferenceServer, ReferenceServerOptions } from '@tarc/reference-server';
import { ConfigError } from '../config-error.js';
import type { EmbeddedOptions } from '../types.js';

export interface EmbeddedTarget {
  url: string;
  credentials: Credentials;
  secondCredentials?: Credentials;
  close(): Promise<void>;
}

/** Starts the reference server in-process on 127.0.0.1, a free port, with its first two demo accounts. */
export async function startEmbedded(options: EmbeddedOptions = {}): Promise<EmbeddedTarget> {
  // Loaded only when needed: a run against a base URL never pulls in the reference server.
  const module = (await import('@tarc/reference-server')) as unknown as {
    startReferenceServer?: (options: ReferenceServerOptions) => Promise<ReferenceServer>;
  };
  if (typeof module.startReferenceServer !== 'function') {
    throw new ConfigError('the embedded reference server is not available in this build; pass --base-url');
  }
  const server = await module.startReferenceServer({
    port: 0,
    host: '127.0.0.1',
    seed: options.seed ?? 1,
    ...(options.orders !== undefined ? { size: { orders: options.orders } } : {}),
    // User input: the server refuses an unknown name with a message naming the known ones.
    ...(options.fault !== undefined ? { fault: options.fault as ReferenceServerOptions['fault'] } : {}),
    ...(options.now !== undefined ? { now: options.now } : {}),
    ...(options.live !== undefined ? { live: options.live } : {}),
    ...(options.throttle !== undefined ? { throttle: options.throttle } : {}),
    ...(options.profile !== undefined ? { profile: options.profile as ReferenceServerOptions['profile'] } : {}),
  });
  const [first, second] = server.accounts;
  if (!first) {
    await server.close();
    throw new ConfigError('the embedded reference server has no demo account');
  }
  return {
    url: server.url,
    credentials: { apiKey: first.apiKey, apiSecret: first.apiSecret },
    ...(second ? { secondCredentials: { apiKey: second.apiKey, apiSecret: second.apiSecret } } : {}),
    close: () => server.close(),
  };
}
