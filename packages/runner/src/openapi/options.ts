// The readings of the open points a document must choose, since OpenAPI has one answer per question.

/** DATETIME input: "The accepted input format: not shown." (OPEN-POINTS #2) */
export const DATETIME_FORMS = ['service', 'date-time'] as const;
export type DatetimeForm = (typeof DATETIME_FORMS)[number];

/** Auth failure status: "not shown" (OPEN-POINTS #5). */
export const AUTH_STATUSES = [401, 403] as const;
export type AuthStatus = (typeof AUTH_STATUSES)[number];

/** The six endpoints whose need for the auth headers is "not shown" (OPEN-POINTS #6). */
export const UNSTATED_AUTH_ENDPOINTS = [
  'crypto-withdrawals',
  'crypto-deposits',
  'broker-pairs',
  'crypto-assets',
  'crypto-network-families',
  'fee-levels',
] as const;
export type UnstatedAuthEndpoint = (typeof UNSTATED_AUTH_ENDPOINTS)[number];

export interface OpenApiOptions {
  /**
   * `service` (default): the form the service writes its own timestamps in (no offset, 6 or 7
   * fractional digits), as a pattern; `date-time`: RFC 3339 (`format: date-time`, a zone required).
   */
  datetimeForm: DatetimeForm;
  /** The status of a refused request on the authenticated operations (default 401). */
  authStatus: AuthStatus;
  /**
   * Which of the six endpoints the server is seen to protect (OPEN-POINTS #6): they get the auth
   * headers as required security and the refusal status; the others accept them optionally.
   */
  secured: readonly UnstatedAuthEndpoint[];
}

export const DEFAULT_OPENAPI_OPTIONS: Readonly<OpenApiOptions> = Object.freeze({
  datetimeForm: 'service',
  authStatus: 401,
  secured: [],
});
