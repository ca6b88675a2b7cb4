// The published schema of report.json, and a validator for it: a report tarc writes must hold it.
import { readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import type { ValidateFunction } from 'ajv';

let validator: ValidateFunction | undefined;

/** Schema errors of a parsed report.json (`[]` when it holds), as `path: message` lines. */
export function reportSchemaErrors(report: unknown): string[] {
  validator ??= new Ajv({ allErrors: true, strict: true }).compile(
    JSON.parse(readFileSync(new URL('../../schemas/report.schema.json', import.meta.url), 'utf8')) as object,
  );
  if (validator(report)) return [];
  return (validator.errors ?? []).map((e) => `${e.instancePath || '/'}: ${e.message ?? 'invalid'}`);
}
