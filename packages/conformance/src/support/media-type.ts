// "Success is HTTP 200 with a JSON body": what labels a body as JSON.

/** `application/json` or a `+json` suffix (RFC 6839), parameters (charset) allowed; case-insensitive. */
export function isJsonMediaType(contentType: string | undefined): boolean {
  if (contentType === undefined) return false;
  const essence = contentType.split(';')[0]!.trim().toLowerCase();
  return essence === 'application/json' || /^[a-z0-9!#$&^_.-]+\/[a-z0-9!#$&^_.+-]+\+json$/.test(essence);
}
