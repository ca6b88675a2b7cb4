import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Ajv2020 } from 'ajv/dist/2020.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RESOURCE_KINDS } from './resources.js';
import { AJV_OPTIONS, schemasFingerprint } from './schemas/ajv-options.js';
import { schemas } from './schemas/resources.js';
import { resource } from './testing/index.js';

const file = new URL('../dist/validators.cjs', import.meta.url);
type Validate = ((value: unknown) => boolean) & { errors?: unknown };
const load = async () => createRequire(import.meta.url)(file.pathname) as Record<string, Validate> & { fingerprint: string };

describe.skipIf(!existsSync(file))('dist/validators.cjs (precompiled by the build)', () => {
  it('matches the schemas (else run `npx pnpm@10.34.8 --filter @tarc/domain build`)', async () => {
    expect((await load()).fingerprint).toBe(schemasFingerprint(schemas));
  });

  it.each(RESOURCE_KINDS.map((k) => [k] as const))('%s: the verdict and errors of a runtime compilation (property)', async (kind) => {
    const precompiled = (await load())[kind]!;
    const runtime = new Ajv2020(AJV_OPTIONS).compile(schemas[kind]);
    const changed = resource(kind).chain((r) => fc.tuple(fc.constant(r), fc.constantFrom(...Object.keys(r)), fc.jsonValue()));
    fc.assert(
      fc.property(changed, fc.boolean(), ([r, field, value], extra) => {
        const record = { ...r, [field]: value, ...(extra ? { xExtra: 1 } : {}) };
        expect(precompiled(record)).toBe(runtime(record));
        expect(precompiled.errors ?? null).toEqual(runtime.errors ?? null);
      }),
    );
  });
});
