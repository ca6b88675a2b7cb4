import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { requirements, requirementsById } from '@tarc/conformance';
import {
  FEE_TABLE,
  feeText,
  FEE_TYPES,
  LISTABLE_ORDER_STATUSES,
  notFoundProblem,
  ORDERS_PAGE_SIZE,
  PROBLEM_TYPE_BAD_REQUEST,
  PROBLEM_TYPE_NOT_FOUND,
  TRADES_PAGE_SIZE,
  TRANSFERS_PAGE_SIZE,
  validationProblem,
  ORDER_METHODS,
  ORDER_STATUSES,
  ORDER_TYPES,
  RESOURCE_KINDS,
  schemas,
  SORT_ORDERS,
  TRADE_SIDES,
  validateCryptoDepositsQuery,
  validateCryptoWithdrawalsQuery,
  validateOrdersQuery,
  validateTradesQuery,
  WITHDRAWAL_STATUSES,
  type QueryContext,
  type QueryInput,
} from '@tarc/domain';
import { startReferenceServer } from '@tarc/reference-server';
import { describe, expect, it } from 'vitest';
import { main } from '../cli.js';
import { rawGet, signed } from '../../test/support/proxy/traffic.js';
import { captureIo } from '../../test/support/cli-io.js';
import { AUTH_HEADERS, openApiDocument } from './document.js';
import { SCHEMA_NAMES } from './resources.js';

type Json = Record<string, any>;
const doc = openApiDocument() as Json;
const NOW = new Date('2026-06-01T12:00:00Z');

/** The lenient form of a domain schema: `additionalProperties: false` removed at every depth. */
function withoutClosedObjects(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutClosedObjects);
  if (schema === null || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([k, v]) => !(k === 'additionalProperties' && v === false))
      .map(([k, v]) => [k, withoutClosedObjects(v)]),
  );
}

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document (@seriousme/openapi-schema-validator)', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc));
    expect(result.errors ?? [], JSON.stringify(result.errors)).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    // The validator can fail: a parameter in a place OpenAPI 3.1 does not have is refused.
    const broken = structuredClone(doc);
    broken.paths['/v1/orders'].get.parameters[0].in = 'body';
    expect((await new Validator().validate(broken)).valid).toBe(false);
  });

  it('is what tarc openapi writes, to stdout or -o FILE', async () => {
    const io = captureIo();
    expect(await main(['openapi'], io)).toBe(0);
    expect(JSON.parse(io.out())).toEqual(doc);
    const dir = await mkdtemp(join(tmpdir(), 'tarc-openapi-'));
    try {
      const file = join(dir, 'openapi.json');
      expect(await main(['openapi', '-o', file], captureIo())).toBe(0);
      expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(doc);
      // A folder that does not exist yet is created, as --report-dir's is; a path through a file is exit 2.
      expect(await main(['openapi', '-o', join(dir, 'missing', 'x.json')], captureIo())).toBe(0);
      expect(JSON.parse(await readFile(join(dir, 'missing', 'x.json'), 'utf8'))).toEqual(doc);
      const bad = captureIo();
      expect(await main(['openapi', '-o', join(file, 'x.json')], bad)).toBe(2);
      expect(bad.err()).toMatch(/^tarc: cannot write .*: .* \(see tarc openapi --help\)\n$/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    const unknown = captureIo();
    expect(await main(['openapi', '--yaml'], unknown)).toBe(2);
    expect(unknown.err().trim().split('\n')).toHaveLength(1);
    const help = captureIo();
    expect(await main(['openapi', '--help'], help)).toBe(0);
    expect(help.out()).toContain('Usage: tarc openapi');
  });

  it('has every field of every domain schema, with the same required list', () => {
    for (const kind of RESOURCE_KINDS) {
      const component = doc.components.schemas[SCHEMA_NAMES[kind]];
      const domain = schemas[kind] as Json;
      expect(Object.keys(component.properties), kind).toEqual(Object.keys(domain.properties));
      expect(component.required, kind).toEqual(domain.required);
      // The domain's schema of each field, at most with a rule added (createdBy's e-mail form).
      for (const [field, schema] of Object.entries(domain.properties as Json)) {
        const lenient = withoutClosedObjects(schema);
        expect(component.properties[field], `${kind}.${field}`).toEqual(typeof lenient === 'object' ? expect.objectContaining(lenient as Json) : lenient);
      }
    }
    const networks = doc.components.schemas.CryptoNetworkFamily.properties.cryptoNetworks.items;
    expect(Object.keys(networks.properties)).toEqual(['id', 'familyId', 'name', 'isEnabled']);
    // A deposit's four forbidden fields stay forbidden; other extra fields are allowed (OPEN-POINTS #13).
    expect(doc.components.schemas.CryptoDeposit.properties.feeAmount).toBe(false);
    expect(doc.components.schemas.Order.additionalProperties).toBeUndefined();
  });

  it('carries the enumerations of the domain', () => {
    const s = doc.components.schemas;
    expect(s.Order.properties.status.enum).toEqual([...ORDER_STATUSES]);
    expect(s.Order.properties.method.enum).toEqual([...ORDER_METHODS]);
    expect(s.Order.properties.type.enum).toEqual([...ORDER_TYPES]);
    expect(s.Trade.properties.side.enum).toEqual([...TRADE_SIDES]);
    expect(s.Trade.properties.feeType.enum).toEqual([...FEE_TYPES]);
    expect(s.CryptoWithdrawal.properties.status.enum).toEqual([...WITHDRAWAL_STATUSES]);
    const orders = doc.paths['/v1/orders'].get.parameters as Json[];
    expect(orders.find((p) => p.name === 'status')!.schema.items.enum).toEqual([...LISTABLE_ORDER_STATUSES]);
    expect(orders.find((p) => p.name === 'order')!.schema.enum).toEqual([...SORT_ORDERS]);
  });

  it('has the eleven operations: the four auth headers required on the five stated, optional elsewhere; every stated response', () => {
    const ops = Object.entries(doc.paths as Json).map(([path, item]) => [path, item.get] as const);
    expect(ops).toHaveLength(11);
    const allFour = Object.fromEntries(AUTH_HEADERS.map((h) => [h.replace(/-/g, ''), []]));
    const required = ops.filter(([, op]) => op.security.length === 1).map(([path]) => path);
    expect(required).toEqual(['/v1/orders', '/v1/orders/{id}', '/v1/trades', '/v1/trades/{id}', '/v1/account-wallets']);
    for (const [path, op] of ops) expect(op.security, path).toEqual(required.includes(path) ? [allFour] : [allFour, {}]);
    expect(Object.values(doc.components.securitySchemes).map((s: any) => `${s.type} ${s.in} ${s.name}`)).toEqual(AUTH_HEADERS.map((h) => `apiKey header ${h}`));
    const codes = (path: string) => Object.keys(doc.paths[path].get.responses);
    expect(codes('/v1/orders')).toEqual(['200', '400', '401']);
    expect(codes('/v1/orders/{id}')).toEqual(['200', '401', '404']);
    expect(codes('/v1/trades')).toEqual(['200', '401', '4XX']);
    expect(codes('/v1/trades/{id}')).toEqual(['200', '401', '404']);
    expect(codes('/v1/account-wallets')).toEqual(['200', '401']);
    expect(codes('/v1/crypto-withdrawals')).toEqual(['200', '4XX']);
    expect(codes('/v1/crypto-deposits')).toEqual(['200', '4XX']);
    for (const p of ['/v1/broker-pairs', '/v1/crypto-assets', '/v1/crypto-network-families', '/v1/fee-levels']) expect(codes(p)).toEqual(['200']);
    expect(doc.paths['/v1/trades'].get.description).toContain('no other parameter may be sent');
    expect(doc.paths['/v1/orders'].get.description).toContain('orderIdAfter or createdAtBefore');
    const page = (path: string) => doc.paths[path].get.responses[200].content['application/json'].schema.maxItems;
    expect([page('/v1/orders'), page('/v1/trades'), page('/v1/crypto-withdrawals'), page('/v1/crypto-deposits')]).toEqual([
      ORDERS_PAGE_SIZE.max,
      TRADES_PAGE_SIZE.max,
      TRANSFERS_PAGE_SIZE.max,
      TRANSFERS_PAGE_SIZE.max,
    ]);
  });

  it('states the reading chosen for each open point: --datetime-form, --auth-status, --secured', () => {
    const datetime = (d: Json) => (d.paths['/v1/orders'].get.parameters as Json[]).find((p) => p.name === 'createdAtBefore')!.schema;
    expect(datetime(doc).pattern).toBe((schemas.order as Json).properties.createdAt.pattern);
    expect(datetime(doc).format).toBeUndefined();
    const other = openApiDocument({ datetimeForm: 'date-time', authStatus: 403, secured: ['crypto-withdrawals', 'fee-levels'] }) as Json;
    expect(datetime(other)).toMatchObject({ type: 'string', format: 'date-time' });
    expect(datetime(other).pattern).toBeUndefined();
    expect(Object.keys(other.paths['/v1/orders'].get.responses)).toEqual(['200', '400', '403']);
    expect(Object.keys(other.paths['/v1/crypto-withdrawals'].get.responses)).toEqual(['200', '403', '4XX']);
    expect(other.paths['/v1/crypto-withdrawals'].get.security).toHaveLength(1);
    expect(other.paths['/v1/fee-levels'].get.security).toHaveLength(1);
    expect(other.paths['/v1/crypto-deposits'].get.security).toHaveLength(2);
    expect(other.info.description).toContain('crypto-withdrawals, fee-levels');
  });

  it('quotes every requirement of the catalogue once, on its operation, schema or the document (x-tarc-requirements)', () => {
    const placed: Json[] = [...doc['x-tarc-requirements']];
    for (const item of Object.values(doc.paths as Json)) placed.push(...item.get['x-tarc-requirements']);
    for (const schema of Object.values(doc.components.schemas as Json)) placed.push(...(schema['x-tarc-requirements'] ?? []));
    expect(placed.map((e) => e.id).sort()).toEqual(requirements.map((r) => r.id).sort());
    for (const e of placed) expect(e.quote, e.id).toBe(requirementsById.get(e.id)!.quote);
    const ids = (path: string) => doc.paths[path].get['x-tarc-requirements'].map((e: Json) => e.id);
    expect(ids('/v1/orders')).toEqual(expect.arrayContaining(['ORD-LIST-PAGE-SIZE-RANGE', 'ERR-ORD-BOTH-MISSING', 'ORD-LIMIT-PAGE-SIZE']));
    expect(doc.components.schemas.FeeLevel['x-tarc-requirements'].map((e: Json) => e.id)).toContain('FEE-TABLE-VALUES');
  });

  describe('the record rules JSON Schema can say (validated with ajv)', () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    ajv.addSchema({ $id: 'urn:tarc:rules', components: doc.components });
    const valid = (name: string, value: unknown) => ajv.validate({ $ref: `urn:tarc:rules#/components/schemas/${name}` }, value);
    const feeList = doc.paths['/v1/fee-levels'].get.responses[200].content['application/json'].schema;
    const validList = (value: unknown) => ajv.validate(JSON.parse(JSON.stringify(feeList).replaceAll('"#/components/', '"urn:tarc:rules#/components/')), value);
    const levels = FEE_TABLE.map((e) => ({
      level: e.level,
      volumeRange: e.level === 8 ? '100,000,000+' : 'band',
      makerFee: feeText(e.maker),
      takerFee: feeText(e.taker),
    }));

    it("the fee table: each level's maker and taker fee as listed (by value), levels 1 to 8 each once, the top band open", () => {
      expect(validList(levels)).toBe(true);
      expect(valid('FeeLevel', { ...levels[0], makerFee: '%0.10 (0.0010)' })).toBe(true);
      expect(valid('FeeLevel', { ...levels[0], makerFee: '%.1(.001)' })).toBe(true);
      expect(valid('FeeLevel', { ...levels[0], makerFee: '0.1%' })).toBe(false);
      expect(valid('FeeLevel', { ...levels[2], takerFee: '%0.11 (0.0011)' })).toBe(false);
      expect(valid('FeeLevel', { ...levels[0], makerFee: '%0.01 (0.001)' })).toBe(false);
      expect(valid('FeeLevel', { ...levels[7], volumeRange: '100,000,000' })).toBe(false);
      expect(valid('FeeLevel', { ...levels[0], level: '1' })).toBe(false);
      expect(validList([...levels.slice(0, 7), { ...levels[7], level: 7 }])).toBe(false);
      expect(validList(levels.slice(0, 7))).toBe(false);
    });

    it("a crypto asset's decimals carry maxAmountScale digits; a Buy trade's signed amounts are not above zero", () => {
      const asset = {
        id: '1',
        networkId: '1',
        name: 'Bitcoin',
        currencySymbol: 'BTC',
        hasMemoTag: false,
        tagName: null,
        transferFeeAmount: '0.00010000',
        minWithdrawalAmount: '0.00100000',
        maxWithdrawalAmount: '10.00000000',
        minDepositAmount: '0.00010000',
        maxAmountScale: 8,
        withdrawalEnabled: true,
        depositEnabled: true,
      };
      expect(valid('CryptoAsset', asset)).toBe(true);
      expect(valid('CryptoAsset', { ...asset, maxAmountScale: 9 })).toBe(false);
      expect(
        valid('CryptoAsset', {
          ...asset,
          maxAmountScale: 0,
          transferFeeAmount: '1',
          minWithdrawalAmount: '1',
          maxWithdrawalAmount: '10',
          minDepositAmount: '1',
        }),
      ).toBe(true);
      const d16 = (n: string) => `${n}.0000000000000000`;
      const trade = {
        id: '1',
        orderId: '1',
        feePercentage: d16('0'),
        taxPercentage: d16('0'),
        price: d16('1'),
        createdAt: '2026-06-01T12:00:00.0000000',
        accountId: 'a',
        side: 'Buy',
        feeType: 'Maker',
        pairSymbol: 'BTCTRY',
        amount: d16('1'),
        denominatorAmount: d16('-1'),
        feeAmount: d16('0'),
        taxAmount: d16('-0'),
        externalOrderId: 'x',
      };
      expect(valid('Trade', trade)).toBe(true);
      expect(valid('Trade', { ...trade, denominatorAmount: d16('1') })).toBe(false);
      expect(valid('Trade', { ...trade, side: 'Sell', denominatorAmount: d16('1') })).toBe(true);
    });

    it('problem bodies: the RFC 9110 section per status, the title, errors keyed by the orders parameters, no errors on a 404', () => {
      const bad = { ...validationProblem({ pairSymbol: ['x'] }), traceId: 't' };
      expect(valid('OrdersValidationProblem', bad)).toBe(true);
      expect(valid('OrdersValidationProblem', { ...bad, errors: { accountId: ['x'] } })).toBe(true);
      expect(valid('OrdersValidationProblem', { ...bad, errors: { PairSymbol: ['x'] } })).toBe(false);
      expect(valid('OrdersValidationProblem', { ...bad, title: 'Bad Request' })).toBe(false);
      expect(valid('OrdersValidationProblem', { ...bad, type: PROBLEM_TYPE_NOT_FOUND })).toBe(false);
      expect(valid('OrdersValidationProblem', { ...bad, type: 'https://www.rfc-editor.org/rfc/rfc9110.html#name-400-bad-request' })).toBe(true);
      const missing = { ...notFoundProblem(), traceId: 't' };
      expect(valid('NotFoundProblem', missing)).toBe(true);
      expect(valid('NotFoundProblem', { ...missing, errors: {} })).toBe(false);
      expect(valid('NotFoundProblem', { ...missing, type: PROBLEM_TYPE_BAD_REQUEST })).toBe(false);
      expect(valid('NotFoundProblem', { ...missing, status: 200 })).toBe(false);
    });
  });

  // The parameters' defaults, bounds, enums and required flags are the ones the domain's query rules
  // enforce: each documented bound is accepted and one step past it refused; each default is the one
  // the rules apply when the parameter is omitted; omitting a required parameter is refused.
  const ctx: QueryContext = { now: NOW, pairs: ['BTCTRY'] };
  const day = '2026-05-01T00:00:00';
  const PAGED: [path: string, validate: (q: QueryInput) => { ok: boolean; value?: any }, base: Json, sort: string][] = [
    ['/v1/orders', (q) => validateOrdersQuery(q, ctx), { pairSymbol: 'BTCTRY', createdAtBefore: day }, 'order'],
    ['/v1/trades', (q) => validateTradesQuery(q, ctx), { pairSymbol: 'BTCTRY', createdAtBefore: day }, 'order'],
    ['/v1/crypto-withdrawals', (q) => validateCryptoWithdrawalsQuery(q, ctx), { createdAtBefore: day, createdAtAfter: '2026-04-01' }, 'orderBy'],
    ['/v1/crypto-deposits', (q) => validateCryptoDepositsQuery(q, ctx), { createdAtBefore: day, createdAtAfter: '2026-04-01' }, 'orderBy'],
  ];
  it.each(PAGED)('%s: parameters agree with the domain query rules', (path, validate, base, sort) => {
    const params = doc.paths[path].get.parameters as Json[];
    const byName = (n: string) => params.find((p) => p.name === n)!.schema;
    const plain = validate(base);
    expect(plain.ok).toBe(true);
    expect(plain.value.pageSize).toBe(byName('pageSize').default);
    expect(plain.value.page).toBe(byName('page').default);
    expect(plain.value[sort]).toBe(byName(sort).default);
    for (const n of [byName('pageSize').minimum, byName('pageSize').maximum]) expect(validate({ ...base, pageSize: n }).ok, `pageSize ${n}`).toBe(true);
    for (const n of [byName('pageSize').minimum - 1, byName('pageSize').maximum + 1])
      expect(validate({ ...base, pageSize: n }).ok, `pageSize ${n}`).toBe(false);
    expect(validate({ ...base, page: byName('page').minimum - 1 }).ok).toBe(false);
    for (const v of byName(sort).enum) expect(validate({ ...base, [sort]: v }).ok).toBe(true);
    for (const p of params.filter((x) => x.required)) {
      const { [p.name]: _dropped, ...rest } = base;
      expect(validate(rest).ok, `${path} without ${p.name}`).toBe(false);
    }
    for (const p of params.filter((x) => x.schema.type === 'array' && x.schema.items.enum)) {
      for (const v of p.schema.items.enum) expect(validate({ ...base, [p.name]: v }).ok, `${p.name}=${v}`).toBe(true);
      expect(validate({ ...base, [p.name]: 'Nope' }).ok).toBe(false);
    }
  });

  it('describes what the reference server answers (responses validated by ajv against the document)', async () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    ajv.addSchema({ $id: 'urn:tarc:openapi', components: doc.components });
    const server = await startReferenceServer({ seed: 1, now: NOW });
    try {
      const account = server.accounts[0]!;
      const before = 'createdAtBefore=2026-06-01T12:00:00';
      const trades = JSON.parse((await rawGet(`${server.url}/v1/trades?pairSymbol=BTCTRY&${before}`, signed(account))).body.toString()) as Json[];
      const probes: [path: string, status: number, opPath: string][] = [
        [`/v1/orders?pairSymbol=BTCTRY&${before}`, 200, '/v1/orders'],
        ['/v1/orders?pairSymbol=BTCTRY', 400, '/v1/orders'],
        [`/v1/orders/${trades[0]!.orderId}`, 200, '/v1/orders/{id}'],
        ['/v1/orders/0', 404, '/v1/orders/{id}'],
        [`/v1/trades?pairSymbol=BTCTRY&${before}`, 200, '/v1/trades'],
        [`/v1/trades/${trades[0]!.id}`, 200, '/v1/trades/{id}'],
        ['/v1/trades/0', 404, '/v1/trades/{id}'],
        ['/v1/account-wallets', 200, '/v1/account-wallets'],
        [`/v1/crypto-withdrawals?${before}&createdAtAfter=2026-03-03`, 200, '/v1/crypto-withdrawals'],
        [`/v1/crypto-deposits?${before}&createdAtAfter=2026-03-03`, 200, '/v1/crypto-deposits'],
        ['/v1/broker-pairs', 200, '/v1/broker-pairs'],
        ['/v1/crypto-assets', 200, '/v1/crypto-assets'],
        ['/v1/crypto-network-families', 200, '/v1/crypto-network-families'],
        ['/v1/fee-levels', 200, '/v1/fee-levels'],
      ];
      expect(new Set(probes.map((p) => p[2])).size).toBe(11);
      for (const [path, status, opPath] of probes) {
        const r = await rawGet(`${server.url}${path}`, signed(account));
        expect(r.status, path).toBe(status);
        const schema = JSON.parse(
          JSON.stringify(doc.paths[opPath].get.responses[status].content['application/json'].schema).replaceAll(
            '"#/components/',
            '"urn:tarc:openapi#/components/',
          ),
        ) as Json;
        const validate = ajv.compile(schema);
        const body = JSON.parse(r.body.toString()) as unknown;
        expect(validate(body), `${path}: ${JSON.stringify(validate.errors?.slice(0, 3))}`).toBe(true);
      }
    } finally {
      await server.close();
    }
  });
});
