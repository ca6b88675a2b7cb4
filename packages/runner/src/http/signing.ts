// Which credentials sign a request, and the headers it is sent with: every API secret and every
// signature sent joins the set `scrub` replaces, before anything can show it.
import type { Credentials, RequestOptions } from '@tarc/conformance';
import type { Sent } from './exchange.js';
import { SecretSet, isSecretHeader, scrubValue } from './redact.js';
import type { Signer } from './signer.js';

export interface SigningOptions {
  credentials?: Credentials;
  secondCredentials?: Credentials;
  signer: Signer;
  /** Sent on every request (a gateway's headers). */
  headers?: Readonly<Record<string, string>>;
}

export interface Signing {
  /** Every API secret and every signature sent, in every encoding. */
  secrets: SecretSet;
  /** The API secrets known so far (the configured ones, explicit credentials once used). */
  apiSecrets: string[];
  credentialsFor(choice: RequestOptions['credentials']): Credentials | undefined;
  sign(url: string, credentials: Credentials | undefined, requestOptions: RequestOptions): Promise<Sent>;
}

export function createSigning(options: SigningOptions, apiSecrets: string[]): Signing {
  const secrets = new SecretSet();
  for (const s of apiSecrets) secrets.add(s);

  const credentialsFor = (choice: RequestOptions['credentials']): Credentials | undefined => {
    if (choice === undefined || choice === 'primary') return options.credentials;
    if (choice === 'none') return undefined;
    if (choice === 'secondary') {
      if (!options.secondCredentials) throw new Error('second-account credentials are not configured');
      return options.secondCredentials;
    }
    if (choice === 'crossed') {
      if (!options.credentials || !options.secondCredentials) throw new Error('second-account credentials are not configured');
      return { apiKey: options.credentials.apiKey, apiSecret: options.secondCredentials.apiSecret };
    }
    if (choice.apiSecret && !apiSecrets.includes(choice.apiSecret)) {
      apiSecrets.push(choice.apiSecret);
      secrets.add(choice.apiSecret);
    }
    return choice;
  };

  async function signed(url: string, credentials: Credentials, requestOptions: RequestOptions): Promise<Record<string, string>> {
    let headers: Record<string, string>;
    try {
      headers = await options.signer({
        method: 'GET',
        url,
        apiKey: credentials.apiKey,
        apiSecret: credentials.apiSecret,
        nowMs: Date.now() + (requestOptions.clockOffsetMs ?? 0),
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`the signer failed: ${scrubValue(reason, apiSecrets)}`);
    }
    if (headers === null || typeof headers !== 'object' || Object.values(headers).some((v) => typeof v !== 'string')) {
      throw new Error('the signer failed: it must return an object of header names to string values');
    }
    return headers;
  }

  async function sign(url: string, credentials: Credentials | undefined, requestOptions: RequestOptions): Promise<Sent> {
    let headers: Record<string, string> = { Accept: 'application/json', 'Accept-Encoding': 'identity', ...options.headers };
    if (credentials) headers = { ...headers, ...(await signed(url, credentials, requestOptions)) };
    requestOptions.onSigned?.({ ...headers });
    if (requestOptions.tamper) headers = requestOptions.tamper({ ...headers });
    const hidden = [...apiSecrets];
    for (const [name, value] of Object.entries(headers)) {
      if (isSecretHeader(name, value, apiSecrets) && value.length > 0) {
        hidden.push(value);
        secrets.add(value);
      }
    }
    return { url, headers, hidden };
  }

  return { secrets, apiSecrets, credentialsFor, sign };
}
