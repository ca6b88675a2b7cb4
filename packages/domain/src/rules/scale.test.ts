import { describe, expect, it } from 'vitest';
import { DECIMAL_PATTERN } from '../decimals.js';
import { RESOURCE_KINDS } from '../resources.js';
import { DECIMAL_16_PATTERN } from '../schemas/fragments.js';
import { schemas } from '../schemas/resources.js';
import { DECIMAL_FIELDS } from './scale.js';

describe('DECIMAL_FIELDS', () => {
  it('names exactly the fields each schema types as a decimal string', () => {
    for (const kind of RESOURCE_KINDS) {
      const properties = (schemas[kind] as { properties: Record<string, { pattern?: string } | false> }).properties;
      const decimals = Object.entries(properties)
        .filter(([, p]) => p !== false && (p.pattern === DECIMAL_PATTERN || p.pattern === DECIMAL_16_PATTERN))
        .map(([name]) => name);
      expect(decimals, kind).toEqual([...((DECIMAL_FIELDS as Partial<Record<string, readonly string[]>>)[kind] ?? [])]);
    }
  });
});
