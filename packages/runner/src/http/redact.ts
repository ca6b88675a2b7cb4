// Secrets never leave the process: the API secret and signatures are replaced before anything is
// shown (evidence, curl lines, reports, stdout).

export const REDACTED = '<redacted>';

const SECRET_HEADER = /signature|secret|authorization|token|password/i;

/** True when a header must not be shown: its name says so or its value carries a secret. */
export function isSecretHeader(name: string, value: string, secrets: readonly string[]): boolean {
  return SECRET_HEADER.test(name) || secrets.some((s) => s.length > 0 && value.includes(s));
}

export function redactHeaders(
  headers: Readonly<Record<string, string>>,
  secrets: readonly string[],
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    out[name] = isSecretHeader(name, value, secrets) ? REDACTED : value;
  }
  return out;
}

/** Replaces every occurrence of each secret in `text`. */
export function scrubText(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const s of secrets) if (s.length > 0 && out.includes(s)) out = out.split(s).join(REDACTED);
  return out;
}

/** Deep copy of a JSON-like value with every secret replaced; the value itself when none occurs. */
export function scrubValue<T>(value: T, secrets: readonly string[]): T {
  if (value === undefined) return value;
  const text = JSON.stringify(value);
  if (text === undefined) return value;
  // Inside JSON text a secret appears in its escaped form.
  const live = secrets
    .filter((s) => s.length > 0)
    .map((s) => JSON.stringify(s).slice(1, -1))
    .filter((s) => text.includes(s));
  if (live.length === 0) return value;
  return JSON.parse(scrubText(text, live)) as T;
}
