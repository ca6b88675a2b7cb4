// List items that are JSON objects. Anything else in a list is the schema checks' finding; the
// other checks look only at objects, so a hostile body never makes them throw.

export function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

export function objectsOf(items: readonly unknown[]): Record<string, unknown>[] {
  return items.filter(isObject);
}
