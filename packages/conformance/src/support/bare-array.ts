// "Successful list responses are bare JSON arrays with no envelope and no total count": what a
// list's 200 body is instead, read once for the checks and the single-exchange rule.

/** What the body is when it is not a bare JSON array (`a JSON object (an envelope?)`); undefined when it is one. */
export function notBareArray(json: unknown, jsonError?: string): string | undefined {
  if (Array.isArray(json)) return undefined;
  if (json === undefined) return `not JSON (${jsonError ?? 'unparseable'})`;
  return json !== null && typeof json === 'object' ? 'a JSON object (an envelope?)' : `JSON ${json === null ? 'null' : typeof json}`;
}
