// A hostile or broken server may put anything in a list: checks that read fields look only at the
// JSON objects (the schema checks report the rest).

export function objectsOf(items: readonly unknown[] | undefined): Record<string, unknown>[] {
  return (items ?? []).filter((item): item is Record<string, unknown> => item !== null && typeof item === 'object' && !Array.isArray(item));
}
