// One validation of each record of each answer, shared by the run's judge of every exchange and the
// checks reading the same answer (the run's answers are shared objects): keyed on the answer's list
// itself, so it lives exactly as long as the answer and no budget evicts it. Kept strict; the lenient
// reading is the strict one without `extra-field` (the lenient schema is the strict one without
// `additionalProperties: false`, and no record rule reports a field the spec does not list).
import { validateResource, type ResourceKind, type ResourceValidation } from '@tarc/domain';

interface Validated {
  kind: ResourceKind;
  /** Strict results of the list's first `results.length` records. */
  results: ResourceValidation[];
}

const byList = new WeakMap<readonly unknown[], Validated>();

/**
 * The strict validations of `list`'s first `count` records as `kind` (all by default), each computed
 * once per list: the same list asked again, by the judge or a check, reads them. `validate` computes
 * one record's (the checks pass their cache by record, for lists they build from several answers).
 */
export function listValidations(
  kind: ResourceKind,
  list: readonly unknown[],
  count = list.length,
  validate: (record: unknown) => ResourceValidation = (record) => validateResource(kind, record),
): readonly ResourceValidation[] {
  const results = validatedUpTo(kind, list, Math.min(count, list.length), validate);
  return results.length <= count ? results : results.slice(0, count);
}

/**
 * `listValidations(kind, list, index + 1, validate)[index]`: the records before it are validated
 * first, none after; nothing is copied (a check reads a list record by record).
 */
export function validationAt(
  kind: ResourceKind,
  list: readonly unknown[],
  index: number,
  validate: (record: unknown) => ResourceValidation = (record) => validateResource(kind, record),
): ResourceValidation {
  return validatedUpTo(kind, list, index + 1, validate)[index]!;
}

/** The list's held results, computed up to `upTo` records at least (all of them held, perhaps more). */
function validatedUpTo(kind: ResourceKind, list: readonly unknown[], upTo: number, validate: (record: unknown) => ResourceValidation): ResourceValidation[] {
  let held = byList.get(list);
  // The same list read as another kind (never in practice) is validated afresh.
  if (held === undefined || held.kind !== kind) {
    held = { kind, results: [] };
    byList.set(list, held);
  }
  const { results } = held;
  for (let i = results.length; i < upTo; i++) results.push(validate(list[i]));
  return results;
}

/** The lenient reading of a strict validation: the same findings without `extra-field`. */
export function lenientOf(result: ResourceValidation): ResourceValidation {
  if (result.ok || !result.findings.some((f) => f.code === 'extra-field')) return result;
  const findings = result.findings.filter((f) => f.code !== 'extra-field');
  return { ok: findings.length === 0, findings };
}
