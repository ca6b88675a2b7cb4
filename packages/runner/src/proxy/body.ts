// The response body as the rules read it: decoded from its Content-Encoding, parsed when JSON.
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

/** Bodies larger than this are forwarded but not judged (the proxy keeps memory bounded). */
export const MAX_JUDGED_BODY = 32 * 1024 * 1024;

export function decodeBody(bytes: Buffer, encoding: string | undefined): string | undefined {
  try {
    switch ((encoding ?? 'identity').trim().toLowerCase()) {
      case 'identity': case '': return bytes.toString('utf8');
      case 'gzip': case 'x-gzip': return gunzipSync(bytes).toString('utf8');
      case 'deflate': return inflateSync(bytes).toString('utf8');
      case 'br': return brotliDecompressSync(bytes).toString('utf8');
      default: return undefined;
    }
  } catch {
    return undefined;
  }
}

export function parseJson(text: string): unknown {
  if (text.length === 0) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
