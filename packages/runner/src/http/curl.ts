import { isSecretHeader } from './redact.js';

/** Single-quotes a word for a POSIX shell. */
export function shellQuote(word: string): string {
  return `'${word.replace(/'/g, `'\\''`)}'`;
}

/** The environment variable a replay reads a hidden header from: X-Signature → TARC_SIGNATURE. */
export function envNameFor(header: string): string {
  if (/^x-signature$/i.test(header)) return 'TARC_SIGNATURE';
  return `TARC_${header.replace(/^x-/i, '').replace(/[^A-Za-z0-9]/g, '_').toUpperCase()}`;
}

/**
 * A curl line that replays a GET: public headers as sent, secret ones read from environment
 * variables, e.g. `curl -sS -H 'X-PCK: k' -H "X-Signature: $TARC_SIGNATURE" 'http://…'`.
 */
export function curlLine(url: string, headers: Readonly<Record<string, string>>, secrets: readonly string[]): string {
  const parts = ['curl -sS'];
  for (const [name, value] of Object.entries(headers)) {
    if (isSecretHeader(name, value, secrets)) {
      parts.push(`-H "${name.replace(/["$`\\]/g, '')}: $${envNameFor(name)}"`);
    } else {
      parts.push(`-H ${shellQuote(`${name}: ${value}`)}`);
    }
  }
  parts.push(shellQuote(url));
  return parts.join(' ');
}
