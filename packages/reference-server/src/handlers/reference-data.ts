// GET /v1/broker-pairs, /v1/crypto-assets, /v1/crypto-network-families, /v1/fee-levels.
import { selectBrokerPairs, validateBrokerPairsQuery } from '@tarc/domain';
import { brokerPair, PAIRS } from '../data/pairs.js';
import { CRYPTO_ASSETS, FEE_LEVEL_RECORDS, NETWORK_FAMILIES } from '../data/reference-data.js';
import type { Handler } from './context.js';

/** "symbol: pair symbol filter". */
export const listBrokerPairs: Handler = (c) => {
  const result = validateBrokerPairsQuery(c.params);
  if (!result.ok) return { status: 400, problem: result.problem };
  const pairs = selectBrokerPairs(PAIRS, result.value);
  return { status: 200, kind: 'brokerPair', records: pairs.map(brokerPair) };
};

/** "No parameters." Each list is copied: hooks may change what they are given. */
export const listCryptoAssets: Handler = () => ({ status: 200, kind: 'cryptoAsset', records: structuredClone([...CRYPTO_ASSETS]) });

export const listNetworkFamilies: Handler = () => ({
  status: 200,
  kind: 'cryptoNetworkFamily',
  records: structuredClone([...NETWORK_FAMILIES]),
});

export const listFeeLevels: Handler = () => ({ status: 200, kind: 'feeLevel', records: structuredClone([...FEE_LEVEL_RECORDS]) });
