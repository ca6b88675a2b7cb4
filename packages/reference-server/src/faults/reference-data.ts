// Faults of the reference-data endpoints: broker pairs, crypto assets, network families, fee levels.
import { onRecord, truncateDecimals } from './helpers.js';
import type { Fault } from './types.js';

export const REFERENCE_DATA_FAULTS: readonly Fault[] = [
  {
    name: 'broker-pairs-scale-8-digits',
    description: 'Broker pairs carry decimal strings with 8 fractional digits instead of 16.',
    requirements: ['REF-PAIR-DECIMAL-SCALE', 'Orders, trades, wallets and broker pairs use 16 fractional digits.'],
    hooks: onRecord('brokerPair', (record) => truncateDecimals(record, 8)),
  },
  {
    name: 'fee-levels-wrong-taker',
    description: 'Fee level 3 lists a taker fee of 0.0011 instead of 0.001.',
    requirements: ['REF-FEE-LEVELS-TABLE', 'The fee levels as listed (volume lower bound in USDT, maker decimal, taker decimal)'],
    hooks: onRecord('feeLevel', (record) => {
      if (record.level === 3) record.takerFee = '%0.11 (0.0011)';
    }),
  },
  {
    name: 'network-family-id-mismatch',
    description: "The first network of each family carries a familyId other than its family's id.",
    requirements: ['REF-NETWORK-FAMILY-ID', 'familyId: equals the id of the containing family'],
    hooks: onRecord('cryptoNetworkFamily', (record) => {
      const networks = record.cryptoNetworks;
      if (!Array.isArray(networks) || networks.length === 0) return;
      const first = networks[0] as Record<string, unknown>;
      networks[0] = { ...first, familyId: `${String(record.id)}0` };
    }),
  },
];
