// The Ajv options validateResource compiles with, shared with the build script that precompiles the
// same validators (scripts/gen.mjs), so both give the same errors.
import type { Options } from 'ajv';

/** Every error (allErrors), with the failing data (verbose: findings quote it). */
export const AJV_OPTIONS = { allErrors: true, verbose: true, allowUnionTypes: true, validateSchema: false } as const satisfies Options;

/** What the precompiled validators were built from: they are used only while it still matches. */
export function schemasFingerprint(schemas: Readonly<Record<string, unknown>>): string {
  return JSON.stringify(schemas);
}
