// The answer of the run that holds a record, for a finding's evidence. The run log keeps a body past
// the memory budget as an excerpt without data (Exchange.cut), but with the ids of its records taken
// when it arrived (Exchange.recordIds): an answer is found by a record's id either way.
import type { Exchange } from '#types';

type Fields = Record<string, unknown>;

/** Whether `e` answered a list holding a record of this id (and these fields, where the body is whole). */
function holds(e: Exchange, id: unknown, fields: Fields): boolean {
  if (Array.isArray(e.json))
    return e.json.some((r) => r !== null && typeof r === 'object' && r.id === id && Object.entries(fields).every(([k, v]) => r[k] === v));
  return e.recordIds?.has(String(id)) === true;
}

/** The first answer (of `path`, when given) holding a record of `record.id` with the same `fields`. */
export function exchangeHolding(
  exchanges: readonly Exchange[],
  record: { id?: unknown },
  options: { path?: string; fields?: Fields } = {},
): Exchange | undefined {
  const fields = options.fields ?? {};
  return exchanges.find((e) => (options.path === undefined || e.request.path === options.path) && holds(e, record.id, fields));
}
