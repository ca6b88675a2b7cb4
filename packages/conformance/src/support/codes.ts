// Code tables (code → meaning) a check composes from a shared probe's table: the check names the
// codes it keeps, the meanings stay with the probe that emits them.
import type { CodeMeanings } from '#types';

/** The entries of `table` named by `codes`, typed so the check's FindingCodes stay literal. */
export function pickCodes<T extends CodeMeanings, K extends keyof T & string>(table: T, ...codes: readonly K[]): Pick<T, K> {
  return Object.fromEntries(codes.map((code) => [code, table[code]])) as Pick<T, K>;
}

/**
 * Every code of `table` → `requirements` (a check's `codeRequirements` when each of its codes breaks
 * the same ones of its requirements, e.g. an authentication check also naming the INFO failure status).
 */
export function requirementOfEvery<T extends CodeMeanings, R extends string>(table: T, requirements: readonly R[]): Record<keyof T & string, readonly R[]> {
  return Object.fromEntries(Object.keys(table).map((code) => [code, requirements])) as Record<keyof T & string, readonly R[]>;
}

/** A camelCase parameter name as part of a finding code, as a type: `pageSize` → `page-size`. */
export type KebabCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `-${Lowercase<Head>}`}${KebabCase<Tail>}`
  : S;

/** A camelCase parameter name as part of a finding code: `pageSize` → `page-size`. */
export const kebabCase = <S extends string>(name: S): KebabCase<S> => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`) as KebabCase<S>;
