import { isSecretHeader } from './redact.js';

/** Single-quotes a word for a POSIX shell. */
export function shellQuote(word: string): string {
  return `'${word.replace(/'/g, `'\\''`)}'`;
}

/** The environment variable a replay reads a hidden header from: X-Signature → TARC_SIGNATURE. */
function envNameFor(header: string): string {
  if (/^x-signature$/i.test(header)) return 'TARC_SIGNATURE';
  return `TARC_${header
    .replace(/^x-/i, '')
    .replace(/[^A-Za-z0-9]/g, '_')
    .toUpperCase()}`;
}

/** Headers a signed request must send fresh on every replay (a stamp window, a nonce used once). */
const FRESH_HEADER = /^x-(stamp|nonce)$/i;

/**
 * A curl line that replays a GET: public headers as sent, secret ones read from environment
 * variables, e.g. `curl -sS -H 'X-PCK: k' -H "X-Signature: $TARC_SIGNATURE" 'http://…'`. X-Stamp and
 * X-Nonce come from variables too: replaying the recorded ones would be refused as stale or reused.
 */
export function curlLine(url: string, headers: Readonly<Record<string, string>>, secrets: readonly string[], method = 'GET'): string {
  const parts = ['curl -sS'];
  if (method === 'HEAD') parts.push('-I');
  else if (method !== 'GET') parts.push(`-X ${shellQuote(method)}`);
  // curl resolves dot segments itself unless told not to: the replay sends the path as tarc did.
  if (/\/\.{1,2}(?:\/|$|\?)/.test(url)) parts.push('--path-as-is');
  for (const [name, value] of Object.entries(headers)) {
    if (isSecretHeader(name, value, secrets) || FRESH_HEADER.test(name)) {
      parts.push(`-H "${name.replace(/["$`\\]/g, '')}: $${envNameFor(name)}"`);
    } else {
      parts.push(`-H ${shellQuote(`${name}: ${value}`)}`);
    }
  }
  parts.push(shellQuote(url));
  return parts.join(' ');
}

/**
 * Shell lines that set TARC_STAMP, TARC_NONCE and TARC_SIGNATURE for a replay with the default signer
 * (the project's assumed scheme), from TARC_API_KEY and TARC_API_SECRET in the reader's own shell.
 */
export const REPLAY_SNIPPET = [
  // Milliseconds as POSIX sh and every date(1) give them (GNU's %3N is "…3N" on macOS and BSD).
  'TARC_STAMP=$(( $(date +%s) * 1000 )); TARC_NONCE=$(openssl rand -hex 16)',
  'TARC_SIGNATURE=$(printf \'%s\' "$TARC_API_KEY$TARC_STAMP$TARC_NONCE" | openssl dgst -sha256 -mac HMAC -macopt "hexkey:$(printf \'%s\' "$TARC_API_SECRET" | base64 -d | od -An -tx1 | tr -d \' \\n\')" -binary | base64)',
].join('\n');
