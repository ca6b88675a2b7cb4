// "Errors": the problem-details body and its rules. Other sections' checks reference these ids.
import type { Requirement } from './requirement.js';

const ERRORS = 'Errors';

export const errorsRequirements = [
  {
    id: 'ERR-PROBLEM-FIELDS',
    section: ERRORS,
    quote: [
      '| type | string | all; a reference to the matching RFC 9110 section (15.5.1 for 400, 15.5.5 for 404) |',
      '| title | string | all; for 400 the text says one or more validation errors occurred; for 404 it is Not Found |',
      '| status | integer | all; the HTTP status |',
      '| traceId | string | all |',
    ].join('\n'),
    level: 'MUST',
    note: 'Every 400 and 404 error body is a JSON object with type (string), title (string), status (integer) and traceId (string).',
  },
  {
    id: 'ERR-PROBLEM-TYPE',
    section: ERRORS,
    quote: '| type | string | all; a reference to the matching RFC 9110 section (15.5.1 for 400, 15.5.5 for 404) |',
    level: 'MUST',
    note: 'type names RFC 9110 and the section for the status: "15.5.1" (or the anchor "400-bad-request") for 400, "15.5.5" (or "404-not-found") for 404. The URL form is not given, so any URL or text naming both is accepted.',
  },
  {
    id: 'ERR-PROBLEM-TITLE',
    section: ERRORS,
    quote: '| title | string | all; for 400 the text says one or more validation errors occurred; for 404 it is Not Found |',
    level: 'MUST',
    note: 'For 404 the title is exactly "Not Found". For 400 the title says "one or more validation errors occurred" (case and a final full stop are not significant).',
  },
  {
    id: 'ERR-STATUS-MATCHES',
    section: ERRORS,
    quote: '| status | integer | all; the HTTP status |',
    level: 'MUST',
  },
  {
    id: 'ERR-400-ERRORS-KEYED',
    section: ERRORS,
    quote:
      'GET /v1/orders returns 400 when a parameter fails validation. The errors object is keyed by parameter name.\n| errors | object mapping parameter name to an array of message strings | 400 only |',
    level: 'MUST',
    note: 'errors is an object; each key is the name of a parameter exactly as written in the spec (names are case-sensitive) and each value a non-empty array of strings.',
  },
  {
    id: 'ERR-ORD-BOTH-MISSING',
    section: ERRORS,
    quote:
      'When both orderIdAfter and createdAtBefore are missing, then errors holds a message on each of the two keys saying OrderIdAfter or CreatedAtBefore is required.',
    level: 'MUST',
    note: 'errors.orderIdAfter and errors.createdAtBefore each hold at least one message. The wording of the message is not compared.',
  },
  {
    id: 'ERR-ORD-PAIR-REQUIRED',
    section: ERRORS,
    quote: 'When pairSymbol is missing, then errors.pairSymbol carries a message that it is required.',
    level: 'MUST',
    note: 'The wording of the message is not compared.',
  },
  {
    id: 'ERR-ORD-PAIR-EXISTS',
    section: ERRORS,
    quote: 'When pairSymbol names no existing pair, then errors.pairSymbol carries a message that it must exist.',
    level: 'MUST',
    note: 'Probed with a symbol that is not among the discovered broker pairs. The wording of the message is not compared.',
  },
  {
    id: 'ERR-ORD-BOTH-MISSING-MESSAGE',
    section: ERRORS,
    quote:
      'When both orderIdAfter and createdAtBefore are missing, then errors holds a message on each of the two keys saying OrderIdAfter or CreatedAtBefore is required.',
    level: 'MUST',
    note: 'Judged by meaning, not text: on each of the two keys some message names both parameters (any case, any spacing) and says they are required ("required", "must be set/sent/provided/given/specified", "missing", "mandatory").',
  },
  {
    id: 'ERR-ORD-PAIR-MESSAGES',
    section: ERRORS,
    quote:
      'When pairSymbol is missing, then errors.pairSymbol carries a message that it is required. When pairSymbol names no existing pair, then errors.pairSymbol carries a message that it must exist.',
    level: 'MUST',
    note: 'Judged by meaning, not text: for a missing pairSymbol some message says it is required; for a symbol that names no pair some message says it does not exist ("exist", "unknown", "not found", "no such", "invalid", "not recognised"), a message that only says "required" does not.',
  },
  {
    id: 'ERR-ORD-CANCELED-400',
    section: ERRORS,
    quote: 'When status=Canceled is sent to GET /v1/orders, then a 400 validation error is returned.',
    level: 'MUST',
    note: 'The response is a 400 with a validation problem body. Which key carries the message is not said (status is expected but not required).',
  },
  {
    id: 'ERR-ORD-ACCOUNTID',
    section: ERRORS,
    quote: 'The orders 400 body can also carry an accountId key with a message that it is required.',
    level: 'INFO',
    note: 'Allowed, never required: accountId is not a parameter of GET /v1/orders, and the spec does not say when it appears. Its presence is reported.',
  },
  {
    id: 'ERR-404-NO-ERRORS',
    section: ERRORS,
    quote: 'GET /v1/orders/{id} and GET /v1/trades/{id} return 404 with a body without errors when the id matches nothing.',
    level: 'MUST',
    note: 'Probed with an id built to differ from every id discovery saw, and with malformed ids (signed, letters only): "matches nothing" makes no exception for an id of another form, so those are 404 too, not 400. The body is a 404 problem without an errors member.',
  },
  {
    id: 'ERR-OTHER-FAILURES',
    section: ERRORS,
    quote: "Status codes and bodies for authentication failures and for the other endpoints' failures: not shown.",
    level: 'INFO',
    openPoint: 7,
    testable: false,
    note: 'OPEN-POINTS #5 (authentication failures) and #7 (other endpoints): the exact 4xx and its body are reported, never failed; out-of-range input must not be honoured and a 5xx is always a failure (ERR-NO-5XX).',
  },
  {
    id: 'ERR-NO-5XX',
    section: ERRORS,
    quote: 'a 5xx is always a failure',
    level: 'MUST',
    openPoint: 7,
    note: 'Quoted from OPEN-POINTS.md #7, the project decision on Errors rule 7: no request the run makes, valid or not, may get a 5xx. A server error is never a documented answer.',
  },
] as const satisfies readonly Requirement[];
