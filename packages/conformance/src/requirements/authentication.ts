// Authentication, and the isolation sentence of the same section.
import type { Requirement } from './requirement.js';

const SECTION = 'Authentication';

/** The sentence that leaves the signing scheme, the stamp's and the nonce's validity to another article. */
const SCHEME_NOT_SHOWN =
  'The rules for computing X-Signature, the format and validity of X-Stamp and X-Nonce, and how keys ' +
  'are issued are described in a separate authentication article: not shown.';

export const authenticationRequirements = [
  {
    id: 'AUTH-REQUIRED',
    section: SECTION,
    quote: 'The order, single-order, trade, single-trade and account-wallet endpoints take these request headers:',
    level: 'MUST',
    openPoint: 5,
    note:
      'On these five endpoints a request without auth headers, with one of them present but empty or ' +
      'whitespace-only (no value is not a value), with a wrong X-Signature, or with an unknown X-PCK gets no ' +
      'account data: any non-2xx passes; a 2xx carrying records fails.',
  },
  {
    id: 'AUTH-REQUIRED-EVERY-REQUEST',
    section: SECTION,
    quote: 'The order, single-order, trade, single-trade and account-wallet endpoints take these request headers:',
    level: 'MUST',
    openPoint: 5,
    note:
      'The endpoint takes the headers whatever its query: on page 2 and in every query mode of the protected lists ' +
      '(orders by createdAtBefore and by orderIdAfter; trades by createdAtBefore, by createdAt, by orderId, by a window; ' +
      'wallets with currencySymbol), a request without auth headers gets no 2xx where the same request with the ' +
      "account's credentials gets one.",
  },
  {
    id: 'AUTH-FAILURE-STATUS',
    section: 'Errors',
    quote: "Status codes and bodies for authentication failures and for the other endpoints' failures: not shown.",
    level: 'INFO',
    openPoint: 5,
    note: 'The status a server uses to refuse a request without valid credentials is reported, never judged.',
  },
  {
    id: 'AUTH-NO-SIGNATURE-ECHO',
    section: SECTION,
    quote: '| X-Signature | <SIGNATURE> |',
    level: 'SHOULD',
    note:
      'No sentence states it: the signature authenticates the caller, so an error body or header that ' +
      'echoes the X-Signature sent hands it to whoever reads logs or proxies. SHOULD level.',
  },
  {
    id: 'AUTH-OTHER-ENDPOINTS',
    section: SECTION,
    quote:
      'Whether the crypto-withdrawals, crypto-deposits, broker-pairs, crypto-assets, crypto-network-families ' +
      'and fee-levels endpoints require these headers: not shown.',
    level: 'INFO',
    openPoint: 6,
    note: 'These six endpoints are probed without credentials and what they answer is reported, never judged.',
  },
  {
    id: 'AUTH-SCHEME',
    section: SECTION,
    quote: SCHEME_NOT_SHOWN,
    level: 'INFO',
    openPoint: 4,
    testable: false,
    note: "The signer is pluggable; the project's default scheme is an assumption, not the spec's.",
  },
  {
    id: 'AUTH-REPLAY',
    section: SECTION,
    quote: SCHEME_NOT_SHOWN,
    level: 'SHOULD',
    openPoint: 4,
    note:
      'The validity of X-Nonce is not shown: the exact headers of an accepted request, sent again, should ' +
      'be refused (a nonce is used once). A replay answered 2xx is reported, never a MUST failure.',
  },
  {
    id: 'AUTH-STALE-STAMP',
    section: SECTION,
    quote: SCHEME_NOT_SHOWN,
    level: 'SHOULD',
    openPoint: 4,
    note:
      'The validity of X-Stamp is not shown: a request stamped minutes away from now should be refused. ' +
      'A stale stamp answered 2xx is reported, never a MUST failure.',
  },
  {
    id: 'AUTH-EQUIVALENT-FORMS',
    section: SECTION,
    quote: 'The order, single-order, trade, single-trade and account-wallet endpoints take these request headers:',
    level: 'MUST',
    openPoint: 5,
    note:
      'A request without valid credentials gets no account data whatever form of the request reaches the ' +
      'handler: the path spelt otherwise (percent-encoded unreserved characters, a trailing or doubled slash, ' +
      'dot segments, another letter case, a ;parameter, a lookup with its slash encoded), HEAD, a GET with ' +
      "X-HTTP-Method-Override; a single lookup so spelt with the second account's credentials never gets the " +
      "first account's record; two X-PCK lines never get the second account's data. Asked of one list, one " +
      'lookup, the wallets and the first other endpoint seen protected (#6); a 2xx answered as the handler ' +
      'answers (a JSON list, even empty, or a record) fails, a 404 or any 4xx passes, and what each form got ' +
      'is reported. Header names in ' +
      'another letter case are reported, never judged (field names are case-insensitive).',
  },
  {
    id: 'AUTH-SIGNED-INPUTS',
    section: SECTION,
    quote: 'The order, single-order, trade, single-trade and account-wallet endpoints take these request headers:',
    level: 'MUST',
    openPoint: 4,
    note:
      'Under the default scheme (its signature covers X-PCK, X-Stamp and X-Nonce), an accepted request sent ' +
      "again with only its X-Nonce or only its X-Stamp changed (the old signature), or the second account's " +
      "signed headers under the first account's X-PCK, get no 2xx: a wrong signature. A custom --signer skips " +
      'the nonce and stamp changes (what its signature covers is not known) and says so.',
  },
  {
    id: 'AUTH-STAMP-FORM',
    section: SECTION,
    quote: SCHEME_NOT_SHOWN,
    level: 'SHOULD',
    openPoint: 4,
    note:
      "The format of X-Stamp is not shown; the default scheme's is Unix milliseconds: the same instant in " +
      'Unix seconds or as an ISO 8601 date-time, signed as such, should be refused, as a stale stamp is. ' +
      'Skipped under a custom --signer.',
  },
  {
    id: 'ISO-ACCOUNT-ID',
    section: SECTION,
    quote: "Results are limited to the authenticated account's own data.",
    level: 'MUST',
    note:
      'Every order, trade, wallet, withdrawal and deposit returned to one account carries one and the same ' +
      "accountId (learnt from the records themselves); two accounts' accountIds differ.",
  },
  {
    id: 'ISO-LISTS',
    section: SECTION,
    quote: "Results are limited to the authenticated account's own data.",
    level: 'MUST',
    note: "With a second account's credentials: none of its records appears in the first account's lists.",
  },
  {
    id: 'ISO-BY-ID',
    section: SECTION,
    quote: "Results are limited to the authenticated account's own data.",
    level: 'MUST',
    note: "The second account's order or trade fetched by id with the first account's credentials gets a " + 'non-2xx (404 or another), never the record.',
  },
] as const satisfies readonly Requirement[];
