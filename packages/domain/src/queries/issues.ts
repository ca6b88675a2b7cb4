// What a query validator reports: one issue per broken rule, as data. The code says which rule (tests
// and callers compare codes), the key the parameter as sent, the message the spec's words for the
// 400 body, which is built from the issues (`validationErrors`).
import type { ValidationErrors } from '../problems.js';

/**
 * - `repeated`: a scalar parameter sent more than once.
 * - `required`: a required parameter missing or empty ("The PairSymbol field is required.").
 * - `required-either`: neither of two parameters that are each "required if the other is not set"
 *   (one issue on each key: "OrderIdAfter or CreatedAtBefore is required.").
 * - `unknown-pair`: a pairSymbol that is not an existing pair ("PairSymbol must exist.").
 * - `format`: a value of the wrong shape: an INT that is not a plain decimal integer, a DATETIME that
 *   does not read.
 * - `range`: an INT outside its bounds (`page` below 1, `pageSize` past the endpoint's maximum).
 * - `enum`: a value outside the parameter's listed words (`type`, `status`, `side`, `order`, `orderBy`).
 * - `not-listable`: the status Canceled ("Canceled is rejected with a validation error").
 * - `not-with-order-id`: a trades parameter sent with orderId ("when set, no other parameter may be sent").
 */
export type QueryIssueCode = 'repeated' | 'required' | 'required-either' | 'unknown-pair' | 'format' | 'range' | 'enum' | 'not-listable' | 'not-with-order-id';

export interface QueryIssue {
  code: QueryIssueCode;
  /** The parameter's name as sent (camelCase, "Names are case-sensitive as written"); the 400 body's key. */
  key: string;
  /** The spec's words (the parameter in PascalCase, as the spec quotes it); a value quoted is cut to 40 characters. */
  message: string;
}

/** The 400 body's `errors` ("object mapping parameter name to an array of message strings"): each issue's message under its key, in order. */
export function validationErrors(issues: readonly QueryIssue[]): ValidationErrors {
  const errors: ValidationErrors = {};
  for (const { key, message } of issues) (errors[key] ??= []).push(message);
  return errors;
}
