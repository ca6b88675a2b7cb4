// Building blocks of the resource schemas (JSON Schema draft 2020-12, plain JSON, no custom keywords
// or formats, so that any 2020-12 validator can use the shipped files).
import { DECIMAL_PATTERN } from '../decimals.js';

/** A JSON Schema as plain JSON. */
export type JsonSchema = { readonly [key: string]: unknown };

const DRAFT_2020_12 = 'https://json-schema.org/draft/2020-12/schema';

/** "decimal numbers carried as JSON strings" */
export const DECIMAL = { type: 'string', pattern: DECIMAL_PATTERN } as const;
/** The 16-digit pattern behind `DECIMAL_16`; a pattern failure on a plain decimal is a wrong scale. */
export const DECIMAL_16_PATTERN = '^-?[0-9]+\\.[0-9]{16}$';
/** "Orders, trades, wallets and broker pairs use 16 fractional digits." */
export const DECIMAL_16 = { type: 'string', pattern: DECIMAL_16_PATTERN } as const;
/**
 * "ISO 8601 date-times without a zone offset, with 6 or 7 fractional-second digits". The shape only;
 * that it is a real calendar instant is a record rule (`checkTimestamps`).
 */
export const TIMESTAMP_PATTERN = '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}\\.[0-9]{6,7}$';
export const TIMESTAMP = { type: 'string', pattern: TIMESTAMP_PATTERN } as const;
/** "Identifiers are strings." */
export const ID = { type: 'string' } as const;
export const STRING = { type: 'string' } as const;
/** "string or null": present, possibly null. */
export const NULLABLE_STRING = { type: ['string', 'null'] } as const;
export const BOOLEAN = { type: 'boolean' } as const;
export const INTEGER = { type: 'integer' } as const;
export const enumOf = (values: readonly string[]) => ({ type: 'string', enum: [...values] });

/**
 * An object whose listed fields are all required and no other field is allowed (the strict form).
 * `forbidden` fields are named with the schema `false`: rejected in every mode.
 */
export function record(properties: Record<string, JsonSchema>, forbidden: readonly string[] = []): JsonSchema {
  const all: Record<string, JsonSchema | false> = { ...properties };
  for (const name of forbidden) all[name] = false;
  return { type: 'object', required: Object.keys(properties), properties: all, additionalProperties: false };
}

/** Wraps a record schema as a top-level schema of one kind. */
export function topLevel(kind: string, title: string, description: string, body: JsonSchema): JsonSchema {
  return { $schema: DRAFT_2020_12, $id: `urn:tarc:schema:${kind}`, title, description, ...body };
}

/** The lenient form: the same schema with every `additionalProperties: false` removed. */
export function lenient(schema: JsonSchema): JsonSchema {
  return strip(schema) as JsonSchema;
}

function strip(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(strip);
  if (node === null || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'additionalProperties' && value === false) continue;
    out[key] = strip(value);
  }
  return out;
}
