// Rules on the status and body form of any response of the eleven operations.
import type { FindingCode } from '../checks/index.js';
import type { RequirementId } from '../requirements/index.js';
import { notBareArray } from '#support/bare-array.js';
import { isJsonMediaType } from '#support/media-type.js';
import { AUTHENTICATED } from '#support/operations.js';
import type { ExchangeRule } from './types.js';

/** OPEN-POINTS #7: "a 5xx is always a failure". */
export const serverError: ExchangeRule = {
  code: 'response.server-error',
  title: 'No operation answers with a 5xx',
  requirements: ['ERR-NO-5XX'],
  codes: ['general.no-5xx/server-error'],
  check: (x) => (x.status >= 500 ? [{ code: 'general.no-5xx/server-error', message: `answered ${x.status}`, requirement: 'ERR-NO-5XX' }] : []),
};

/** "Success is HTTP 200 with a JSON body." */
export const successIs200Json: ExchangeRule = {
  code: 'response.success-not-200-json',
  title: 'Success is HTTP 200 with a JSON body',
  requirements: ['GEN-SUCCESS-200-JSON'],
  codes: ['general.success-200-json/not-200', 'general.success-200-json/not-utf8', 'general.success-200-json/not-json'],
  check(x) {
    if (x.status < 200 || x.status > 299) return undefined;
    const requirement = 'GEN-SUCCESS-200-JSON';
    if (x.status !== 200) return [{ code: 'general.success-200-json/not-200', message: `a success answered ${x.status}, not 200`, requirement }];
    // As the run's check reads it: bytes that are not UTF-8 JSON text first, then a body that is not JSON.
    if (x.encodingError !== undefined) return [{ code: 'general.success-200-json/not-utf8', message: `the 200 body is ${x.encodingError}`, requirement }];
    if (x.json === undefined) return [{ code: 'general.success-200-json/not-json', message: 'the 200 body is not JSON', requirement }];
    return [];
  },
};

/** "Success is HTTP 200 with a JSON body.": the body labelled as JSON (SHOULD; see the requirement's note). */
export const jsonMediaType: ExchangeRule = {
  code: 'response.json-media-type',
  title: 'A 200 labels its JSON body with a JSON media type (Content-Type)',
  requirements: ['GEN-SUCCESS-JSON-MEDIA-TYPE'],
  codes: ['general.json-media-type/not-json-media-type'],
  check(x) {
    if (x.status !== 200) return undefined;
    const type = x.responseHeaders['content-type'];
    if (isJsonMediaType(type)) return [];
    return [
      {
        code: 'general.json-media-type/not-json-media-type',
        message: `answered 200 with Content-Type ${type === undefined ? '(none)' : JSON.stringify(type)}, not a JSON media type`,
        requirement: 'GEN-SUCCESS-JSON-MEDIA-TYPE',
        evidence: { expected: 'Content-Type: application/json (or a +json type)', actual: type ?? '(no Content-Type)' },
      },
    ];
  },
};

/** Each list's "Returns an array of …" sentence. */
const LIST_REQUIREMENT: Readonly<Record<string, RequirementId>> = {
  orders: 'ORD-LIST-RESPONSE',
  trades: 'TRD-LIST-RESPONSE',
  accountWallets: 'WAL-LIST',
  cryptoWithdrawals: 'WDR-LIST',
  cryptoDeposits: 'DEP-LIST',
  brokerPairs: 'PAIR-LIST',
  cryptoAssets: 'ASSET-LIST',
  cryptoNetworkFamilies: 'NETF-LIST',
  feeLevels: 'FEE-LIST',
};

/** "Successful list responses are bare JSON arrays with no envelope and no total count." */
export const bareArray: ExchangeRule = {
  code: 'list.not-array',
  title: 'A list answers a bare JSON array',
  requirements: ['GEN-LIST-BARE-ARRAY', ...Object.values(LIST_REQUIREMENT)],
  codes: ['general.bare-arrays/not-bare-array'],
  check(x) {
    // A body that is not JSON is general.success-200-json's.
    if (x.operation.lookup || x.status !== 200 || x.json === undefined) return undefined;
    const actual = notBareArray(x.json);
    if (actual === undefined) return [];
    return [
      { code: 'general.bare-arrays/not-bare-array', message: `the 200 body is ${actual}, not a bare array`, requirement: LIST_REQUIREMENT[x.operation.name]! },
    ];
  },
};

const AUTH_HEADERS = ['x-pck', 'x-signature', 'x-stamp', 'x-nonce'] as const;
/** With every header missing, authentication.no-credentials; with some, the missing-header code of the first missing. */
const ACCEPTED_WITHOUT = {
  all: 'authentication.no-credentials/accepted-without-credentials',
  'x-pck': 'authentication.missing-header/accepted-without-x-pck',
  'x-signature': 'authentication.missing-header/accepted-without-x-signature',
  'x-stamp': 'authentication.missing-header/accepted-without-x-stamp',
  'x-nonce': 'authentication.missing-header/accepted-without-x-nonce',
} as const satisfies Record<(typeof AUTH_HEADERS)[number] | 'all', FindingCode>;

/**
 * The five listed endpoints "take these request headers"; OPEN-POINTS #5: "A request without valid
 * credentials must not get account data (2xx)". A request missing one of the four headers has none.
 */
export const noDataWithoutCredentials: ExchangeRule = {
  code: 'auth.data-without-credentials',
  title: 'An authenticated endpoint gives no data to a request without the auth headers',
  requirements: ['AUTH-REQUIRED'],
  codes: Object.values(ACCEPTED_WITHOUT),
  check(x) {
    if (!AUTHENTICATED.has(x.operation.name)) return undefined;
    const missing = AUTH_HEADERS.filter((h) => !x.requestHeaders[h]);
    if (missing.length === 0) return undefined;
    const data = Array.isArray(x.json) ? x.json.length > 0 : x.json !== null && typeof x.json === 'object';
    if (x.status < 200 || x.status > 299 || !data) return [];
    return [
      {
        code: ACCEPTED_WITHOUT[missing.length === AUTH_HEADERS.length ? 'all' : missing[0]!],
        message: `answered ${x.status} with account data to a request without ${missing.join(', ')}`,
        requirement: 'AUTH-REQUIRED',
      },
    ];
  },
};
