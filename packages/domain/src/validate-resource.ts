// validateResource: one kind's schema (precompiled by ajv into validators.generated.ts, imported
// statically so a bundler follows it; no schema is compiled at run time) plus that kind's record rules.
import type { ErrorObject } from 'ajv';
import { isDecimalString } from './decimals.js';
import { DomainError } from './errors.js';
import { RESOURCE_KINDS, type ResourceByKind, type ResourceKind } from './resources.js';
import { RECORD_RULES } from './rules/by-kind.js';
import { fieldPath, shownValue, type Finding, type FindingCode } from './rules/finding.js';
import { DECIMAL_16_PATTERN, lenient, TIMESTAMP_PATTERN, type JsonSchema } from './schemas/fragments.js';
import { schemas } from './schemas/resources.js';
import * as precompiled from './schemas/validators.generated.js';

/**
 * `strict` (default) rejects fields the spec does not list (`extra-field`). `lenient` allows them,
 * except the deposit's four ("A deposit has no feeAmount, no updatedAt, no externalTransactionId and
 * no createdBy"), which every mode rejects (`forbidden-field`). The spec does not say whether a
 * record may carry fields it does not list (open point #13 in the README): a server may add some.
 */
export type ValidationMode = 'strict' | 'lenient';

export interface ResourceValidation {
  ok: boolean;
  findings: Finding[];
}

/** The schema `validateResource` uses for a kind and mode (the lenient one has its own `$id`). */
export function schemaFor(kind: ResourceKind, mode: ValidationMode = 'strict'): JsonSchema {
  const schema = schemas[kind];
  if (mode === 'strict') return schema;
  return { ...lenient(schema), $id: `${String(schema.$id)}:lenient` };
}

const MODES: readonly ValidationMode[] = ['strict', 'lenient'];
type ValidateFunction = ((value: unknown) => boolean) & { errors?: ErrorObject[] | null };
// One validator per kind, the strict one: with allErrors, the lenient schema's errors are exactly the
// strict one's without `additionalProperties` (lenient() strips only `additionalProperties: false`).
const VALIDATORS = precompiled as unknown as Readonly<Record<ResourceKind, ValidateFunction>>;

function pathOf(instancePath: string): string {
  let field = '';
  if (instancePath === '') return field;
  for (const raw of instancePath.slice(1).split('/')) {
    const segment = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    field = fieldPath(field, /^(0|[1-9][0-9]*)$/.test(segment) ? Number(segment) : segment);
  }
  return field;
}

function finding(field: string, code: FindingCode, message: string): Finding {
  return { field, code, message: field === '' ? `the record ${message}` : `${field} ${message}` };
}

function toFinding(e: ErrorObject): Finding {
  const at = pathOf(e.instancePath);
  const params = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'required':
      return finding(fieldPath(at, String(params.missingProperty)), 'required', 'is required');
    case 'additionalProperties':
      return finding(fieldPath(at, String(params.additionalProperty)), 'extra-field', 'is not a field the spec lists');
    case 'false schema':
      return finding(at, 'forbidden-field', 'must not be present: "A deposit has no feeAmount, no updatedAt, no externalTransactionId and no createdBy."');
    case 'type':
      return finding(at, 'type', `must be ${String(params.type).replace(',', ' or ')}, got ${shownValue(e.data)}`);
    case 'enum':
      return finding(at, 'enum', `must be one of ${(params.allowedValues as unknown[]).join(', ')}, got ${shownValue(e.data)}`);
    case 'minimum':
    case 'maximum':
      return finding(at, 'range', `must be ${String(params.comparison)} ${String(params.limit)}, got ${shownValue(e.data)}`);
    case 'pattern':
      if (params.pattern === TIMESTAMP_PATTERN) {
        return finding(at, 'format', `must be a date-time without offset with 6 or 7 fractional digits, got ${shownValue(e.data)}`);
      }
      if (params.pattern === DECIMAL_16_PATTERN && isDecimalString(e.data)) {
        return finding(at, 'scale', `must carry 16 fractional digits, got ${shownValue(e.data)}`);
      }
      return finding(at, 'format', `must be a plain decimal string, got ${shownValue(e.data)}`);
    /* v8 ignore next 2 -- no keyword of ours reaches it; kept so a future keyword still reports */
    default:
      return finding(at, 'invalid', e.message ?? `fails ${e.keyword}`);
  }
}

/**
 * Validates one record of `kind` against its schema and its record rules, and reports every finding.
 * At most one finding per field once the schema has failed: a rule does not repeat what the schema
 * said about the same field. `ok` is true when there is no finding.
 *
 * @throws DomainError `invalid-argument` (a `RangeError`) for an unknown kind or mode (a caller's mistake, not a record's).
 */
export function validateResource(kind: ResourceKind, value: unknown, options: { mode?: ValidationMode } = {}): ResourceValidation {
  const mode = options.mode ?? 'strict';
  if (!MODES.includes(mode)) {
    throw new DomainError('invalid-argument', `unknown mode ${shownValue(mode)}; expected strict or lenient`);
  }
  if (!Object.hasOwn(RECORD_RULES, kind)) {
    throw new DomainError('invalid-argument', `unknown resource kind ${shownValue(kind)}; expected one of ${RESOURCE_KINDS.join(', ')}`);
  }
  const validate = VALIDATORS[kind];
  const isRecord = value !== null && typeof value === 'object' && !Array.isArray(value);
  const errors = validate(value) ? [] : mode === 'strict' ? validate.errors! : validate.errors!.filter((e) => e.keyword !== 'additionalProperties');
  if (errors.length === 0) {
    const findings = RECORD_RULES[kind](value as Record<string, unknown>);
    return { ok: findings.length === 0, findings };
  }
  const findings = errors.map(toFinding);
  if (isRecord) {
    const reported = new Set(findings.map((f) => f.field));
    for (const f of RECORD_RULES[kind](value as Record<string, unknown>)) if (!reported.has(f.field)) findings.push(f);
  }
  return { ok: false, findings };
}

/** `parseResource`'s answer: the record, typed, when it has no finding; every finding otherwise. */
export type ResourceParse<K extends ResourceKind> = { ok: true; value: ResourceByKind[K]; findings: [] } | { ok: false; findings: Finding[] };

/**
 * Parses one record of `kind`: `validateResource`'s verdict, with the record typed as the spec's
 * resource when it holds (safeParse-like). The value is the one given, not a copy.
 *
 * @throws DomainError `invalid-argument` for an unknown kind or mode, as `validateResource`.
 */
export function parseResource<K extends ResourceKind>(kind: K, value: unknown, options: { mode?: ValidationMode } = {}): ResourceParse<K> {
  const result = validateResource(kind, value, options);
  return result.ok ? { ok: true, value: value as ResourceByKind[K], findings: [] } : { ok: false, findings: result.findings };
}
