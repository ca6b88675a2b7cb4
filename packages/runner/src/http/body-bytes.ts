// A body judged as received: its bytes are looked at before they are decoded, since decoding hides
// what RFC 8259 §8.1 asks of JSON text exchanged between systems ("MUST be encoded using UTF-8";
// "Implementations MUST NOT add a byte order mark"): WHATWG UTF-8 decoding (`body.text()`) drops a
// leading BOM and turns invalid bytes into U+FFFD, and a charset the headers declare is not read at all.
import { isUtf8 } from 'node:buffer';
import { TextDecoder } from 'node:util';

export interface ReceivedBody {
  /** The body decoded: by the charset the headers declare when Node knows it, else UTF-8 (a BOM dropped, invalid bytes as U+FFFD). */
  text: string;
  /** What makes the bytes other than UTF-8 JSON text (a BOM, invalid UTF-8, another charset declared); undefined when nothing does. */
  encodingError?: string;
}

/** The `charset` parameter of a Content-Type, lower-cased, unquoted; undefined when absent. */
export function charsetOf(contentType: string | undefined): string | undefined {
  if (!contentType) return undefined;
  const m = /;\s*charset\s*=\s*("?)([^";\s]*)\1/i.exec(contentType);
  return m ? m[2]!.toLowerCase() : undefined;
}

const UTF8_LABELS = new Set(['utf-8', 'utf8', 'unicode-1-1-utf-8']);

function decoderFor(charset: string): TextDecoder | undefined {
  try {
    return new TextDecoder(charset);
  } catch {
    return undefined; // a label Node does not know: read as UTF-8
  }
}

export function receivedBody(bytes: Buffer, contentType: string | undefined): ReceivedBody {
  const problems: string[] = [];
  const charset = charsetOf(contentType);
  const other = charset !== undefined && !UTF8_LABELS.has(charset) ? decoderFor(charset) : undefined;
  if (charset !== undefined && !UTF8_LABELS.has(charset)) problems.push(`its Content-Type declares charset=${charset.slice(0, 40)}, not UTF-8`);
  const bom = bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  if (bom) problems.push('it starts with a UTF-8 byte order mark (EF BB BF)');
  if (!isUtf8(bytes)) problems.push(other ? 'its bytes are not UTF-8' : 'its bytes are not valid UTF-8 (decoded with U+FFFD in their place)');
  const text = other ? other.decode(bytes) : (bom ? bytes.subarray(3) : bytes).toString('utf8');
  if (problems.length === 0) return { text };
  return { text, encodingError: `not JSON text as RFC 8259 §8.1 exchanges it (UTF-8, no byte order mark): ${problems.join('; ')}` };
}
