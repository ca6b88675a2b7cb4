// A body judged as received: its bytes are looked at before they are decoded, since decoding hides
// what RFC 8259 §8.1 asks of JSON text exchanged between systems ("MUST be encoded using UTF-8";
// "Implementations MUST NOT add a byte order mark"): WHATWG UTF-8 decoding (`body.text()`) drops a
// leading BOM and turns invalid bytes into U+FFFD, and a charset the headers declare is not read at all.
//
// A large body is judged and decoded as its chunks arrive, each dropped once read: reading it whole
// first held its chunks, their concatenation and its text at once (three copies, the first two
// outside V8's heap, where freed megabytes were not given back: issue 33). Both ways give the same
// text and the same judgment for any bytes cut anywhere (body-bytes.test.ts).
import { isUtf8 } from 'node:buffer';
import { StringDecoder } from 'node:string_decoder';
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

const startsWithBom = (bytes: Buffer) => bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;

/** What the bytes are, decoded by `other` (a charset not UTF-8) or as UTF-8. */
interface Seen {
  charset: string | undefined;
  other: TextDecoder | undefined;
  bom: boolean;
  utf8: boolean;
}

function judged(text: string, seen: Seen): ReceivedBody {
  const problems: string[] = [];
  if (seen.charset !== undefined && !UTF8_LABELS.has(seen.charset)) problems.push(`its Content-Type declares charset=${seen.charset.slice(0, 40)}, not UTF-8`);
  if (seen.bom) problems.push('it starts with a UTF-8 byte order mark (EF BB BF)');
  if (!seen.utf8) problems.push(seen.other ? 'its bytes are not UTF-8' : 'its bytes are not valid UTF-8 (decoded with U+FFFD in their place)');
  if (problems.length === 0) return { text };
  return { text, encodingError: `not JSON text as RFC 8259 §8.1 exchanges it (UTF-8, no byte order mark): ${problems.join('; ')}` };
}

/** The decoder of a charset the headers declare other than UTF-8 (undefined for UTF-8, absent or unknown: read as UTF-8). */
function otherDecoder(charset: string | undefined): TextDecoder | undefined {
  return charset !== undefined && !UTF8_LABELS.has(charset) ? decoderFor(charset) : undefined;
}

export function receivedBody(bytes: Buffer, contentType: string | undefined): ReceivedBody {
  const charset = charsetOf(contentType);
  const other = otherDecoder(charset);
  const bom = startsWithBom(bytes);
  // As a stream, as `streamed` does: Node's one-call decode of windows-1252 (`latin1`) maps 0x80–0x9F
  // to controls, its streaming decode as the Encoding Standard does (0x82 is '‚').
  const text = other ? other.decode(bytes, { stream: true }) + other.decode() : (bom ? bytes.subarray(3) : bytes).toString('utf8');
  return judged(text, { charset, other, bom, utf8: isUtf8(bytes) });
}

/** Where the incomplete character a chunk ends with starts (the chunk's length when it ends with a whole one). */
function incompleteTail(bytes: Buffer): number {
  for (let i = bytes.length - 1; i >= Math.max(0, bytes.length - 4); i--) {
    const b = bytes[i]!;
    if ((b & 0xc0) === 0x80) continue; // a continuation byte: look further back
    const length = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : b >= 0xc0 ? 2 : 1;
    return i + length > bytes.length ? i : bytes.length;
  }
  return bytes.length;
}

/** Is a body valid UTF-8, told chunk by chunk (a character cut between two chunks is judged whole)? */
function utf8Validator() {
  let valid = true;
  let pending: Buffer | undefined;
  return {
    push(chunk: Buffer) {
      if (!valid) return;
      const bytes = pending ? Buffer.concat([pending, chunk]) : chunk;
      const cut = incompleteTail(bytes);
      valid = isUtf8(bytes.subarray(0, cut));
      pending = cut < bytes.length ? Buffer.from(bytes.subarray(cut)) : undefined;
    },
    end: () => valid && pending === undefined,
  };
}

/** A body decoded as its chunks arrive, from its start (`first`: at least its first 3 bytes). */
function streamed(first: Buffer, contentType: string | undefined) {
  const charset = charsetOf(contentType);
  const other = otherDecoder(charset);
  const bom = startsWithBom(first);
  const utf8 = other ? undefined : new StringDecoder('utf8');
  const validator = utf8Validator();
  const pieces: string[] = [];
  const push = (chunk: Buffer, skip = 0) => {
    validator.push(chunk);
    pieces.push(other ? other.decode(chunk, { stream: true }) : utf8!.write(skip > 0 ? chunk.subarray(skip) : chunk));
  };
  push(first, bom && !other ? 3 : 0);
  return {
    push,
    end(): ReceivedBody {
      pieces.push(other ? other.decode() : utf8!.end());
      return judged(pieces.join(''), { charset, other, bom, utf8: validator.end() });
    },
  };
}

/** Bodies up to this many bytes are read whole, then judged; past it, judged and decoded as they arrive. */
const STREAM_PAST_BYTES = 256 * 1024;

export interface ReadBody extends ReceivedBody {
  /** Bytes received. */
  bytes: number;
}

/** Reads a body's chunks to its end and judges them as `receivedBody` judges the whole (a large one as it arrives). */
export async function readBody(chunks: AsyncIterable<Buffer>, contentType: string | undefined, streamPast = STREAM_PAST_BYTES): Promise<ReadBody> {
  let start: Buffer[] = [];
  let size = 0;
  let stream: ReturnType<typeof streamed> | undefined;
  for await (const chunk of chunks) {
    size += chunk.length;
    if (stream) stream.push(chunk);
    else {
      start.push(chunk);
      if (size > streamPast && size >= 3) {
        stream = streamed(Buffer.concat(start), contentType);
        start = [];
      }
    }
  }
  const received = stream ? stream.end() : receivedBody(start.length === 1 ? start[0]! : Buffer.concat(start, size), contentType);
  return { ...received, bytes: size };
}
