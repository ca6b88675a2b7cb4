// validateResource: one kind's schema (compiled once, lazily) plus that kind's record rules.
import { createRequire } from 'node:module';
import type { Ajv2020, ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import { isDecimalString } from './decimals.js';
import { RESOURCE_KINDS, type ResourceKind } from './resources.js';
import { RECORD_RULES } from './rules/by-kind.js';
import { fieldPath, shownValue, type Finding, type FindingCode } from './rules/finding.js';
import { DECIMAL_16_PATTERN, lenient, TIMESTAMP_PATTERN, type JsonSchema } from './schemas/fragments.js';
import { AJV_OPTIONS, schemasFingerprint } from './schemas/ajv-options.js';
import { schemas } from './schemas/resources.js';

/**
 * `strict` (default) rejects fields the spec does not list (`extra-field`). `lenient` allows them,
 * except the deposit's four ("A deposit has no feeAmount, no updatedAt, no externalTransactionId and
 * no createdBy"), which every mode rejects (`forbidden-field`). See OPEN-POINTS #13.
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

let ajv: Ajv2020 | undefined;
const MODES: readonly ValidationMode[] = ['strict', 'lenient'];
// One validator per kind, the strict one: with allErrors, the lenient schema's errors are exactly the
// strict one's without `additionalProperties` (lenient() strips only `additionalProperties: false`),
// so a run compiles each kind once instead of twice (compilation is most of a cold run's ajv cost).
const compiled: Partial<Record<ResourceKind, ValidateFunction>> = {};

// The build precompiles the validators (scripts/write-validators.mjs → dist/validators.cjs); from the
// sources, or when that file no longer matches the schemas, each kind is compiled at first use.
// Loaded synchronously (CommonJS): no top-level await, so require('@tarc/domain') works (Node 20.19+).
const PRECOMPILED = './validators.cjs';
function loadPrecompiled(): (Partial<Record<ResourceKind, ValidateFunction>> & { fingerprint?: string }) | undefined {
  try {
    return createRequire(import.meta.url)(PRECOMPILED) as Partial<Record<ResourceKind, ValidateFunction>> & { fingerprint?: string };
  } catch {
    return undefined;
  }
}
const precompiled = loadPrecompiled();
/* v8 ignore next 3 -- runs from dist/ only: the sources have no precompiled validators */
if (precompiled?.fingerprint === schemasFingerprint(schemas)) {
  for (const kind of RESOURCE_KINDS) if (typeof precompiled[kind] === 'function') compiled[kind] = precompiled[kind];
}

function compile(kind: ResourceKind): ValidateFunction {
  // Our schemas are checked against the 2020-12 meta-schema by the tests (schemas/files.test.ts,
  // validate-resource.test.ts); AJV_OPTIONS skips that check, which halves the compile cost.
  // Ajv itself is loaded only here, at the first compilation (a build's precompiled validators need none).
  ajv ??= new (createRequire(import.meta.url)('ajv/dist/2020.js') as typeof import('ajv/dist/2020.js')).Ajv2020(AJV_OPTIONS);
  return (compiled[kind] = ajv.compile(schemaFor(kind, 'strict')));
}

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
 * @throws RangeError for an unknown kind or mode (a caller's mistake, not a record's).
 */
export function validateResource(kind: ResourceKind, value: unknown, options: { mode?: ValidationMode } = {}): ResourceValidation {
  const mode = options.mode ?? 'strict';
  if (!MODES.includes(mode)) {
    throw new RangeError(`unknown mode ${shownValue(mode)}; expected strict or lenient`);
  }
  if (!Object.hasOwn(RECORD_RULES, kind)) {
    throw new RangeError(`unknown resource kind ${shownValue(kind)}; expected one of ${RESOURCE_KINDS.join(', ')}`);
  }
  const validate = compiled[kind] ?? compile(kind);
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
