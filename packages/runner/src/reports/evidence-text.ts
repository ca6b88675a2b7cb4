import type { Evidence } from '@tarc/conformance';

const MAX_BODY_TEXT = 4000;

/** The body as shown in text reports: JSON pretty-printed, bounded. */
export function bodyText(body: unknown): string {
  const text = typeof body === 'string' ? body : (JSON.stringify(body, null, 2) ?? String(body));
  return text.length > MAX_BODY_TEXT ? `${text.slice(0, MAX_BODY_TEXT)}… (${text.length - MAX_BODY_TEXT} more characters)` : text;
}

/** One piece of evidence as plain text (JUnit failure bodies, terminals). */
export function evidenceText(e: Evidence): string {
  const lines = [`${e.request.method} ${e.request.url}`, `replay: ${e.curl}`];
  if (e.error) lines.push(`transport error: ${e.error}`);
  if (e.response) lines.push(`status: ${e.response.status}`);
  if (e.expected !== undefined) lines.push(`expected: ${e.expected}`);
  if (e.actual !== undefined) lines.push(`actual: ${e.actual}`);
  if (e.note !== undefined) lines.push(`note: ${e.note}`);
  if (e.response?.body !== undefined) lines.push(`body: ${bodyText(e.response.body)}`);
  return lines.join('\n');
}
