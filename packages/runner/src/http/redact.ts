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

/** The forms a secret can take inside text a server echoes: as is, JSON-escaped, slashes escaped. */
export function secretForms(secrets: readonly string[]): string[] {
  const forms = new Set<string>();
  for (const s of secrets) {
    if (s.length === 0) continue;
    forms.add(s);
    forms.add(JSON.stringify(s).slice(1, -1));
    forms.add(s.replaceAll('/', '\\/'));
  }
  // Longest first, so a form containing another is replaced whole.
  return [...forms].sort((a, b) => b.length - a.length);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * Applies `f` to every string inside a JSON-like value (object keys included) and returns a copy,
 * or the value itself when nothing changed. Replacing inside strings, never in serialized text,
 * keeps the structure intact whatever the secret looks like.
 */
export function mapStrings<T>(value: T, f: (text: string) => string): T {
  if (typeof value === 'string') return f(value) as T;
  if (Array.isArray(value)) {
    let changed = false;
    const out = value.map((item) => {
      const mapped = mapStrings(item, f);
      if (mapped !== item) changed = true;
      return mapped;
    });
    return (changed ? out : value) as T;
  }
  if (isPlainObject(value)) {
    let changed = false;
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      const k = f(key);
      const mapped = mapStrings(item, f);
      if (k !== key || mapped !== item) changed = true;
      out[k] = mapped;
    }
    return (changed ? out : value) as T;
  }
  return value;
}

/** A copy of a JSON-like value with every secret replaced; the value itself when none occurs. */
export function scrubValue<T>(value: T, secrets: readonly string[]): T {
  const forms = secretForms(secrets);
  if (forms.length === 0) return value;
  return mapStrings(value, (text) => scrubText(text, forms));
}
