import { Ajv2020 } from 'ajv/dist/2020.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RESOURCE_KINDS } from './resources.js';
import { AJV_OPTIONS, schemasFingerprint } from './schemas/ajv-options.js';
import { schemas } from './schemas/resources.js';
import * as precompiled from './schemas/validators.generated.js';
import { resource } from './testing/index.js';

type Validate = ((value: unknown) => boolean) & { errors?: unknown };
const generated = precompiled as unknown as Record<string, Validate> & { fingerprint: string };

describe('src/schemas/validators.generated.ts (ajv standalone code, imported statically)', () => {
  it('matches the schemas (else run `npx pnpm@10.34.8 --filter @tarc/domain gen`)', () => {
    expect(generated.fingerprint).toBe(schemasFingerprint(schemas));
  });

  it.each(RESOURCE_KINDS.map((k) => [k] as const))('%s: the verdict and errors of a runtime compilation (property)', (kind) => {
    const validate = generated[kind]!;
    const runtime = new Ajv2020(AJV_OPTIONS).compile(schemas[kind]);
    const changed = resource(kind).chain((r) => fc.tuple(fc.constant(r), fc.constantFrom(...Object.keys(r)), fc.jsonValue()));
    fc.assert(
      fc.property(changed, fc.boolean(), ([r, field, value], extra) => {
        const record = { ...r, [field]: value, ...(extra ? { xExtra: 1 } : {}) };
        expect(validate(record)).toBe(runtime(record));
        expect(validate.errors ?? null).toEqual(runtime.errors ?? null);
      }),
    );
  });
});
