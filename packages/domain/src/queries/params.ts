// Reading query parameters as they arrive on the wire, collecting every issue of the query.
// Errors are keyed by the parameter name as sent (camelCase, "Names are case-sensitive as written");
// messages name the parameter in PascalCase, as the spec quotes them ("OrderIdAfter or
// CreatedAtBefore is required.").
import { type EnumCase, enumValue, SORT_ORDERS, type SortOrder } from '../enums.js';
import { parseDateTimeInput, type Instant } from '../instant.js';
import { validationProblem } from '../problems.js';
import { validationErrors, type QueryIssue, type QueryIssueCode } from './issues.js';
import type { QueryInput, QueryResult } from './types.js';

/** Largest value `page` and `pageSize` accept (a signed 32-bit integer, as servers commonly bind). */
export const MAX_INT = 2_147_483_647;

/** "| page default | all paged endpoints | 1 |" */
export const PAGE_DEFAULT = 1;

const PLAIN_INTEGER = /^\d+$/;
const SHOWN_VALUE_LENGTH = 40;

/** `pageSize` → `PageSize`. */
export function displayName(key: string): string {
  return key.charAt(0).toUpperCase() + key.slice(1);
}

/** Quotes a received value in a message, shortened so a long value never floods a report. */
function shown(value: string): string {
  return value.length > SHOWN_VALUE_LENGTH ? `${value.slice(0, SHOWN_VALUE_LENGTH)}…` : value;
}

/** Every parameter with all its values in arrival order (repeated parameters preserved). */
export function readParams(input: QueryInput): Map<string, string[]> {
  const params = new Map<string, string[]>();
  if (input instanceof URLSearchParams) {
    for (const [key, value] of input) {
      const values = params.get(key);
      if (values) values.push(value);
      else params.set(key, [value]);
    }
    return params;
  }
  for (const key of Object.keys(input)) {
    const raw = input[key];
    if (raw === undefined) continue;
    const values = Array.isArray(raw) ? raw.map(String) : [String(raw)];
    if (values.length > 0) params.set(key, values);
  }
  return params;
}

/** Collects the issues of a query in order; a query reports every issue it has, not only the first. */
export class IssueBag {
  readonly issues: QueryIssue[] = [];
  add(code: QueryIssueCode, key: string, message: string): void {
    this.issues.push({ code, key, message });
  }
  get empty(): boolean {
    return this.issues.length === 0;
  }
  has(key: string): boolean {
    return this.issues.some((issue) => issue.key === key);
  }
  /** The failed result: the issues, and the 400 body built from them. */
  invalid(): QueryResult<never> {
    return { ok: false, issues: this.issues, problem: validationProblem(validationErrors(this.issues)) };
  }
}

/**
 * A scalar parameter (STRING, INT, DATETIME): sent more than once is an error on its key. An empty
 * value counts as not sent (`pairSymbol=` is "required", not "must exist"; `page=` is the default).
 */
export function scalar(params: Map<string, string[]>, key: string, issues: IssueBag): string | undefined {
  const values = params.get(key);
  if (values === undefined) return undefined;
  if (values.length > 1) {
    issues.add('repeated', key, `${displayName(key)} must be sent only once.`);
    return undefined;
  }
  return values[0] === '' ? undefined : values[0];
}

/** The non-empty values of a STRING[] parameter (`name=<v1>&name=<v2>`); empty values are not sent. */
export function list(params: Map<string, string[]>, key: string): string[] {
  return (params.get(key) ?? []).filter((value) => value !== '');
}

/**
 * An INT parameter: a plain decimal integer (digits only: no sign, exponent, point or spaces) from
 * `min` to `max`; absent gives `fallback`.
 */
export function integer(params: Map<string, string[]>, key: string, issues: IssueBag, min: number, max: number, fallback: number): number {
  const value = scalar(params, key, issues);
  if (value === undefined) return fallback;
  if (!PLAIN_INTEGER.test(value) || Number(value) > MAX_INT) {
    issues.add('format', key, `The value '${shown(value)}' is not valid for ${displayName(key)}.`);
    return fallback;
  }
  const n = Number(value);
  if (n < min || n > max) {
    issues.add(
      'range',
      key,
      max === MAX_INT ? `${displayName(key)} must be greater than or equal to ${min}.` : `${displayName(key)} must be between ${min} and ${max}.`,
    );
    return fallback;
  }
  return n;
}

/** `order` / `orderBy`: "ASC or DESC, default Desc"; case-insensitive, normalized to upper case. */
export function sortOrder(params: Map<string, string[]>, key: string, issues: IssueBag): SortOrder {
  const value = scalar(params, key, issues);
  if (value === undefined) return 'DESC';
  const upper = value.toUpperCase();
  if ((SORT_ORDERS as readonly string[]).includes(upper)) return upper as SortOrder;
  issues.add('enum', key, `${displayName(key)} must be ASC or DESC.`);
  return 'DESC';
}

/** A DATETIME parameter, read by `parseDateTimeInput`; an unreadable value is an error on its key. */
export function dateTime(params: Map<string, string[]>, key: string, issues: IssueBag): Instant | undefined {
  return dateTimeValue(key, scalar(params, key, issues), issues);
}

/** Reads a DATETIME value already taken from the query (see `dateTime`). */
export function dateTimeValue(key: string, value: string | undefined, issues: IssueBag): Instant | undefined {
  if (value === undefined) return undefined;
  const instant = parseDateTimeInput(value);
  if (instant === undefined) issues.add('format', key, `The value '${shown(value)}' is not valid for ${displayName(key)}.`);
  return instant;
}

/**
 * A STRING[] parameter whose values come from `allowed`, matched per `enumCase` (`enumValue`).
 * Duplicates are dropped; the first error per value is reported.
 */
export function enumList<T extends string>(
  params: Map<string, string[]>,
  key: string,
  issues: IssueBag,
  allowed: readonly T[],
  enumCase: EnumCase = 'exact',
  reject?: (value: string) => { code: QueryIssueCode; message: string } | undefined,
): T[] {
  const result: T[] = [];
  for (const value of list(params, key)) {
    const special = reject?.(value);
    const word = special === undefined ? enumValue(value, allowed, enumCase) : undefined;
    if (special !== undefined) issues.add(special.code, key, special.message);
    else if (word === undefined) {
      issues.add('enum', key, `The value '${shown(value)}' is not valid for ${displayName(key)}; allowed: ${allowed.join(', ')}.`);
    } else if (!result.includes(word)) result.push(word);
  }
  return result;
}

/** An enum STRING scalar, matched per `enumCase` (`enumValue`). */
export function enumScalar<T extends string>(
  params: Map<string, string[]>,
  key: string,
  issues: IssueBag,
  allowed: readonly T[],
  enumCase: EnumCase = 'exact',
): T | undefined {
  const value = scalar(params, key, issues);
  if (value === undefined) return undefined;
  const word = enumValue(value, allowed, enumCase);
  if (word !== undefined) return word;
  issues.add('enum', key, `The value '${shown(value)}' is not valid for ${displayName(key)}; allowed: ${allowed.join(', ')}.`);
  return undefined;
}

/** "PairSymbol must exist." lookups accept a Set or an array of symbols. */
export function pairExists(pairs: ReadonlySet<string> | readonly string[], symbol: string): boolean {
  return Array.isArray(pairs) ? pairs.includes(symbol) : (pairs as ReadonlySet<string>).has(symbol);
}
