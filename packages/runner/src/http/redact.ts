// Secrets never leave the process: the API secret and signatures are replaced before anything is
// shown (evidence, curl lines, reports, stdout). Values are walked by `mapStrings` (untrusted-json.ts,
// whatever their shape), and the serialised text of every report gets a last pass (`SecretSet`), so
// a path the value pass missed cannot leak either.
import { encodeComponent } from './query.js';
import { mapStrings } from './untrusted-json.js';

export const REDACTED = '<redacted>';

const SECRET_HEADER = /signature|secret|authorization|token|password/i;

/** True when a header must not be shown: its name says so or its value carries a secret. */
export function isSecretHeader(name: string, value: string, secrets: readonly string[]): boolean {
  return SECRET_HEADER.test(name) || secrets.some((s) => s.length > 0 && value.includes(s));
}

export function redactHeaders(headers: Readonly<Record<string, string>>, secrets: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    out[name] = isSecretHeader(name, value, secrets) ? REDACTED : value;
  }
  return out;
}

function replaceAll(text: string, secrets: readonly string[], replacement: string): string {
  let out = text;
  for (const s of secrets) if (s.length > 0 && out.includes(s)) out = out.split(s).join(replacement);
  return out;
}

/**
 * A copy of a JSON-like value (any shape) with every secret replaced, in every encoding
 * (`encodingsOf`); the value itself when none occurs.
 */
export function scrubValue<T>(value: T, secrets: readonly string[]): T {
  const set = new SecretSet();
  for (const s of secrets) set.add(s);
  return set.scrubValue(value);
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;
const HEX = /^(?:[0-9a-f]{2})+$/i;
/** Longer values are registered as they are, not decoded (a secret or signature is a few dozen characters). */
const MAX_DECODED = 4096;

/** The bytes a base64, base64url or hex text stands for, when it is one; undefined otherwise. */
function bytesOf(value: string): Buffer | undefined {
  if (value.length > MAX_DECODED) return undefined;
  if (HEX.test(value) && value.length >= 16) return Buffer.from(value, 'hex');
  const url = BASE64URL.test(value);
  if (!BASE64.test(value) && !url) return undefined;
  const bytes = Buffer.from(value, url ? 'base64url' : 'base64');
  return bytes.length >= 6 ? bytes : undefined;
}

/**
 * Every encoding of `value` tarc or a server echoing it produces: as sent; the same bytes in base64,
 * base64url (padded or not) and hex (either case); each of those JSON-escaped (`\/`), percent-encoded
 * (as a query or a path carries it, either hex case) and Markdown-escaped (`\_`).
 */
export function encodingsOf(value: string): string[] {
  const bases = new Set<string>([value]);
  const bytes = bytesOf(value);
  if (bytes) {
    const b64 = bytes.toString('base64');
    const b64url = bytes.toString('base64url');
    const hex = bytes.toString('hex');
    for (const form of [b64, b64.replace(/=+$/, ''), b64url, `${b64url}${'='.repeat((4 - (b64url.length % 4)) % 4)}`, hex, hex.toUpperCase()]) bases.add(form);
  }
  const out = new Set<string>();
  for (const form of bases) {
    out.add(form);
    if (form.includes('/')) out.add(form.replaceAll('/', '\\/'));
    if (form.includes('_')) out.add(form.replaceAll('_', '\\_'));
    const percent = encodeComponent(form);
    if (percent !== form) {
      out.add(percent);
      out.add(percent.replace(/%[0-9A-F]{2}/g, (p) => p.toLowerCase()));
    }
    const json = JSON.stringify(form).slice(1, -1);
    if (json !== form) out.add(json);
  }
  return [...out];
}

/** Characters of the rolling hash's window: a form shorter than this is searched for plainly. */
const WINDOW = 12;
const BASE = 0x01000193;
/** BASE ** (WINDOW - 1), modulo 2^32: what the character leaving the window weighed. */
const WINDOW_POWER = power(BASE, WINDOW - 1);

function power(base: number, exponent: number): number {
  let out = 1;
  for (let i = 0; i < exponent; i++) out = Math.imul(out, base);
  return out;
}
/** Bits of the filter checked before the map: most windows of a text end there. */
const FILTER_BITS = 20;

/** Hashes in the map before the filter is made. */
const FILTER_FROM = 64;

function mark(filter: Uint8Array, h: number): void {
  const bit = h >>> (32 - FILTER_BITS);
  filter[bit >>> 3] = filter[bit >>> 3]! | (1 << (bit & 7));
}

function marked(filter: Uint8Array, h: number): boolean {
  const bit = h >>> (32 - FILTER_BITS);
  return (filter[bit >>> 3]! & (1 << (bit & 7))) !== 0;
}

function windowHash(text: string, at: number): number {
  let h = 0;
  for (let i = at; i < at + WINDOW; i++) h = (Math.imul(h, BASE) + text.charCodeAt(i)) | 0;
  return h;
}

/**
 * The secrets and signatures of a run (or a proxy session), in every encoding, found in any text in
 * one linear pass: a rolling hash of each form's first 12 characters (Rabin–Karp), so thousands of
 * signatures cost no more than one, and no regular expression ever runs over a server's text.
 */
export class SecretSet {
  private readonly byHash = new Map<number, string[]>();
  /** Made once there are FILTER_FROM hashes (a run's signatures); a set of a few secrets looks in the map directly. */
  private filter: Uint8Array | undefined;
  private readonly short = new Set<string>();
  /** `short`, longest first (a form containing another is replaced whole). */
  private shortSorted: string[] = [];
  private readonly registered = new Set<string>();
  /** Length of the shortest form in `byHash`. */
  private shortestLong = Infinity;

  /** Registers a secret or a signature sent (ignored when empty or already known). */
  add(value: string): void {
    if (value.length === 0 || this.registered.has(value)) return;
    this.registered.add(value);
    for (const form of encodingsOf(value)) {
      if (form.length < WINDOW) {
        this.short.add(form);
        this.shortSorted = [...this.short].sort((a, b) => b.length - a.length);
        continue;
      }
      const h = windowHash(form, 0);
      const list = this.byHash.get(h);
      if (!list) this.byHash.set(h, [form]);
      else if (!list.includes(form)) list.push(form);
      if (this.filter) mark(this.filter, h);
      else if (this.byHash.size >= FILTER_FROM) {
        this.filter = new Uint8Array(1 << (FILTER_BITS - 3));
        for (const key of this.byHash.keys()) mark(this.filter, key);
      }
      if (form.length < this.shortestLong) this.shortestLong = form.length;
    }
  }

  get size(): number {
    return this.registered.size;
  }

  /** `text` with every occurrence of every form replaced by REDACTED (the longest form where several start at once). */
  scrubText(text: string, replacement = REDACTED): string {
    let out = text;
    if (this.shortSorted.length > 0) out = replaceAll(out, this.shortSorted, replacement);
    if (this.byHash.size === 0 || out.length < this.shortestLong) return out;
    let pieces: string[] | undefined;
    let from = 0;
    let h = windowHash(out, 0);
    for (let i = 0; i + WINDOW <= out.length; ) {
      const candidates = this.filter && !marked(this.filter, h) ? undefined : this.byHash.get(h);
      let match: string | undefined;
      if (candidates) {
        for (const form of candidates) if ((match === undefined || form.length > match.length) && out.startsWith(form, i)) match = form;
      }
      if (match !== undefined) {
        (pieces ??= []).push(out.slice(from, i), replacement);
        i += match.length;
        from = i;
        if (i + WINDOW <= out.length) h = windowHash(out, i);
        continue;
      }
      if (i + WINDOW < out.length) {
        h = (h - Math.imul(out.charCodeAt(i), WINDOW_POWER)) | 0;
        h = (Math.imul(h, BASE) + out.charCodeAt(i + WINDOW)) | 0;
      }
      i++;
    }
    if (!pieces) return out;
    pieces.push(out.slice(from));
    return pieces.join('');
  }

  /** A copy of a JSON-like value (any shape) with every form replaced; the value itself when none occurs. */
  scrubValue<T>(value: T): T {
    if (this.registered.size === 0) return value;
    return mapStrings(value, (text) => this.scrubText(text));
  }
}
