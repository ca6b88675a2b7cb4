import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { RESOURCE_KINDS } from '../resources.js';
import { schemas } from './resources.js';

const file = (kind: string) => new URL(`../../schemas/${kind}.schema.json`, import.meta.url);

describe('shipped schemas/<kind>.schema.json', () => {
  it.each(RESOURCE_KINDS.map((k) => [k]))('%s matches the TypeScript schema (else run pnpm gen)', (kind) => {
    let text: string;
    try {
      text = readFileSync(file(kind), 'utf8');
    } catch {
      throw new Error(`schemas/${kind}.schema.json is missing: run \`pnpm gen\``);
    }
    expect(text, `schemas/${kind}.schema.json is stale: run \`pnpm gen\``).toBe(`${JSON.stringify(schemas[kind], null, 2)}\n`);
  });

  it('compiles with a plain Ajv2020 in strict mode (no custom keywords or formats)', () => {
    const ajv = new Ajv2020({ strict: true, allowUnionTypes: true });
    for (const kind of RESOURCE_KINDS) {
      const schema = JSON.parse(readFileSync(file(kind), 'utf8')) as Record<string, unknown>;
      expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
      expect(() => ajv.compile(schema)).not.toThrow();
    }
  });
});
