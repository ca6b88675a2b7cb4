// Public types of the reference server: options, handle, demo accounts and the profile.
import type { EnumCase } from '@tarc/domain';

/** The credentials of one seeded account, printed by `tarc serve` and returned in-process. */
export interface DemoAccount {
  accountId: string;
  apiKey: string;
  apiSecret: string;
}

/**
 * Alternatives OPEN-POINTS.md allows where the spec is silent. A conformant server may pick any of
 * them; the suite must pass the reference server in each.
 */
export interface ReferenceProfile {
  /** OPEN-POINTS #5: the status of an authentication failure ("not shown"). Default 401. */
  authFailureStatus: 401 | 403;
  /** "with 6 or 7 fractional-second digits". Default 7. */
  timestampDigits: 7 | 6;
  /**
   * OPEN-POINTS #10, "Identifiers are strings": `varying` decimal ids of varying length (default),
   * `fixed-width` decimal ids of one width, `prefixed` non-numeric ids such as `ord-0000000000042`
   * (ordered as strings).
   */
  idStyle: 'varying' | 'fixed-width' | 'prefixed';
  /** OPEN-POINTS #6: reference-data endpoints require authentication too (same as `auth: 'all'`). */
  referenceDataAuth: boolean;
  /**
   * OPEN-POINTS #1: with trades `orderId`, another parameter is refused (`exclusive`, 400), or
   * orderId is one more filter with pairSymbol required (`filter`), or every other parameter is
   * ignored (`ignore`: all the order's trades, newest first, whatever pageSize, page or dates say).
   */
  tradesOrderId: 'exclusive' | 'filter' | 'ignore';
  /** OPEN-POINTS #3: which end a clamped 90-day window keeps. */
  windowAnchor: 'before' | 'after';
  /** OPEN-POINTS #12: trades `createdAt` read as the calendar day or the exact instant. */
  tradesCreatedAt: 'day' | 'instant';
  /** OPEN-POINTS #13: one unlisted field on every record except deposits (at most SHOULD-level). */
  extraFields: boolean;
  /**
   * OPEN-POINTS #11: the sign of a Sell trade's denominatorAmount, feeAmount and taxAmount (only the
   * Buy rule, negative, is stated). Default `positive`.
   */
  sellSign: 'positive' | 'negative';
  /**
   * OPEN-POINTS #7: the status of a validation failure of trades, crypto-withdrawals and
   * crypto-deposits ("not shown"; orders' 400 is stated). Default 400.
   */
  otherValidationStatus: 400 | 422;
  /**
   * OPEN-POINTS #7: a `pageSize` above the maximum on trades, crypto-withdrawals and crypto-deposits
   * is refused (`refuse`, a validation failure) or cut to the maximum (`cut`); either is "not honoured".
   */
  pageSizeAboveMax: 'refuse' | 'cut';
  /** OPEN-POINTS #5: the body of an authentication failure ("not shown"): problem details or none. */
  authFailureBody: 'problem' | 'empty';
  /**
   * OPEN-POINTS #2: the DATETIME input accepted ("not shown"): `any` ISO 8601 form (a date, an
   * offset, up to 7 digits), or only the `service` form the service writes (no offset, no bare date),
   * or only a `zoned` date-time (with `Z` or an offset, as many public APIs insist).
   */
  datetimeInput: 'any' | 'service' | 'zoned';
  /**
   * OPEN-POINTS #8: deposit status values ("not shown"): `default` (Completed, Pending, Rejected) or
   * `other` words (Success, Processing, Failed).
   */
  depositStatuses: 'default' | 'other';
  /**
   * OPEN-POINTS #15: the order of records with equal createdAt ("not said"): `stable` (by position),
   * or `reversed-in-page` (each page's ties reversed, so a larger page may order them differently).
   */
  tieOrder: 'stable' | 'reversed-in-page';
  /**
   * OPEN-POINTS #4: the signature rules are "not shown". `base64` is this project's default scheme;
   * `hex` is the same HMAC written in hex, another scheme a run reaches only with a matching signer.
   */
  signatureEncoding: 'base64' | 'hex';
  /**
   * The letter case of enum values in queries (the spec is silent; only parameter names are
   * "case-sensitive as written"): `exact`, or `insensitive` (`type=buy`, `status=untouched`).
   */
  enumCase: EnumCase;
  /**
   * How the router reads a path the spec does not spell (issue 42; the spec shows each path once):
   * `strict` routes only the written paths (`/v1/%6Frders`, `/v1/orders/`, HEAD: 404 or 405);
   * `lenient` routes the normalised path (unreserved escapes decoded, dot segments resolved, doubled
   * and trailing slashes dropped) and answers HEAD as GET without its body, authentication deciding
   * on the route matched.
   */
  pathForms: 'strict' | 'lenient';
}

/** The endpoints of the spec, named by their path under /v1 (`order` and `trade` are lookups). */
export type EndpointName =
  | 'orders'
  | 'order'
  | 'trades'
  | 'trade'
  | 'account-wallets'
  | 'crypto-withdrawals'
  | 'crypto-deposits'
  | 'broker-pairs'
  | 'crypto-assets'
  | 'crypto-network-families'
  | 'fee-levels';
