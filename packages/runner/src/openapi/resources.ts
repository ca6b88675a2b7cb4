// The resource schemas of the document: @tarc/domain's (JSON Schema 2020-12 is OpenAPI 3.1's own
// dialect; the lenient form: extra fields are at most SHOULD, OPEN-POINTS #13, but a deposit's four
// are forbidden), with the record rules JSON Schema can state added: the Buy trade signs, each crypto
// asset's decimals at its own maxAmountScale, the fee table, and createdBy's e-mail form.
import { ASSET_DECIMAL_FIELDS, BUY_NEGATIVE_FIELDS, FEE_TABLE, feeText, RESOURCE_KINDS, schemaFor, type ResourceKind } from '@tarc/domain';

type Json = Record<string, unknown>;

/** Component names of the resource schemas: `order` → `Order`. */
export const SCHEMA_NAMES: Readonly<Record<ResourceKind, string>> = {
  order: 'Order',
  trade: 'Trade',
  accountWallet: 'AccountWallet',
  cryptoWithdrawal: 'CryptoWithdrawal',
  cryptoDeposit: 'CryptoDeposit',
  brokerPair: 'BrokerPair',
  cryptoAsset: 'CryptoAsset',
  cryptoNetworkFamily: 'CryptoNetworkFamily',
  feeLevel: 'FeeLevel',
};

/**
 * The largest maxAmountScale whose decimals the document pins (one `if`/`then` per scale). A scale
 * above it is allowed and its decimals only held to the plain decimal form (said in the schema).
 */
const MAX_PINNED_ASSET_SCALE = 30;

/** A decimal text equal in value to `value` (`0.001` also as `.001`, `0.0010`, `00.001`): for the fee text. */
function decimalValuePattern(value: string): string {
  const [whole = '', fraction = ''] = value.split('.');
  const int = whole.replace(/^0+/, '');
  const frac = fraction.replace(/0+$/, '');
  if (frac === '') return int === '' ? '(0+(\\.0+)?|\\.0+)' : `0*${int}(\\.0+)?`;
  return `0*${int}\\.${frac}0*`;
}

/** makerFee/takerFee "text of the form %<percent> (<decimal fraction>)", for one fraction of the table: the domain's text, each number by value. */
function feeTextSchema(fraction: string): Json {
  const [, percent = '', written = ''] = /^%(\S+) \((\S+)\)$/.exec(feeText(fraction)) ?? [];
  return { type: 'string', pattern: `^%${decimalValuePattern(percent)} ?\\(${decimalValuePattern(written)}\\)$` };
}

/** "The fee levels as listed": one entry per level, its maker and taker fee as the table gives them. */
function feeTable(): Json {
  const top = FEE_TABLE.length;
  return {
    oneOf: FEE_TABLE.map((entry) => ({
      required: ['level'],
      properties: {
        level: { const: entry.level },
        makerFee: feeTextSchema(entry.maker),
        takerFee: feeTextSchema(entry.taker),
        ...(entry.level === top
          ? { volumeRange: { type: 'string', pattern: '\\+\\s*$', description: '"the top level is open-ended, written with a trailing plus"' } }
          : {}),
      },
    })),
  };
}

/** "the decimal strings above carry that many digits" (maxAmountScale), for scales 0 to MAX_PINNED_ASSET_SCALE. */
function assetScale(): Json {
  const scales = Array.from({ length: MAX_PINNED_ASSET_SCALE + 1 }, (_, k) => k);
  return {
    allOf: scales.map((k) => ({
      if: { properties: { maxAmountScale: { const: k } }, required: ['maxAmountScale'] },
      // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then, not a thenable
      then: { properties: Object.fromEntries(ASSET_DECIMAL_FIELDS.map((f) => [f, { pattern: k === 0 ? '^-?[0-9]+$' : `^-?[0-9]+\\.[0-9]{${k}}$` }])) },
    })),
  };
}

/** "a Buy trade carries a negative value": not above zero (a zero fee or tax in any sign is allowed). */
function buySigns(): Json {
  const notPositive = { not: { type: 'string', pattern: '^(?!-).*[1-9]' } };
  return {
    if: { properties: { side: { const: 'Buy' } }, required: ['side'] },
    // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then, not a thenable
    then: { properties: Object.fromEntries(BUY_NEGATIVE_FIELDS.map((f) => [f, notPositive])) },
  };
}

/** createdBy: "(an e-mail form, <EMAIL>)": a local part, `@`, a domain (SHOULD: a table note, not a rule). */
const EMAIL_FORM = { pattern: '^[^\\s@]+@[^\\s@]+$', description: 'identifier of the creating user, in an e-mail form (a SHOULD: the form is a table note)' };

function withField(schema: Json, field: string, extra: Json): Json {
  const properties = schema.properties as Record<string, Json>;
  return { ...schema, properties: { ...properties, [field]: { ...properties[field], ...extra } } };
}

/** A domain schema as an OpenAPI component, with the record rules JSON Schema can say; `$schema`/`$id` dropped. */
function resourceSchema(kind: ResourceKind): Json {
  const { $schema: _s, $id: _i, ...schema } = schemaFor(kind, 'lenient') as Json;
  switch (kind) {
    case 'order':
      return withField(schema, 'createdBy', EMAIL_FORM);
    case 'cryptoWithdrawal':
      return withField(schema, 'createdBy', EMAIL_FORM);
    case 'trade':
      return { ...schema, ...buySigns() };
    case 'cryptoAsset':
      return { ...schema, ...assetScale() };
    case 'feeLevel':
      return { ...schema, ...feeTable() };
    default:
      return schema;
  }
}

/** The fee-level list: "levels 1 to 8 are listed", each once. */
export function feeLevelList(itemRef: Json): Json {
  return {
    type: 'array',
    items: itemRef,
    minItems: FEE_TABLE.length,
    maxItems: FEE_TABLE.length,
    allOf: FEE_TABLE.map(({ level }) => ({ contains: { properties: { level: { const: level } }, required: ['level'] } })),
  };
}

export const RESOURCE_COMPONENTS = (): Json => Object.fromEntries(RESOURCE_KINDS.map((k) => [SCHEMA_NAMES[k], resourceSchema(k)]));
