// Who signs a request. The spec leaves the signature rules "not shown" (OPEN-POINTS #4), so the
// signer is pluggable: the project's default scheme from @tarc/domain, or a user module.
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { signRequest } from '@tarc/domain';
import { ConfigError } from '../config-error.js';

export interface SignInput {
  method: string;
  url: string;
  apiKey: string;
  apiSecret: string;
  /**
   * The time to stamp the request with, Unix ms: the clock, or the clock moved on purpose (a stale-stamp
   * probe). A signer that stamps should use it; one that ignores it makes that probe unobservable.
   */
  nowMs: number;
  /** The X-Stamp text to sign with instead (a probe of the stamp's form); a signer may ignore it. */
  stamp?: string;
}

/** Returns the headers that authenticate one request. */
export type Signer = (request: SignInput) => Record<string, string> | Promise<Record<string, string>>;

/**
 * The default signer: `signRequest` of @tarc/domain with a fresh stamp (the clock, in ms) and a fresh
 * random nonce per request (it adds "Content-Type: application/json" from the Authentication table).
 */
export const defaultSigner: Signer = signerWithNonces(nonceSource());

function signerWithNonces(nextNonce: () => string): Signer {
  return ({ apiKey, apiSecret, nowMs, stamp }) => signRequest({ apiKey, apiSecret, stamp: stamp ?? nowMs ?? Date.now(), nonce: nextNonce() });
}

const NONCE_BYTES = 16;
/** Nonces drawn per call to the system's random source: one call per 256 requests, not one per request. */
const NONCE_POOL = 256;

/** Nonces of 16 random bytes as hex, each its own bytes of this source's pooled buffer (never reused). */
export function nonceSource(): () => string {
  let pool = Buffer.alloc(0);
  let used = 0;
  return () => {
    if (used + NONCE_BYTES > pool.length) {
      pool = randomBytes(NONCE_BYTES * NONCE_POOL);
      used = 0;
    }
    used += NONCE_BYTES;
    return pool.toString('hex', used - NONCE_BYTES, used);
  };
}

/** Loads `--signer FILE`: its default export, or its export `sign`, must be a function. */
export async function loadSigner(file: string): Promise<Signer> {
  const url = pathToFileURL(resolve(file)).href;
  let module: Record<string, unknown>;
  try {
    module = (await import(url)) as Record<string, unknown>;
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new ConfigError(`cannot load signer module ${file}: ${reason}`);
  }
  const candidate = typeof module.default === 'function' ? module.default : module.sign;
  if (typeof candidate !== 'function') {
    throw new ConfigError(`signer module ${file} exports no function (default export or "sign")`);
  }
  return candidate as Signer;
}
