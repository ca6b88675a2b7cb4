// The target a run talks to: the given base URL, or the embedded reference server started here,
// with its credentials and signer, each checked before any request.
import type { Credentials } from '@tarc/conformance';
import { DomainError } from '@tarc/domain';
import { ConfigError } from '../config-error.js';
import { scrubValue } from '../http/redact.js';
import { defaultSigner, loadSigner, type Signer } from '../http/signer.js';
import type { RunSuiteOptions } from '../types.js';
import { startEmbedded, type EmbeddedTarget } from './embedded.js';

export interface Target {
  baseUrl: string;
  embedded: EmbeddedTarget | undefined;
  credentials: Credentials | undefined;
  secondCredentials: Credentials | undefined;
  signer: Signer | undefined;
}

function checkBaseUrl(baseUrl: string | undefined): void {
  if (baseUrl === undefined) return;
  let parsed: URL;
  try {
    parsed = new URL(baseUrl);
  } catch {
    throw new ConfigError(`base URL ${JSON.stringify(baseUrl)} is not a valid URL`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new ConfigError(`base URL must be http or https, got ${parsed.protocol}`);
  }
  if (parsed.username || parsed.password) {
    throw new ConfigError('base URL must not carry user:password (it would be shown in reports)');
  }
}

function validCredentials(name: string, c: Credentials | undefined): Credentials | undefined {
  if (c === undefined) return undefined;
  if (!c.apiKey || !c.apiSecret) throw new ConfigError(`${name}: both an API key and an API secret are needed`);
  return c;
}

/**
 * A signer that cannot sign is a configuration error, found before any request: each configured
 * credential signs a trial request (the default scheme's too, which refuses a secret that is not base64).
 */
async function trySigner(signer: Signer | undefined, name: string, credentials: Credentials | undefined): Promise<void> {
  if (!credentials) return;
  let headers: unknown;
  try {
    headers = await (signer ?? defaultSigner)({
      method: 'GET',
      url: 'http://localhost/v1/broker-pairs',
      apiKey: credentials.apiKey,
      apiSecret: credentials.apiSecret,
      nowMs: Date.now(),
    });
  } catch (error) {
    if (error instanceof DomainError && error.code === 'invalid-secret') {
      // The secret itself is never shown: only where it came from and what it must be.
      throw new ConfigError(
        `${name}: the API secret is not base64; the default signing scheme (an assumption of this project: the spec does not show the rules, OPEN-POINTS #4) uses its base64-decoded bytes as the HMAC key. Pass the secret as issued, in base64, or --signer for another scheme`,
      );
    }
    const reason = error instanceof Error ? error.message : String(error);
    throw new ConfigError(`the signer failed on a trial request: ${scrubValue(reason, [credentials.apiSecret])}`);
  }
  if (headers === null || typeof headers !== 'object' || Object.values(headers).some((v) => typeof v !== 'string')) {
    throw new ConfigError('the signer must return an object of header names to string values');
  }
}

export async function openTarget(options: RunSuiteOptions): Promise<Target> {
  checkBaseUrl(options.baseUrl);
  const signer: Signer | undefined = typeof options.signer === 'string' ? await loadSigner(options.signer) : options.signer;
  const credentials = validCredentials('credentials', options.credentials);
  const secondCredentials = validCredentials('second credentials', options.secondCredentials);
  await trySigner(signer, 'credentials', credentials);
  await trySigner(signer, 'second credentials', secondCredentials);
  if (options.baseUrl !== undefined) {
    return { baseUrl: options.baseUrl, embedded: undefined, credentials, secondCredentials, signer };
  }
  const embedded = await startEmbedded(options.now ? { now: options.now, ...options.embedded } : options.embedded);
  return {
    baseUrl: embedded.url,
    embedded,
    signer,
    credentials: credentials ?? embedded.credentials,
    secondCredentials: secondCredentials ?? embedded.secondCredentials,
  };
}
