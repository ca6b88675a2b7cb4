// The response body as the rules read it: decoded from its Content-Encoding within the runner's body
// cap, parsed within the runner's JSON bounds. A gzip bomb (2 MB on the wire, 2 GiB inflated) stops at
// the cap: zlib's maxOutputLength ends the inflation there, on libuv's thread pool, never on the event loop.
import { promisify } from 'node:util';
import { brotliDecompress, gunzip, inflate } from 'node:zlib';
import { DEFAULT_MAX_BODY_BYTES } from '../http/client.js';
import { receivedBody } from '../http/body-bytes.js';
import { DEFAULT_JSON_LIMITS, parseBounded } from '../http/json-depth.js';

/** Bytes of a body judged (on the wire, and once decoded): the runner's `--max-body-bytes` default. */
export const MAX_JUDGED_BODY = DEFAULT_MAX_BODY_BYTES;

export type DecodedBody =
  | { ok: true; text: string; encodingError?: string }
  /** `too-large`: past the cap once decoded; `undecodable`: the bytes are not in the encoding named; `unknown-encoding`: an encoding the proxy does not read. */
  | { ok: false; why: 'too-large' | 'undecodable' | 'unknown-encoding'; message: string };

const inflaters = { gzip: promisify(gunzip), deflate: promisify(inflate), br: promisify(brotliDecompress) } as const;

function inflaterOf(encoding: string): keyof typeof inflaters | 'identity' | undefined {
  switch (encoding) {
    case 'identity':
    case '':
      return 'identity';
    case 'gzip':
    case 'x-gzip':
      return 'gzip';
    case 'deflate':
      return 'deflate';
    case 'br':
      return 'br';
    default:
      return undefined;
  }
}

/** The body's text as the run reads it (a BOM dropped, a declared charset honoured), and what made its bytes not JSON text. */
function asText(bytes: Buffer, contentType: string | undefined): DecodedBody {
  const received = receivedBody(bytes, contentType);
  return { ok: true, text: received.text, ...(received.encodingError !== undefined ? { encodingError: received.encodingError } : {}) };
}

/**
 * The body's text, decoded from `encoding` to at most `maxBytes` bytes: at once when it is not
 * encoded (most answers: no promise, no turn of the loop), else once inflated on the thread pool.
 */
export function decodeBody(bytes: Buffer, encoding: string | undefined, maxBytes = MAX_JUDGED_BODY, contentType?: string): DecodedBody | Promise<DecodedBody> {
  const name = (encoding ?? 'identity').trim().toLowerCase();
  const kind = inflaterOf(name);
  if (kind === undefined)
    return { ok: false, why: 'unknown-encoding', message: `Content-Encoding ${JSON.stringify(name.slice(0, 40))} is not read by the proxy` };
  if (kind === 'identity') {
    if (bytes.length > maxBytes) return { ok: false, why: 'too-large', message: `body larger than ${maxBytes} bytes` };
    return asText(bytes, contentType);
  }
  return inflated(bytes, name, kind, maxBytes, contentType);
}

async function inflated(bytes: Buffer, name: string, kind: keyof typeof inflaters, maxBytes: number, contentType: string | undefined): Promise<DecodedBody> {
  try {
    const decoded = await inflaters[kind](bytes, { maxOutputLength: maxBytes });
    return asText(decoded, contentType);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE' || error instanceof RangeError) {
      return {
        ok: false,
        why: 'too-large',
        message: `${name} body of ${bytes.length} bytes inflates past ${maxBytes} bytes: decompression stopped at the cap`,
      };
    }
    return { ok: false, why: 'undecodable', message: `not a ${name} body: ${(error as Error).message}` };
  }
}

/** The parsed body within the runner's bounds (depth, values, list items); undefined when it is not JSON or passes them. */
export function parseJson(text: string): unknown {
  if (text.length === 0) return undefined;
  const parsed = parseBounded(text, DEFAULT_JSON_LIMITS);
  return parsed.ok ? parsed.json : undefined;
}
