// Faults of error responses.
import type { Fault } from './types.js';

export const ERROR_FAULTS: readonly Fault[] = [
  {
    name: 'not-found-with-errors',
    description: 'The 404 of GET /v1/orders/{id} and GET /v1/trades/{id} carries an errors object.',
    requirements: ['ERR-404-NO-ERRORS', 'return 404 with a body without errors when the id matches nothing'],
    hooks: {
      problem(c) {
        if (c.status === 404 && (c.endpoint === 'order' || c.endpoint === 'trade')) {
          return { status: 404, body: { ...c.body, errors: { id: ['The id matches nothing.'] } } };
        }
      },
    },
  },
  {
    name: 'server-error-on-bad-page',
    description: 'An invalid page parameter is answered 500 instead of a 400 validation error.',
    requirements: ['GEN-NO-5XX', 'GET /v1/orders returns 400 when a parameter fails validation.'],
    hooks: {
      problem(c) {
        const errors = c.body.errors;
        if (c.status === 400 && typeof errors === 'object' && errors !== null && 'page' in errors) {
          return {
            status: 500,
            body: { title: 'An error occurred while processing your request.', status: 500, traceId: c.body.traceId },
          };
        }
      },
    },
  },
];
