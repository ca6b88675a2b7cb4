// Problem-details bodies, as the spec's "Errors" section lists their fields.

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
  type: string;
  title: string;
  status: 400;
  errors: ValidationErrors;
  /** Present on the wire; the domain leaves it out and a server adds it. */
  traceId?: string;
}

export interface NotFoundProblem {
  type: string;
  title: string;
  status: 404;
  traceId?: string;
}

export type Problem = ValidationProblem | NotFoundProblem;

export function validationProblem(errors: ValidationErrors): ValidationProblem {
  return { type: PROBLEM_TYPE_BAD_REQUEST, title: VALIDATION_TITLE, status: 400, errors };
}

export function notFoundProblem(): NotFoundProblem {
  return { type: PROBLEM_TYPE_NOT_FOUND, title: NOT_FOUND_TITLE, status: 404 };
}
