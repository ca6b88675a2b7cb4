// Faults of the reference-data endpoints: broker pairs, crypto assets, network families, fee levels.
// Each names the requirement ids of packages/conformance/src/requirements/ it breaks.
import { brokerPair, PAIRS } from '../data/pairs.js';
import { CRYPTO_ASSETS, FEE_LEVEL_RECORDS } from '../data/reference-data.js';
import type { EndpointName } from '../types.js';
import { listInEnvelope, onRecord, truncateDecimals } from './helpers.js';
import type { Fault, FaultHooks } from './types.js';

export const REFERENCE_DATA_FAULTS = [
  {
    name: 'broker-pairs-scale-8-digits',
    description: 'Broker pairs carry decimal strings with 8 fractional digits instead of 16.',
    requirements: ['GEN-DECIMAL-SCALE-16'],
    hooks: onRecord('brokerPair', (record) => truncateDecimals(record, 8)),
  },
  {
    name: 'broker-pairs-symbol-filter-ignored',
    description: 'GET /v1/broker-pairs ignores the symbol filter and lists every pair.',
    requirements: ['PAIR-SYMBOL-FILTER'],
    hooks: {
      rawQuery(c) {
        if (c.endpoint !== 'broker-pairs' || !c.params.has('symbol')) return;
        const params = new URLSearchParams(c.params);
        params.delete('symbol');
        return params;
      },
    },
  },
  {
    name: 'broker-pairs-symbol-not-composed',
    description:
      'Broker pairs list numeratorSymbol and denominatorSymbol swapped, so symbol is not <NUMERATOR><DENOMINATOR> (a SHOULD: fails the run only with --fail-on should).',
    requirements: ['PAIR-SYMBOL-COMPOSED'],
    hooks: onRecord('brokerPair', (record) => {
      [record.numeratorSymbol, record.denominatorSymbol] = [record.denominatorSymbol, record.numeratorSymbol];
    }),
  },
  {
    name: 'broker-pairs-decimal-numbers',
    description: 'Broker pairs carry minPrice and maxPrice as JSON numbers instead of decimal strings.',
    requirements: ['GEN-DECIMAL-STRING', 'PAIR-FIELDS'],
    hooks: onRecord('brokerPair', (record) => {
      for (const field of ['minPrice', 'maxPrice']) {
        if (typeof record[field] === 'string') record[field] = Number(record[field]);
      }
    }),
  },
  {
    name: 'broker-pairs-keyed-by-symbol',
    description: 'GET /v1/broker-pairs answers an object keyed by pair symbol instead of an array of Broker pair.',
    requirements: ['PAIR-LIST', 'GEN-LIST-BARE-ARRAY'],
    hooks: answerInstead('broker-pairs', () => ({
      status: 200,
      body: Object.fromEntries(PAIRS.map((pair) => [pair.symbol, brokerPair(pair)])),
    })),
  },
  {
    name: 'crypto-assets-scale-mismatch',
    description: 'Crypto assets state a maxAmountScale one more than the digits their decimal strings carry.',
    requirements: ['ASSET-SCALE', 'GEN-DECIMAL-SCALE-ASSET'],
    hooks: onRecord('cryptoAsset', (record) => {
      if (typeof record.maxAmountScale === 'number') record.maxAmountScale += 1;
    }),
  },
  {
    name: 'crypto-assets-dangling-network',
    description: 'The first crypto asset refers to a networkId that no network family lists.',
    requirements: ['ASSET-NETWORK-EXISTS'],
    hooks: {
      record(c) {
        if (c.kind === 'cryptoAsset' && c.record.id === CRYPTO_ASSETS[0]?.id) c.record.networkId = 'tarc-no-such-network';
      },
    },
  },
  {
    name: 'crypto-assets-numeric-ids',
    description: 'Crypto assets carry id as a JSON number instead of a string.',
    requirements: ['GEN-ID-STRINGS', 'ASSET-FIELDS'],
    hooks: onRecord('cryptoAsset', (record) => {
      const n = Number(record.id);
      record.id = Number.isFinite(n) ? n : 1;
    }),
  },
  {
    name: 'network-family-id-mismatch',
    description: "The first network of each family carries a familyId other than its family's id.",
    requirements: ['NETF-FAMILY-ID'],
    hooks: onRecord('cryptoNetworkFamily', (record) => {
      const networks = record.cryptoNetworks;
      if (!Array.isArray(networks) || networks.length === 0) return;
      const first = networks[0] as Record<string, unknown>;
      networks[0] = { ...first, familyId: `${String(record.id)}0` };
    }),
  },
  {
    name: 'network-families-envelope',
    description: 'GET /v1/crypto-network-families wraps the list in an envelope with a count: { items, totalCount }.',
    requirements: ['NETF-LIST', 'Returns an array of Crypto network family'],
    hooks: listInEnvelope('crypto-network-families'),
  },
  {
    name: 'network-families-without-networks',
    description: 'Crypto network families leave out their cryptoNetworks.',
    requirements: ['NETF-FIELDS', 'NETF-LIST'],
    hooks: onRecord('cryptoNetworkFamily', (record) => {
      delete record.cryptoNetworks;
    }),
  },
  {
    name: 'fee-levels-level-as-text',
    description: 'Fee levels carry level as a JSON string ("1") instead of an integer.',
    requirements: ['FEE-FIELDS'],
    hooks: onRecord('feeLevel', (record) => {
      record.level = String(record.level);
    }),
  },
  {
    name: 'fee-levels-level-8-missing',
    description: 'Fee level 8 is numbered 7, so level 7 is listed twice and level 8 is missing.',
    requirements: ['FEE-LEVELS-1-TO-8'],
    hooks: onRecord('feeLevel', (record) => {
      if (record.level === 8) record.level = 7;
    }),
  },
  {
    name: 'fee-levels-wrong-taker',
    description: 'Fee level 3 lists a taker fee of 0.0011 instead of 0.001.',
    requirements: ['FEE-TABLE-VALUES'],
    hooks: onRecord('feeLevel', (record) => {
      if (record.level === 3) record.takerFee = '%0.11 (0.0011)';
    }),
  },
  {
    name: 'fee-levels-bad-text',
    description: 'Fee level 1 writes makerFee as "0.1%" instead of "%0.1 (0.001)".',
    requirements: ['FEE-TEXT-FORM'],
    hooks: onRecord('feeLevel', (record) => {
      if (record.level === 1) record.makerFee = '0.1%';
    }),
  },
  {
    name: 'fee-levels-top-band-closed',
    description: 'Fee level 8 writes its volumeRange as a closed band, without the trailing plus.',
    requirements: ['FEE-TOP-BAND-OPEN'],
    hooks: onRecord('feeLevel', (record) => {
      if (record.level === 8 && typeof record.volumeRange === 'string') {
        record.volumeRange = `${record.volumeRange.replace(/\+$/, '')} - 250,000,000`;
      }
    }),
  },
  {
    name: 'fee-levels-not-served',
    description: 'GET /v1/fee-levels answers 404, as if the endpoint were not under /v1.',
    requirements: ['GEN-VERSION-V1', 'GEN-GET-ONLY', 'FEE-LIST'],
    hooks: answerInstead('fee-levels', () => ({
      status: 404,
      body: { type: 'https://tools.ietf.org/html/rfc9110#section-15.5.5', title: 'Not Found', status: 404 },
    })),
  },
  {
    name: 'crypto-assets-envelope',
    description: 'GET /v1/crypto-assets wraps the list in an envelope with a total count: { items, totalCount }.',
    requirements: ['GEN-LIST-BARE-ARRAY', 'ASSET-LIST'],
    hooks: answerInstead('crypto-assets', () => ({
      status: 200,
      body: { items: structuredClone([...CRYPTO_ASSETS]), totalCount: CRYPTO_ASSETS.length },
    })),
  },
  {
    // The judge of every exchange validates at most 1,000 records of one answer (the largest page of
    // a paged endpoint); an unpaged list is validated whole by its checks, which this fault proves.
    name: 'crypto-assets-scale-past-1000',
    description:
      'GET /v1/crypto-assets lists 1,001 assets (its own, then copies under new ids); only the last states a maxAmountScale one more than its digits.',
    requirements: ['ASSET-SCALE', 'GEN-DECIMAL-SCALE-ASSET'],
    hooks: answerInstead('crypto-assets', () => ({ status: 200, body: assetsPastTheCap() })),
  },
  {
    name: 'fee-levels-status-203',
    description: 'GET /v1/fee-levels succeeds with 203 instead of 200.',
    requirements: ['GEN-SUCCESS-200-JSON'],
    hooks: answerInstead('fee-levels', () => ({ status: 203, body: structuredClone([...FEE_LEVEL_RECORDS]) })),
  },
] as const satisfies readonly Fault[];

/** More crypto assets than the judge validates of one answer (1,000), so the last lies past its cap. */
const PAST_CAP_ASSETS = 1001;

function assetsPastTheCap(): Record<string, unknown>[] {
  const assets: Record<string, unknown>[] = [];
  for (let i = 0; assets.length < PAST_CAP_ASSETS; i++) {
    const asset = structuredClone(CRYPTO_ASSETS[i % CRYPTO_ASSETS.length]!);
    assets.push(i < CRYPTO_ASSETS.length ? { ...asset } : { ...asset, id: String(100_000 + i) });
  }
  const last = assets[assets.length - 1]!;
  if (typeof last.maxAmountScale === 'number') last.maxAmountScale += 1;
  return assets;
}

/**
 * The server core has no hook for a whole success response, so a fault that must answer otherwise
 * fails the request early (the core answers 500) and replaces that 500 with its own status and body.
 */
function answerInstead(endpoint: EndpointName, answer: () => { status: number; body: unknown }): FaultHooks {
  return {
    rawQuery(c) {
      if (c.endpoint === endpoint) throw new Error(`fault: ${endpoint} answers otherwise`);
    },
    problem(c) {
      if (c.endpoint !== endpoint || c.status !== 500) return;
      const { status, body } = answer();
      // A list body is sent as is: the core serializes whatever it is given.
      return { status, body: body as Record<string, unknown> };
    },
  };
}
