// Problem-details bodies, as the spec's "Errors" section lists their fields.
import { DomainError } from './errors.js';

/** "a reference to the matching RFC 9110 section (15.5.1 for 400, 15.5.5 for 404)" */
export const PROBLEM_TYPE_BAD_REQUEST = 'https://tools.ietf.org/html/rfc9110#section-15.5.1';
export const PROBLEM_TYPE_NOT_FOUND = 'https://tools.ietf.org/html/rfc9110#section-15.5.5';
/** "for 400 the text says one or more validation errors occurred" */
export const VALIDATION_TITLE = 'One or more validation errors occurred.';
/** "for 404 it is Not Found" */
export const NOT_FOUND_TITLE = 'Not Found';

/** "errors: object mapping parameter name to an array of message strings" (400 only). */
export type ValidationErrors = Record<string, string[]>;

export interface ValidationProblem {
  type: typeof PROBLEM_TYPE_BAD_REQUEST;
  title: string;
  status: 400;
  errors: ValidationErrors;
  /** "traceId: all": the spec lists it for every error; pass it to the builder (`{ traceId }`). */
  traceId?: string;
}

export interface NotFoundProblem {
  type: typeof PROBLEM_TYPE_NOT_FOUND;
  title: string;
  status: 404;
  traceId?: string;
}

export type Problem = ValidationProblem | NotFoundProblem;

/** What a server adds to a problem body: "traceId: all" (its form is the server's). */
export interface ProblemOptions {
  traceId?: string;
}

/**
 * The 400 body for `errors` ("errors: object mapping parameter name to an array of message strings"),
 * with `traceId` when given.
 *
 * @throws DomainError `invalid-argument` when `errors` names no parameter, or a parameter with no
 *   message: a 400 says which parameter is wrong.
 */
export function validationProblem(errors: ValidationErrors, options: ProblemOptions = {}): ValidationProblem {
  const keys = Object.keys(errors);
  if (keys.length === 0 || keys.some((key) => !Array.isArray(errors[key]) || errors[key]!.length === 0)) {
    throw new DomainError('invalid-argument', 'a validation problem needs at least one parameter with at least one message');
  }
  const problem: ValidationProblem = { type: PROBLEM_TYPE_BAD_REQUEST, title: VALIDATION_TITLE, status: 400, errors };
  if (options.traceId !== undefined) problem.traceId = options.traceId;
  return problem;
}

/** The 404 body ("for 404 it is Not Found"), with `traceId` when given. */
export function notFoundProblem(options: ProblemOptions = {}): NotFoundProblem {
  const problem: NotFoundProblem = { type: PROBLEM_TYPE_NOT_FOUND, title: NOT_FOUND_TITLE, status: 404 };
  if (options.traceId !== undefined) problem.traceId = options.traceId;
  return problem;
}
