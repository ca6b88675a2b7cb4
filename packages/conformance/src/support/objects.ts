// A hostile or broken server may put anything in a list: checks that read fields look only at the
// JSON objects (the schema checks report the rest), so a hostile body never makes them throw.

export function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

export function objectsOf(items: readonly unknown[] | undefined): Record<string, unknown>[] {
  return (items ?? []).filter(isObject);
}

/** The keys of `errors` in a problem body (empty when there is no such object), for messages and evidence. */
export function errorKeys(body: unknown): string[] {
  return isObject(body) && isObject(body.errors) ? Object.keys(body.errors) : [];
}
