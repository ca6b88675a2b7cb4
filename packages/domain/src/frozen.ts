// The spec's constants are the same for the whole process: an exported list or table is frozen, so
// `ORDER_TYPES.push('Hold')` throws instead of making every later query accept `type=Hold`.

/** `value` with every object and array it holds frozen, then itself; returned for a `const` to hold. */
export function deepFrozen<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFrozen(inner);
    Object.freeze(value);
  }
  return value;
}
