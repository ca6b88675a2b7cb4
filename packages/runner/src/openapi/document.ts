// The OpenAPI 3.1 document of the service, generated from @tarc/domain: its resource schemas (the
// lenient form: fields beyond the listed ones are not forbidden, OPEN-POINTS #13, but a deposit's four
// are), its enumerations, page bounds and defaults, and its problem bodies.
import {
  NOT_FOUND_TITLE, notFoundProblem, ORDER_ID_AFTER_OR_CREATED_AT_BEFORE_REQUIRED, RESOURCE_KINDS, schemaFor,
  validationProblem, VALIDATION_TITLE, type ResourceKind,
} from '@tarc/domain';
import { TOOL } from '../version.js';
import {
  BROKER_PAIRS_PARAMETERS, DEPOSITS_PARAMETERS, idParameter, ORDERS_PARAMETERS, TRADES_PARAMETERS, WALLETS_PARAMETERS,
  WITHDRAWALS_PARAMETERS, type Parameter,
} from './parameters.js';

type Json = Record<string, unknown>;

/** Component names of the resource schemas: `order` → `Order`. */
export const SCHEMA_NAMES: Readonly<Record<ResourceKind, string>> = {
  order: 'Order', trade: 'Trade', accountWallet: 'AccountWallet', cryptoWithdrawal: 'CryptoWithdrawal',
  cryptoDeposit: 'CryptoDeposit', brokerPair: 'BrokerPair', cryptoAsset: 'CryptoAsset',
  cryptoNetworkFamily: 'CryptoNetworkFamily', feeLevel: 'FeeLevel',
};

/** The four headers of "Authentication", as apiKey security schemes (all four together). */
export const AUTH_HEADERS = ['X-PCK', 'X-Signature', 'X-Stamp', 'X-Nonce'] as const;
const AUTH_DESCRIPTIONS: Readonly<Record<(typeof AUTH_HEADERS)[number], string>> = {
  'X-PCK': '<API_KEY> (public key of the caller)',
  'X-Signature': '<SIGNATURE>. The rules for computing it are not shown by the specification (OPEN-POINTS #4).',
  'X-Stamp': '<TIMESTAMP_STAMP>. Format and validity not shown.',
  'X-Nonce': '<NONCE>. Format and validity not shown.',
};
const schemeName = (header: string) => header.replace(/-/g, '');
const AUTHENTICATED = [Object.fromEntries(AUTH_HEADERS.map((h) => [schemeName(h), []]))];

/** A domain schema as an OpenAPI component: JSON Schema 2020-12 is OpenAPI 3.1's dialect; `$schema`/`$id` are dropped. */
function component(kind: ResourceKind): Json {
  const { $schema: _s, $id: _i, ...schema } = schemaFor(kind, 'lenient') as Json;
  return schema;
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: Json) => ({ 'application/json': { schema } });

const problemBase = (status: 400 | 404, title: Json): Json => ({
  type: 'object',
  required: ['type', 'title', 'status', 'traceId'],
  properties: {
    type: { type: 'string', description: `a reference to the matching RFC 9110 section (${status === 400 ? '15.5.1' : '15.5.5'})` },
    title,
    status: { type: 'integer', const: status, description: 'the HTTP status' },
    traceId: { type: 'string' },
  },
});

const VALIDATION_PROBLEM: Json = (() => {
  const base = problemBase(400, { type: 'string', description: 'says one or more validation errors occurred', examples: [VALIDATION_TITLE] });
  return {
    ...base,
    description: 'Problem details of a 400: errors maps each parameter name to its messages ("The errors object is keyed by parameter name.").',
    required: [...(base.required as string[]), 'errors'],
    properties: {
      ...(base.properties as Json),
      errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
    },
    examples: [{
      ...validationProblem({ orderIdAfter: [ORDER_ID_AFTER_OR_CREATED_AT_BEFORE_REQUIRED], createdAtBefore: [ORDER_ID_AFTER_OR_CREATED_AT_BEFORE_REQUIRED] }),
      traceId: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01',
    }],
  };
})();

const NOT_FOUND_PROBLEM: Json = {
  ...problemBase(404, { type: 'string', const: NOT_FOUND_TITLE }),
  description: 'Problem details of a 404: "a body without errors".',
  not: { required: ['errors'] },
  examples: [{ ...notFoundProblem(), traceId: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01' }],
};

const problem = (name: string, description: string) => ({
  description,
  content: { 'application/json': { schema: ref(name) }, 'application/problem+json': { schema: ref(name) } },
});

interface OperationSpec {
  path: string;
  operationId: string;
  summary: string;
  description: string;
  tag: string;
  parameters: readonly Parameter[];
  kind: ResourceKind;
  lookup?: boolean;
  authenticated: boolean;
  badRequest?: boolean;
}

const NOT_SHOWN_AUTH = 'Whether this endpoint requires the authentication headers is not shown by the specification (OPEN-POINTS #6).';
const AUTH = 'Authenticated. Results are limited to the authenticated account\'s own data.';

const OPERATIONS: readonly OperationSpec[] = [
  { path: '/v1/orders', operationId: 'listOrders', summary: 'List orders', tag: 'Orders', kind: 'order', authenticated: true, badRequest: true,
    parameters: ORDERS_PARAMETERS,
    description: `Returns the account's orders as an array of Order. Canceled orders never appear in the order list. ${AUTH} Required if: orderIdAfter or createdAtBefore (at least one); when both are missing, errors holds a message on each of the two keys.` },
  { path: '/v1/orders/{id}', operationId: 'getOrder', summary: 'Get an order', tag: 'Orders', kind: 'order', lookup: true, authenticated: true,
    parameters: [idParameter('order')], description: `One Order (its status may be Canceled). No query parameters. ${AUTH}` },
  { path: '/v1/trades', operationId: 'listTrades', summary: 'List trades', tag: 'Trades', kind: 'trade', authenticated: true,
    parameters: TRADES_PARAMETERS,
    description: `Returns the account's trades as an array of Trade, ordered by createdAt. ${AUTH} Required if: createdAtBefore or createdAt (at least one). orderId: "when set, no other parameter may be sent", which conflicts with pairSymbol being listed as required; both statements are given as stated (OPEN-POINTS #1). Failure statuses: not shown.` },
  { path: '/v1/trades/{id}', operationId: 'getTrade', summary: 'Get a trade', tag: 'Trades', kind: 'trade', lookup: true, authenticated: true,
    parameters: [idParameter('trade')], description: `One Trade. No query parameters. ${AUTH}` },
  { path: '/v1/account-wallets', operationId: 'listAccountWallets', summary: 'List account wallets', tag: 'Wallets', kind: 'accountWallet', authenticated: true,
    parameters: WALLETS_PARAMETERS, description: `Returns an array of Account wallet. ${AUTH}` },
  { path: '/v1/crypto-withdrawals', operationId: 'listCryptoWithdrawals', summary: 'List crypto withdrawals', tag: 'Crypto transfers', kind: 'cryptoWithdrawal', authenticated: false,
    parameters: WITHDRAWALS_PARAMETERS, description: `Returns an array of Crypto withdrawal, ordered by createdAt. ${NOT_SHOWN_AUTH} Failure statuses: not shown.` },
  { path: '/v1/crypto-deposits', operationId: 'listCryptoDeposits', summary: 'List crypto deposits', tag: 'Crypto transfers', kind: 'cryptoDeposit', authenticated: false,
    parameters: DEPOSITS_PARAMETERS, description: `Returns an array of Crypto deposit, ordered by createdAt. ${NOT_SHOWN_AUTH} Failure statuses: not shown.` },
  { path: '/v1/broker-pairs', operationId: 'listBrokerPairs', summary: 'List broker pairs', tag: 'Reference data', kind: 'brokerPair', authenticated: false,
    parameters: BROKER_PAIRS_PARAMETERS, description: `Returns an array of Broker pair. ${NOT_SHOWN_AUTH}` },
  { path: '/v1/crypto-assets', operationId: 'listCryptoAssets', summary: 'List crypto assets', tag: 'Reference data', kind: 'cryptoAsset', authenticated: false,
    parameters: [], description: `No parameters. Returns an array of Crypto asset. ${NOT_SHOWN_AUTH}` },
  { path: '/v1/crypto-network-families', operationId: 'listCryptoNetworkFamilies', summary: 'List crypto network families', tag: 'Reference data', kind: 'cryptoNetworkFamily', authenticated: false,
    parameters: [], description: `No parameters. Returns an array of Crypto network family, each with its networks. ${NOT_SHOWN_AUTH}` },
  { path: '/v1/fee-levels', operationId: 'listFeeLevels', summary: 'List fee levels', tag: 'Reference data', kind: 'feeLevel', authenticated: false,
    parameters: [], description: `No parameters. Returns an array of Fee level (all levels). ${NOT_SHOWN_AUTH}` },
];

function operation(op: OperationSpec): Json {
  const name = SCHEMA_NAMES[op.kind];
  const responses: Json = {
    200: {
      description: op.lookup ? `one ${name}` : `a bare JSON array of ${name}, with no envelope and no total count`,
      content: json(op.lookup ? ref(name) : { type: 'array', items: ref(name) }),
    },
  };
  if (op.badRequest) responses[400] = problem('ValidationProblem', 'validation error: a parameter fails validation');
  if (op.lookup) responses[404] = problem('NotFoundProblem', 'not-found error: the id matches nothing');
  return {
    operationId: op.operationId,
    summary: op.summary,
    description: op.description,
    tags: [op.tag],
    ...(op.parameters.length > 0 ? { parameters: op.parameters } : {}),
    ...(op.authenticated ? { security: AUTHENTICATED } : {}),
    responses,
  };
}

/** The document `tarc openapi` writes. Pure: the same build gives the same document. */
export function openApiDocument(): Json {
  const schemas: Json = {};
  for (const kind of RESOURCE_KINDS) schemas[SCHEMA_NAMES[kind]] = component(kind);
  schemas.ValidationProblem = VALIDATION_PROBLEM;
  schemas.NotFoundProblem = NOT_FOUND_PROBLEM;
  const paths: Json = {};
  for (const op of OPERATIONS) paths[op.path] = { get: operation(op) };
  return {
    openapi: '3.1.0',
    info: {
      title: 'Trading Account Read Service',
      version: 'v1',
      summary: 'Orders, trades, wallets, crypto transfers and reference data: eleven read-only GET operations under /v1.',
      description: [
        `Generated by ${TOOL.name} ${TOOL.version} from @tarc/domain (schemas, query rules, problem bodies).`,
        'Decimals are JSON strings; orders, trades, wallets and broker pairs carry 16 fractional digits; crypto assets the scale given by maxAmountScale.',
        'Timestamps are ISO 8601 date-times without a zone offset, with 6 or 7 fractional-second digits.',
        'Not captured here (see the tarc runner README): rules across records or requests (Canceled orders absent from lists, paging, ordering, windows, isolation), required-if pairs beyond their descriptions, and everything the specification leaves "not shown".',
      ].join('\n\n'),
    },
    servers: [{ url: '{base_url}', description: 'Requests go to {base_url}/v1/<path>.', variables: { base_url: { default: 'http://127.0.0.1:8080' } } }],
    tags: ['Orders', 'Trades', 'Wallets', 'Crypto transfers', 'Reference data'].map((name) => ({ name })),
    paths,
    components: {
      schemas,
      securitySchemes: Object.fromEntries(AUTH_HEADERS.map((h) => [schemeName(h), { type: 'apiKey', in: 'header', name: h, description: AUTH_DESCRIPTIONS[h] }])),
    },
  };
}
