import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import {
  FEE_TYPES, LISTABLE_ORDER_STATUSES, ORDER_METHODS, ORDER_STATUSES, ORDER_TYPES, RESOURCE_KINDS, schemas, SORT_ORDERS,
  TRADE_SIDES, validateCryptoDepositsQuery, validateCryptoWithdrawalsQuery, validateOrdersQuery, validateTradesQuery,
  WITHDRAWAL_STATUSES, type QueryContext, type QueryInput,
} from '@tarc/domain';
import { startReferenceServer } from '@tarc/reference-server';
import { describe, expect, it } from 'vitest';
import { main } from '../cli.js';
import { rawGet, signed } from '../proxy/traffic.testutil.js';
import { captureIo } from '../testutil/io.testutil.js';
import { AUTH_HEADERS, openApiDocument, SCHEMA_NAMES } from './document.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const doc = openApiDocument() as Json;
const NOW = new Date('2026-06-01T12:00:00Z');

/** The lenient form of a domain schema: `additionalProperties: false` removed at every depth. */
function withoutClosedObjects(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutClosedObjects);
  if (schema === null || typeof schema !== 'object') return schema;
  return Object.fromEntries(Object.entries(schema).filter(([k, v]) => !(k === 'additionalProperties' && v === false)).map(([k, v]) => [k, withoutClosedObjects(v)]));
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
      const bad = captureIo();
      expect(await main(['openapi', '-o', join(dir, 'missing', 'x.json')], bad)).toBe(2);
      expect(bad.err()).toMatch(/^tarc: cannot write .*: no such file or directory \(see tarc openapi --help\)\n$/);
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
      for (const [field, schema] of Object.entries(domain.properties as Json)) expect(component.properties[field], `${kind}.${field}`).toEqual(withoutClosedObjects(schema));
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

  it('has the eleven operations, the four auth headers on the five authenticated ones, and problem bodies', () => {
    const ops = Object.entries(doc.paths as Json).map(([path, item]) => [path, item.get] as const);
    expect(ops).toHaveLength(11);
    const authenticated = ops.filter(([, op]) => op.security).map(([path]) => path);
    expect(authenticated).toEqual(['/v1/orders', '/v1/orders/{id}', '/v1/trades', '/v1/trades/{id}', '/v1/account-wallets']);
    for (const [, op] of ops.filter(([, o]) => o.security)) {
      expect(op.security).toEqual([Object.fromEntries(AUTH_HEADERS.map((h) => [h.replace(/-/g, ''), []]))]);
    }
    expect(Object.values(doc.components.securitySchemes).map((s: any) => `${s.type} ${s.in} ${s.name}`))
      .toEqual(AUTH_HEADERS.map((h) => `apiKey header ${h}`));
    expect(Object.keys(doc.paths['/v1/orders'].get.responses)).toEqual(['200', '400']);
    expect(Object.keys(doc.paths['/v1/orders/{id}'].get.responses)).toEqual(['200', '404']);
    expect(Object.keys(doc.paths['/v1/trades/{id}'].get.responses)).toEqual(['200', '404']);
    expect(doc.paths['/v1/trades'].get.description).toContain('no other parameter may be sent');
    expect(doc.paths['/v1/orders'].get.description).toContain('orderIdAfter or createdAtBefore');
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
    for (const n of [byName('pageSize').minimum - 1, byName('pageSize').maximum + 1]) expect(validate({ ...base, pageSize: n }).ok, `pageSize ${n}`).toBe(false);
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
        const schema = JSON.parse(JSON.stringify(doc.paths[opPath].get.responses[status].content['application/json'].schema)
          .replaceAll('"#/components/', '"urn:tarc:openapi#/components/')) as Json;
        const validate = ajv.compile(schema);
        const body = JSON.parse(r.body.toString()) as unknown;
        expect(validate(body), `${path}: ${JSON.stringify(validate.errors?.slice(0, 3))}`).toBe(true);
      }
    } finally {
      await server.close();
    }
  });
});
