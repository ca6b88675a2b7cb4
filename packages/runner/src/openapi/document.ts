// The OpenAPI 3.1 document of the service, generated from @tarc/domain (schemas, enumerations, page
// bounds, defaults, the fee table, problem bodies) and the requirement catalogue (the spec sentence
// behind each part, as `x-tarc-requirements`). Where the spec is silent (OPEN-POINTS.md) the document
// either admits every reading or states the one chosen by an option (`OpenApiOptions`).
import { LISTABLE_ORDER_STATUSES, RESOURCE_KINDS, schemas as domainSchemas, type ResourceKind } from '@tarc/domain';
import { TOOL } from '../version.js';
import { DEFAULT_OPENAPI_OPTIONS, type OpenApiOptions, type UnstatedAuthEndpoint } from './options.js';
import {
  BROKER_PAIRS_PARAMETERS,
  datetimeSchema,
  depositsParameters,
  idParameter,
  ordersParameters,
  tradesParameters,
  WALLETS_PARAMETERS,
  withdrawalsParameters,
  type Parameter,
} from './parameters.js';
import { NOT_FOUND_PROBLEM, OTHER_FAILURE, validationProblemSchema } from './problems.js';
import { REQUIREMENTS_EXTENSION, requirementsByPlace } from './requirements.js';
import { feeLevelList, RESOURCE_COMPONENTS, SCHEMA_NAMES } from './resources.js';

type Json = Record<string, unknown>;

/** The four headers of "Authentication", as apiKey security schemes (all four together). */
export const AUTH_HEADERS = ['X-PCK', 'X-Signature', 'X-Stamp', 'X-Nonce'] as const;
const AUTH_DESCRIPTIONS: Readonly<Record<(typeof AUTH_HEADERS)[number], string>> = {
  'X-PCK': '<API_KEY> (public key of the caller)',
  'X-Signature': '<SIGNATURE>. The rules for computing it are not shown by the specification (OPEN-POINTS #4).',
  'X-Stamp': '<TIMESTAMP_STAMP>. Format and validity not shown.',
  'X-Nonce': '<NONCE>. Format and validity not shown.',
};
const schemeName = (header: string) => header.replace(/-/g, '');
const ALL_FOUR = Object.fromEntries(AUTH_HEADERS.map((h) => [schemeName(h), []]));

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: Json) => ({ 'application/json': { schema } });
const problem = (name: string, description: string) => ({
  description,
  content: { 'application/json': { schema: ref(name) }, 'application/problem+json': { schema: ref(name) } },
});

/** Which endpoints the spec lists under "Authentication", or the server is seen to protect (OPEN-POINTS #6). */
type Auth = 'stated' | UnstatedAuthEndpoint;

interface OperationSpec {
  path: string;
  operationId: string;
  summary: string;
  description: string;
  tag: string;
  parameters: (datetime: Json) => readonly Parameter[];
  kind: ResourceKind;
  lookup?: boolean;
  auth: Auth;
  /** The failure responses the spec states (orders) or OPEN-POINTS #7 admits (any 4xx). */
  failures?: 'orders-400' | 'any-4xx';
  maxItems?: number;
}

const AUTH_TEXT = "Authenticated. Results are limited to the authenticated account's own data.";
const none = () => [];

const OPERATIONS: readonly OperationSpec[] = [
  {
    path: '/v1/orders',
    operationId: 'listOrders',
    summary: 'List orders',
    tag: 'Orders',
    kind: 'order',
    auth: 'stated',
    failures: 'orders-400',
    parameters: ordersParameters,
    description: `Returns the account's orders as an array of Order. Canceled orders never appear in the order list. ${AUTH_TEXT} Required if: orderIdAfter or createdAtBefore (at least one); when both are missing, errors holds a message on each of the two keys.`,
  },
  {
    path: '/v1/orders/{id}',
    operationId: 'getOrder',
    summary: 'Get an order',
    tag: 'Orders',
    kind: 'order',
    lookup: true,
    auth: 'stated',
    parameters: () => [idParameter('order')],
    description: `One Order (its status may be Canceled). No query parameters. ${AUTH_TEXT}`,
  },
  {
    path: '/v1/trades',
    operationId: 'listTrades',
    summary: 'List trades',
    tag: 'Trades',
    kind: 'trade',
    auth: 'stated',
    failures: 'any-4xx',
    parameters: tradesParameters,
    description: `Returns the account's trades as an array of Trade, ordered by createdAt. ${AUTH_TEXT} Required if: createdAtBefore or createdAt (at least one). orderId: "when set, no other parameter may be sent", which conflicts with pairSymbol being listed as required; both statements are given as stated (OPEN-POINTS #1). Failure statuses: not shown; any 4xx is admitted (OPEN-POINTS #7).`,
  },
  {
    path: '/v1/trades/{id}',
    operationId: 'getTrade',
    summary: 'Get a trade',
    tag: 'Trades',
    kind: 'trade',
    lookup: true,
    auth: 'stated',
    parameters: () => [idParameter('trade')],
    description: `One Trade. No query parameters. ${AUTH_TEXT}`,
  },
  {
    path: '/v1/account-wallets',
    operationId: 'listAccountWallets',
    summary: 'List account wallets',
    tag: 'Wallets',
    kind: 'accountWallet',
    auth: 'stated',
    parameters: () => WALLETS_PARAMETERS,
    description: `Returns an array of Account wallet. ${AUTH_TEXT}`,
  },
  {
    path: '/v1/crypto-withdrawals',
    operationId: 'listCryptoWithdrawals',
    summary: 'List crypto withdrawals',
    tag: 'Crypto transfers',
    kind: 'cryptoWithdrawal',
    auth: 'crypto-withdrawals',
    failures: 'any-4xx',
    parameters: withdrawalsParameters,
    description: 'Returns an array of Crypto withdrawal, ordered by createdAt. Failure statuses: not shown; any 4xx is admitted (OPEN-POINTS #7).',
  },
  {
    path: '/v1/crypto-deposits',
    operationId: 'listCryptoDeposits',
    summary: 'List crypto deposits',
    tag: 'Crypto transfers',
    kind: 'cryptoDeposit',
    auth: 'crypto-deposits',
    failures: 'any-4xx',
    parameters: depositsParameters,
    description: 'Returns an array of Crypto deposit, ordered by createdAt. Failure statuses: not shown; any 4xx is admitted (OPEN-POINTS #7).',
  },
  {
    path: '/v1/broker-pairs',
    operationId: 'listBrokerPairs',
    summary: 'List broker pairs',
    tag: 'Reference data',
    kind: 'brokerPair',
    auth: 'broker-pairs',
    parameters: () => BROKER_PAIRS_PARAMETERS,
    description: 'Returns an array of Broker pair.',
  },
  {
    path: '/v1/crypto-assets',
    operationId: 'listCryptoAssets',
    summary: 'List crypto assets',
    tag: 'Reference data',
    kind: 'cryptoAsset',
    auth: 'crypto-assets',
    parameters: none,
    description: 'No parameters. Returns an array of Crypto asset.',
  },
  {
    path: '/v1/crypto-network-families',
    operationId: 'listCryptoNetworkFamilies',
    summary: 'List crypto network families',
    tag: 'Reference data',
    kind: 'cryptoNetworkFamily',
    auth: 'crypto-network-families',
    parameters: none,
    description: 'No parameters. Returns an array of Crypto network family, each with its networks.',
  },
  {
    path: '/v1/fee-levels',
    operationId: 'listFeeLevels',
    summary: 'List fee levels',
    tag: 'Reference data',
    kind: 'feeLevel',
    auth: 'fee-levels',
    parameters: none,
    description: 'No parameters. Returns an array of Fee level (all levels).',
  },
];

/** The page-size maximum of a paged list ("pageSize … 1 to N"): no page holds more. */
function maxItems(parameters: readonly Parameter[]): number | undefined {
  const pageSize = parameters.find((p) => p.name === 'pageSize');
  return pageSize === undefined ? undefined : (pageSize.schema.maximum as number);
}

function listSchema(op: OperationSpec, parameters: readonly Parameter[], name: string): Json {
  if (op.kind === 'feeLevel') return feeLevelList(ref(name));
  const max = maxItems(parameters);
  // "Canceled orders never appear in the order list."
  const items =
    op.kind === 'order'
      ? { allOf: [ref(name)], properties: { status: { enum: [...LISTABLE_ORDER_STATUSES], description: 'Canceled orders never appear in the order list.' } } }
      : ref(name);
  return { type: 'array', items, ...(max !== undefined ? { maxItems: max } : {}) };
}

const REQUIRED_AUTH = 'The authentication headers are required: the specification lists this endpoint under Authentication.';
const SEEN_AUTH =
  'The authentication headers are required: whether this endpoint needs them is not shown by the specification (OPEN-POINTS #6), and this document was written for a server seen to refuse it a request without them.';
const OPTIONAL_AUTH =
  'Whether this endpoint requires the authentication headers is not shown by the specification (OPEN-POINTS #6): they may be sent, and a request without them is not refused by this document.';

function operation(op: OperationSpec, options: OpenApiOptions, requirements: readonly unknown[]): Json {
  const name = SCHEMA_NAMES[op.kind];
  const parameters = op.parameters(datetimeSchema(options.datetimeForm));
  const secured = op.auth === 'stated' || options.secured.includes(op.auth);
  const responses: Json = {
    200: {
      description: op.lookup ? `one ${name}` : `a bare JSON array of ${name}, with no envelope and no total count`,
      content: json(op.lookup ? ref(name) : listSchema(op, parameters, name)),
    },
  };
  if (op.failures === 'orders-400') responses[400] = problem('OrdersValidationProblem', 'validation error: a parameter fails validation');
  if (secured) {
    responses[options.authStatus] = {
      description: `the credentials are missing or refused. The status is this document's reading (--auth-status; "Status codes and bodies for authentication failures: not shown", OPEN-POINTS #5); the body is not shown, so none is described.`,
    };
  }
  if (op.lookup) responses[404] = problem('NotFoundProblem', 'not-found error: the id matches nothing');
  if (op.failures === 'any-4xx')
    responses['4XX'] = problem('OtherFailure', 'a client error: the status and body are not shown (OPEN-POINTS #7), so any 4xx is admitted');
  return {
    operationId: op.operationId,
    summary: op.summary,
    description: `${op.description} ${op.auth === 'stated' ? REQUIRED_AUTH : secured ? SEEN_AUTH : OPTIONAL_AUTH}`,
    tags: [op.tag],
    ...(parameters.length > 0 ? { parameters } : {}),
    // An empty requirement object makes the four headers optional (OpenAPI 3.1 §4.8.10.1).
    security: secured ? [ALL_FOUR] : [ALL_FOUR, {}],
    responses,
    [REQUIREMENTS_EXTENSION]: requirements,
  };
}

/** The orders 400's `errors` keys: the operation's parameter names, and accountId ("can also carry an accountId key"). */
function ordersErrorKeys(options: OpenApiOptions): string[] {
  return [...ordersParameters(datetimeSchema(options.datetimeForm)).map((p) => p.name), 'accountId'];
}

/** The document `tarc openapi` writes. Pure: the same build and options give the same document. */
export function openApiDocument(options: Partial<OpenApiOptions> = {}): Json {
  const opts: OpenApiOptions = { ...DEFAULT_OPENAPI_OPTIONS, ...options };
  const schemaByTitle = new Map(RESOURCE_KINDS.map((k) => [(domainSchemas[k] as { title: string }).title, SCHEMA_NAMES[k]]));
  const placed = requirementsByPlace(schemaByTitle);
  const schemas: Json = {};
  for (const [name, schema] of Object.entries(RESOURCE_COMPONENTS())) {
    schemas[name] = { ...(schema as Json), [REQUIREMENTS_EXTENSION]: placed.schemas.get(name) ?? [] };
  }
  schemas.OrdersValidationProblem = validationProblemSchema(ordersErrorKeys(opts));
  schemas.NotFoundProblem = NOT_FOUND_PROBLEM;
  schemas.OtherFailure = OTHER_FAILURE;
  const paths: Json = {};
  for (const op of OPERATIONS) paths[op.path] = { get: operation(op, opts, placed.operations.get(op.path) ?? []) };
  return {
    openapi: '3.1.0',
    info: {
      title: 'Trading Account Read Service',
      version: 'v1',
      summary: 'Orders, trades, wallets, crypto transfers and reference data: eleven read-only GET operations under /v1.',
      description: [
        `Generated by ${TOOL.name} ${TOOL.version} from @tarc/domain (schemas, query rules, fee table, problem bodies) and its requirement catalogue (x-tarc-requirements: each requirement with the sentence of the specification it quotes).`,
        'Decimals are JSON strings; orders, trades, wallets and broker pairs carry 16 fractional digits; crypto assets the scale given by maxAmountScale.',
        'Timestamps are ISO 8601 date-times without a zone offset, with 6 or 7 fractional-second digits.',
        `Readings of the open points chosen for this document: DATETIME input ${opts.datetimeForm === 'service' ? 'in the form the service writes' : 'as RFC 3339 date-time'} (OPEN-POINTS #2); auth failure status ${opts.authStatus} (#5); endpoints protected beyond the five listed: ${opts.secured.length === 0 ? 'none' : opts.secured.join(', ')} (#6).`,
        'Not captured here (see the tarc runner README): rules across records or requests (Canceled orders absent from lists, paging, ordering, windows, filters, isolation, cross-references), required-if pairs beyond their descriptions, and the signature scheme.',
      ].join('\n\n'),
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: '{base_url}', description: 'Requests go to {base_url}/v1/<path>.', variables: { base_url: { default: 'http://127.0.0.1:8080' } } }],
    tags: [
      { name: 'Orders', description: 'Orders: a list, and a single order by id.' },
      { name: 'Trades', description: 'Trades: a list, and a single trade by id.' },
      { name: 'Wallets', description: 'Account wallet balances.' },
      { name: 'Crypto transfers', description: 'Crypto withdrawals and crypto deposits of the account.' },
      { name: 'Reference data', description: 'Broker pairs, crypto assets, crypto network families and fee levels.' },
    ],
    paths,
    components: {
      schemas,
      securitySchemes: Object.fromEntries(
        AUTH_HEADERS.map((h) => [schemeName(h), { type: 'apiKey', in: 'header', name: h, description: AUTH_DESCRIPTIONS[h] }]),
      ),
    },
    [REQUIREMENTS_EXTENSION]: placed.document,
  };
}
