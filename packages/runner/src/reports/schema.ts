// The published schema of report.json, and a validator for it: a report tarc writes must hold it.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { ValidateFunction } from 'ajv';
import { packageFile } from '../package-file.js';

/** `make()` at the first call, then the same value. */
function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

/** Ajv is loaded at the first report checked, not with the CLI. */
const reportValidator = once((): ValidateFunction => {
  const { Ajv } = createRequire(import.meta.url)('ajv') as typeof import('ajv');
  return new Ajv({ allErrors: true, strict: true }).compile(JSON.parse(readFileSync(packageFile('schemas/report.schema.json'), 'utf8')) as object);
});

/** Schema errors of a parsed report.json (`[]` when it holds), as `path: message` lines. */
export function reportSchemaErrors(report: unknown): string[] {
  const validator = reportValidator();
  if (validator(report)) return [];
  return (validator.errors ?? []).map((e) => `${e.instancePath || '/'}: ${e.message ?? 'invalid'}`);
}
