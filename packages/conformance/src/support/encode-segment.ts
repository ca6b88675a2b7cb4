// Ids and pair symbols come from the server: any string JSON can carry, a lone UTF-16 surrogate
// (`"\ud800"`) included, on which encodeURIComponent throws "URI malformed".

/** Percent-encodes a path segment or query value as UTF-8, never throwing: a lone surrogate becomes U+FFFD. */
export function encodeSegment(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(Buffer.from(text, 'utf8').toString('utf8'));
  }
}
