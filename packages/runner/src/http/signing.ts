// Which credentials sign a request, and the headers it is sent with: every API secret and every
// signature sent joins the set `scrub` replaces, before anything can show it.
import type { Credentials, RequestOptions } from '@tarc/conformance';
import type { Sent } from './exchange.js';

/** A request as signed: what the client then sends, before it knows what the caller asked for. */
type Signed = Omit<Sent, 'request'>;
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
  sign(url: string, credentials: Credentials | undefined, requestOptions: RequestOptions): Promise<Signed>;
}

function isThenable<T>(value: T | PromiseLike<T>): value is PromiseLike<T> {
  return typeof (value as { then?: unknown } | undefined)?.then === 'function';
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

  const failed = (error: unknown) => {
    const reason = error instanceof Error ? error.message : String(error);
    return new Error(`the signer failed: ${scrubValue(reason, apiSecrets)}`);
  };

  /** The signer's headers, checked: an object of header names to string values. */
  const checked = (headers: Record<string, string>): Record<string, string> => {
    if (headers === null || typeof headers !== 'object') throw new Error('the signer failed: it must return an object of header names to string values');
    for (const name in headers) {
      if (Object.hasOwn(headers, name) && typeof headers[name] !== 'string') {
        throw new Error('the signer failed: it must return an object of header names to string values');
      }
    }
    return headers;
  };

  /** The signer's headers; a synchronous signer (the default) costs no extra turn of the event loop. */
  function signed(url: string, credentials: Credentials, requestOptions: RequestOptions): Record<string, string> | Promise<Record<string, string>> {
    let headers: Record<string, string> | Promise<Record<string, string>>;
    try {
      headers = options.signer({
        method: requestOptions.method ?? 'GET',
        url,
        apiKey: credentials.apiKey,
        apiSecret: credentials.apiSecret,
        nowMs: Date.now() + (requestOptions.clockOffsetMs ?? 0),
        ...(requestOptions.stamp ? { stamp: requestOptions.stamp(Date.now() + (requestOptions.clockOffsetMs ?? 0)) } : {}),
      });
    } catch (error) {
      throw failed(error);
    }
    if (isThenable(headers)) {
      return Promise.resolve(headers).then(checked, (error: unknown) => {
        throw failed(error);
      });
    }
    return checked(headers);
  }

  /** The request's headers as sent; every secret or signature among them joins `secrets`. */
  function finish(base: Record<string, string>, requestOptions: RequestOptions): Sent['headers'] {
    requestOptions.onSigned?.({ ...base });
    return requestOptions.tamper ? requestOptions.tamper({ ...base }) : base;
  }

  function sent(url: string, headers: Record<string, string>): Signed {
    const hidden = [...apiSecrets];
    for (const name in headers) {
      if (!Object.hasOwn(headers, name)) continue;
      const value = headers[name]!;
      // A blank value (authentication.empty-header sends them) hides nothing; hidden, it would replace
      // every run of spaces in the reports.
      if (isSecretHeader(name, value, apiSecrets) && value.trim().length > 0) {
        hidden.push(value);
        secrets.add(value);
      }
    }
    return { url, headers, hidden };
  }

  async function sign(url: string, credentials: Credentials | undefined, requestOptions: RequestOptions): Promise<Signed> {
    let signature = credentials ? signed(url, credentials, requestOptions) : undefined;
    if (isThenable(signature)) signature = await signature;
    const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Encoding': 'identity', ...options.headers, ...signature };
    return sent(url, finish(headers, requestOptions));
  }

  return { secrets, apiSecrets, credentialsFor, sign };
}
