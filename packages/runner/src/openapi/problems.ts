// The problem-details bodies of the "Errors" section as schemas: the fields every error carries, the
// RFC 9110 reference and title per status, `errors` keyed by parameter name (400 only), and a body
// without `errors` for the 404. What the spec leaves "not shown" (OPEN-POINTS #5, #7) stays open.
import { NOT_FOUND_TITLE, notFoundProblem, ORDER_ID_AFTER_OR_CREATED_AT_BEFORE_REQUIRED, validationProblem, VALIDATION_TITLE } from '@tarc/domain';

type Json = Record<string, unknown>;

const TRACE_ID = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';

/** A pattern matching `text` in any letter case (JSON Schema patterns have no flags). */
function anyCase(text: string): string {
  return [...text].map((c) => (/[a-z]/i.test(c) ? `[${c.toUpperCase()}${c.toLowerCase()}]` : c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('');
}

/**
 * "a reference to the matching RFC 9110 section (15.5.1 for 400, 15.5.5 for 404)": the text names
 * RFC 9110 and the section (or its anchor's words), wherever the reference is hosted.
 */
function problemTypePattern(status: 400 | 404): string {
  const [section, words] = status === 400 ? ['15\\.5\\.1', '400-bad-request'] : ['15\\.5\\.5', '404-not-found'];
  return `^(?=.*9110)(?=.*(${section}([^0-9]|$)|${anyCase(words)})).*$`;
}

const problemFields = (status: 400 | 404, title: Json): Json => ({
  type: {
    type: 'string',
    pattern: problemTypePattern(status),
    description: `a reference to the matching RFC 9110 section (${status === 400 ? '15.5.1' : '15.5.5'} for ${status})`,
  },
  title,
  status: { type: 'integer', const: status, description: 'the HTTP status' },
  traceId: { type: 'string' },
});

/** The orders 400: `errors` keyed by the operation's parameter names ("The errors object is keyed by parameter name."). */
export function validationProblemSchema(parameterNames: readonly string[]): Json {
  return {
    type: 'object',
    description:
      'Problem details of a 400 of GET /v1/orders: errors maps each parameter name to its messages ("The errors object is keyed by parameter name."; "The orders 400 body can also carry an accountId key").',
    required: ['type', 'title', 'status', 'traceId', 'errors'],
    properties: {
      ...problemFields(400, {
        type: 'string',
        pattern: anyCase('one or more validation errors occurred'),
        description: 'says one or more validation errors occurred',
        examples: [VALIDATION_TITLE],
      }),
      errors: {
        type: 'object',
        propertyNames: { enum: [...parameterNames] },
        additionalProperties: { type: 'array', items: { type: 'string' } },
      },
    },
    examples: [
      {
        ...validationProblem({ orderIdAfter: [ORDER_ID_AFTER_OR_CREATED_AT_BEFORE_REQUIRED], createdAtBefore: [ORDER_ID_AFTER_OR_CREATED_AT_BEFORE_REQUIRED] }),
        traceId: TRACE_ID,
      },
    ],
  };
}

/** The lookups' 404: "a body without errors", title "Not Found". */
export const NOT_FOUND_PROBLEM: Json = {
  type: 'object',
  description: 'Problem details of a 404: "a body without errors".',
  required: ['type', 'title', 'status', 'traceId'],
  properties: { ...problemFields(404, { type: 'string', const: NOT_FOUND_TITLE }), errors: false },
  examples: [{ ...notFoundProblem(), traceId: TRACE_ID }],
};

/**
 * A refusal of the other list endpoints (OPEN-POINTS #7: the failure statuses and bodies of trades,
 * withdrawals and deposits are not shown, so any 4xx is admitted): a JSON object, its fields typed
 * as the problem-details style types them, none required.
 */
export const OTHER_FAILURE: Json = {
  type: 'object',
  description:
    'A client error of an endpoint whose failure statuses and bodies are not shown (OPEN-POINTS #7). When present, the problem-details fields have their types.',
  properties: {
    type: { type: 'string' },
    title: { type: 'string' },
    status: { type: 'integer', minimum: 400, maximum: 499 },
    traceId: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
  },
};
