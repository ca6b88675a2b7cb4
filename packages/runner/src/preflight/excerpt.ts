/** A short, one-line excerpt of a response body for a configuration message. */
export function bodyExcerpt(text: string, max = 160): string {
  const line = text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
  if (line === '') return '(empty body)';
  return line.length > max ? `${line.slice(0, max)}…` : line;
}
