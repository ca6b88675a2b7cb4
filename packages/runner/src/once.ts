/** `make()` at the first call, then the same value: what is costly to load is loaded when first needed. */
export function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
