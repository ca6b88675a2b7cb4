// The problem-details body of the spec's "Errors" table, as findings tagged with requirement ids
// and a finding code for the check that reports them.
// Written once for the error checks, their 400/404 probes elsewhere, and the single-exchange rules
// (exchange-rules/problems.ts, orders-refusal.ts).
import { ORDERS_PARAMETERS } from '@tarc/domain';
import type { RequirementId } from '../requirements/index.js';
import { isObject } from './objects.js';

/** What the rules read of an answer: its status and parsed body (an `Exchange` or a judged exchange). */
export interface Answer {
  status: number;
  json: unknown;
}

export interface ProblemFinding {
  /** The local code of the broken rule (one of PROBLEM_CODES or VALIDATION_ERRORS_CODES). */
  code: keyof typeof PROBLEM_CODES | keyof typeof VALIDATION_ERRORS_CODES;
  requirement: RequirementId;
  message: string;
}

/** Every code `problemFindings` can give, each with what it means. */
export const PROBLEM_CODES = {
  'not-problem-object': 'an error body is not a problem-details JSON object',
  'type-not-string': 'the type of an error body is missing or not a string',
  'title-not-string': 'the title of an error body is missing or not a string',
  'trace-id-not-string': 'the traceId of an error body is missing or not a string',
  'status-not-integer': 'the status of an error body is missing or not an integer',
  'status-mismatch': 'the status of an error body differs from the HTTP status',
  'type-wrong-section': 'the type of an error body does not refer to the RFC 9110 section of its status (15.5.1 for 400, 15.5.5 for 404)',
  'title-wrong': 'the title of an error body is not the one of its status (one or more validation errors occurred for 400, Not Found for 404)',
} as const;

/** The requirement each of PROBLEM_CODES breaks (a check reporting them names these among its requirements). */
export const PROBLEM_CODE_REQUIREMENTS = {
  'not-problem-object': ['ERR-PROBLEM-FIELDS'],
  'type-not-string': ['ERR-PROBLEM-FIELDS'],
  'title-not-string': ['ERR-PROBLEM-FIELDS'],
  'trace-id-not-string': ['ERR-PROBLEM-FIELDS'],
  'status-not-integer': ['ERR-PROBLEM-FIELDS'],
  'status-mismatch': ['ERR-STATUS-MATCHES'],
  'type-wrong-section': ['ERR-PROBLEM-TYPE'],
  'title-wrong': ['ERR-PROBLEM-TITLE'],
} as const satisfies Record<keyof typeof PROBLEM_CODES, readonly RequirementId[]>;

/** Every code `validationErrorsFindings` can give, each with what it means. */
export const VALIDATION_ERRORS_CODES = {
  'errors-not-object': 'the errors of a 400 body is missing or not an object',
  'errors-key-not-parameter': 'a key of errors in a 400 body is not a parameter name as written',
  'errors-not-message-array': 'a member of errors in a 400 body is not a non-empty array of message strings',
} as const;

/** The requirement each of VALIDATION_ERRORS_CODES breaks. */
export const VALIDATION_ERRORS_CODE_REQUIREMENTS = {
  'errors-not-object': ['ERR-400-ERRORS-KEYED'],
  'errors-key-not-parameter': ['ERR-400-ERRORS-KEYED'],
  'errors-not-message-array': ['ERR-400-ERRORS-KEYED'],
} as const satisfies Record<keyof typeof VALIDATION_ERRORS_CODES, readonly RequirementId[]>;

/** "a reference to the matching RFC 9110 section (15.5.1 for 400, 15.5.5 for 404)" */
const TYPE_SECTION: Record<400 | 404, RegExp> = {
  400: /15\.5\.1(?![0-9])|400-bad-request/i,
  404: /15\.5\.5(?![0-9])|404-not-found/i,
};

/** "for 400 the text says one or more validation errors occurred; for 404 it is Not Found" */
function titleMatches(status: 400 | 404, title: string): boolean {
  return status === 404 ? title === 'Not Found' : /one or more validation errors occurred/i.test(title);
}

/**
 * What is wrong with an error body expected for `status`: the fields every error carries (type,
 * title, status, traceId), the type reference, the title, and status equal to the HTTP status.
 * The `errors` member is judged by the caller (400 only, keyed by parameter name).
 */
export function problemFindings(exchange: Answer, status: 400 | 404): ProblemFinding[] {
  const body = exchange.json;
  if (!isObject(body)) {
    const what = body === undefined ? 'not JSON' : Array.isArray(body) ? 'a JSON array' : `JSON ${typeof body}`;
    return [{ code: 'not-problem-object', requirement: 'ERR-PROBLEM-FIELDS', message: `the ${status} body is ${what}, not a problem-details object` }];
  }
  const out: ProblemFinding[] = [];
  for (const [field, type, code] of [
    ['type', 'string', 'type-not-string'],
    ['title', 'string', 'title-not-string'],
    ['traceId', 'string', 'trace-id-not-string'],
  ] as const) {
    if (typeof body[field] !== type) {
      out.push({
        code,
        requirement: 'ERR-PROBLEM-FIELDS',
        message: `${field} is ${body[field] === undefined ? 'missing' : `not a ${type} (${JSON.stringify(body[field])})`}`,
      });
    }
  }
  if (!Number.isInteger(body.status)) {
    out.push({
      code: 'status-not-integer',
      requirement: 'ERR-PROBLEM-FIELDS',
      message: `status is ${body.status === undefined ? 'missing' : `not an integer (${JSON.stringify(body.status)})`}`,
    });
  } else if (body.status !== exchange.status) {
    out.push({ code: 'status-mismatch', requirement: 'ERR-STATUS-MATCHES', message: `status is ${String(body.status)} in a ${exchange.status} response` });
  }
  if (typeof body.type === 'string' && !(/9110/.test(body.type) && TYPE_SECTION[status].test(body.type))) {
    out.push({
      code: 'type-wrong-section',
      requirement: 'ERR-PROBLEM-TYPE',
      message: `type ${JSON.stringify(body.type)} does not refer to RFC 9110 section ${status === 400 ? '15.5.1' : '15.5.5'}`,
    });
  }
  if (typeof body.title === 'string' && !titleMatches(status, body.title)) {
    out.push({
      code: 'title-wrong',
      requirement: 'ERR-PROBLEM-TITLE',
      message: `title ${JSON.stringify(body.title)} is not ${status === 404 ? '"Not Found"' : 'one saying one or more validation errors occurred'}`,
    });
  }
  return out;
}

/**
 * "errors: object mapping parameter name to an array of message strings" and "The errors object is
 * keyed by parameter name." `accountId` is allowed too: "The orders 400 body can also carry an
 * accountId key".
 */
export function validationErrorsFindings(exchange: Answer, parameters: Iterable<string> = ORDERS_PARAMETERS): ProblemFinding[] {
  const body = exchange.json;
  if (!isObject(body)) return []; // problemFindings reports the body itself
  const errors = body.errors;
  if (!isObject(errors)) {
    return [
      {
        code: 'errors-not-object',
        requirement: 'ERR-400-ERRORS-KEYED',
        message: `errors is ${errors === undefined ? 'missing' : `not an object (${JSON.stringify(errors)?.slice(0, 80)})`}`,
      },
    ];
  }
  const allowed = new Set([...parameters, 'accountId']);
  const out: ProblemFinding[] = [];
  for (const [key, messages] of Object.entries(errors)) {
    if (!allowed.has(key)) {
      out.push({
        code: 'errors-key-not-parameter',
        requirement: 'ERR-400-ERRORS-KEYED',
        message: `errors key ${JSON.stringify(key)} is not a parameter name as written`,
      });
    }
    if (!Array.isArray(messages) || messages.length === 0 || !messages.every((m) => typeof m === 'string')) {
      out.push({
        code: 'errors-not-message-array',
        requirement: 'ERR-400-ERRORS-KEYED',
        message: `errors.${key} is not a non-empty array of message strings (${JSON.stringify(messages)?.slice(0, 80)})`,
      });
    }
  }
  return out;
}

/** True when errors[key] holds at least one message string. */
export function hasMessageOn(exchange: Answer, key: string): boolean {
  const body = exchange.json;
  if (!isObject(body) || !isObject(body.errors)) return false;
  const messages = body.errors[key];
  return Array.isArray(messages) && messages.some((m) => typeof m === 'string' && m.length > 0);
}
