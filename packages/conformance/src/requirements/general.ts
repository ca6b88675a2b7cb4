// "What the service does", its general conventions, "Endpoints" (common rules) and "Versioning",
// as they apply to every endpoint.
import type { Requirement } from './requirement.js';

const CONVENTIONS = 'What the service does > General conventions';

export const generalRequirements = [
  {
    id: 'GEN-ENDPOINT-COUNT',
    section: 'Trading Account Read Service',
    quote:
      'This document covers the whole service: nine read-only HTTP endpoints under {base_url}/v1, their resources, authentication headers, errors, limits and versioning.',
    level: 'INFO',
    testable: false,
    note: 'The "Endpoints" section lists eleven paths (nine list endpoints and two single lookups), not nine. The suite checks all eleven listed endpoints; the count itself is a contradiction of the document, not something a server can satisfy or break.',
  },
  {
    id: 'GEN-GET-ONLY',
    section: 'What the service does',
    quote: 'Every documented operation is a GET.',
    level: 'MUST',
    note: 'Read as: every documented list endpoint answers a GET (not 404 or 405). The suite only ever sends GET.',
  },
  {
    id: 'GEN-SUCCESS-200-JSON',
    section: 'Endpoints',
    quote: 'Success is HTTP 200 with a JSON body.',
    level: 'MUST',
    note: 'Every 2xx response of the run must be a 200 whose body parses as JSON.',
  },
  {
    id: 'GEN-SUCCESS-JSON-MEDIA-TYPE',
    section: 'Endpoints',
    quote: 'Success is HTTP 200 with a JSON body.',
    level: 'SHOULD',
    note: 'The spec says "a JSON body", not which media type labels it. A JSON body is labelled by a JSON media type (RFC 8259 section 11: application/json; RFC 6839: any +json suffix), parameters such as charset allowed; a 200 labelled otherwise (text/plain, none) is a stated convention broken without a stated failure: SHOULD, never MUST.',
  },
  {
    id: 'GEN-PARAM-NAMES-CASE',
    section: 'Endpoints',
    quote: 'Parameters are query parameters. Names are case-sensitive as written.',
    level: 'SHOULD',
    note: 'A stated convention whose failure status is not given: a server that honours a parameter under another spelling (e.g. PAIRSYMBOL for pairSymbol) reads names case-insensitively. Probed on GET /v1/orders, whose 400 rules are stated.',
  },
  {
    id: 'GEN-STRING-ARRAY-EXPLODED',
    section: 'Endpoints',
    quote: 'STRING[]: a repeated query parameter, one occurrence per value (RFC 6570 exploded form), e.g. name=<v1>&name=<v2>.',
    level: 'MUST',
    note: 'Probed on GET /v1/orders: type=Buy&type=Sell and status=Untouched&status=Partial&status=Closed must select the same orders as omitting the filter.',
  },
  {
    id: 'GEN-DECIMAL-STRING',
    section: CONVENTIONS,
    quote: 'Amounts, prices, fees and rates are decimal numbers carried as JSON strings.',
    level: 'MUST',
    note: 'Every field the resource tables type as "decimal string" is a JSON string holding a plain decimal number (optional minus sign, digits, optional fraction).',
  },
  {
    id: 'GEN-DECIMAL-SCALE-16',
    section: CONVENTIONS,
    quote: 'Orders, trades, wallets and broker pairs use 16 fractional digits.',
    level: 'MUST',
    note: 'Exactly 16 digits after the decimal point in every decimal string of these four resources. Orders, trades and wallets have their own requirement (ORD-RES-DECIMAL-SCALE, TRD-RES-DECIMAL-SCALE, the wallet one); broker pairs are checked under this id.',
  },
  {
    id: 'GEN-DECIMAL-SCALE-ASSET',
    section: CONVENTIONS,
    quote: 'Crypto assets use a scale given per asset (field maxAmountScale).',
    level: 'MUST',
  },
  {
    id: 'GEN-TIMESTAMP-FORMAT',
    section: CONVENTIONS,
    quote: 'Timestamps are ISO 8601 date-times without a zone offset, with 6 or 7 fractional-second digits.',
    level: 'MUST',
    note: 'Checked on every datetime field of every record discovery read (createdAt, updatedAt).',
  },
  {
    id: 'GEN-ID-STRINGS',
    section: CONVENTIONS,
    quote: 'Identifiers are strings.',
    level: 'MUST',
    note: 'Checked on every id and id reference (id, accountId, orderId, assetId, networkId, familyId) of every record discovery read.',
  },
  {
    id: 'GEN-LIST-BARE-ARRAY',
    section: CONVENTIONS,
    quote: 'Successful list responses are bare JSON arrays with no envelope and no total count.',
    level: 'MUST',
    note: 'The body of every 200 from a list endpoint is a JSON array. Headers are not mentioned by the sentence and are not checked.',
  },
  {
    id: 'GEN-VERSION-V1',
    section: 'Versioning',
    quote: 'The version is the first path segment: all endpoints live under /v1.',
    level: 'MUST',
    note: 'Every list endpoint is found under /v1/<path> (no 404 or 405 for a GET there).',
  },
  {
    id: 'GEN-NO-REQUEST-BODY',
    section: 'Endpoints',
    quote: 'Request bodies are not used.',
    level: 'INFO',
    testable: false,
    note: 'A statement about requests; the suite never sends a body.',
  },
  {
    id: 'GEN-PAGE-PAST-LAST-EMPTY',
    section: 'Limits',
    quote: '| page default | all paged endpoints | 1 |',
    level: 'MUST',
    note:
      'With "| page | INT | no | default 1 |" on orders, trades, crypto-withdrawals and crypto-deposits, read as offset paging ' +
      '(page n of size s holds the records n·s−s+1 … n·s of the ordered result): a page past the last one holds no record, ' +
      'so it is []. A repeat of the last page (or any record) there is a record outside its page. Probed on the page after a ' +
      'short page the run already received, in a window closed by createdAtBefore (records arriving later cannot enter it).',
  },
  {
    id: 'GEN-PAGE-SIZE-ABOVE-MAX-REFUSED',
    section: 'Limits',
    quote: '| pageSize range | trades | 1 to 1000, default 50 |\n| pageSize range | crypto-withdrawals, crypto-deposits | 1 to 1000, default 100 |',
    level: 'INFO',
    openPoint: 7,
    note:
      'Out-of-range input must not be honoured; the status is not shown (OPEN-POINTS #7). Refusing pageSize=1001 ' +
      'and cutting it to 1000 both do not honour it, so neither is a failure: what the server does is observed ' +
      '(INFO). Where more than 1000 records match, the MUST page-size checks see whether the cap holds.',
  },
] as const satisfies readonly Requirement[];
