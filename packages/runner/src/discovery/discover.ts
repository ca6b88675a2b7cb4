// Discovery: what the target holds, read once before any check and shared by all of them.
import { TransportError } from '@tarc/conformance';
import type { Discovery, Evidence, HttpClient } from '@tarc/conformance';
import type { BrokerPair, CryptoAsset, CryptoNetworkFamily, FeeLevel, Instant } from '@tarc/domain';
import { discoverAccount } from './account.js';
import { discoverList } from './discover-list.js';
import { DEFAULT_MAX_PAIRS, pairsToWalk } from './pairs.js';
import { windowsBack } from './windows.js';

export interface DiscoverOptions {
  now: Instant;
  horizonDays: number;
  formatDateTime(instant: Instant): string;
  hasSecondAccount: boolean;
  /** Pairs whose orders and trades are walked at most (default 100): a sample past it. */
  maxPairs?: number;
}

export type DiscoverResult = { reachable: true; discovery: Discovery } | { reachable: false; message: string; evidence: Evidence[] };

/** The transport error of a GET, if no HTTP response came back at all. */
async function transportFailure(http: HttpClient, path: string): Promise<TransportError | undefined> {
  try {
    await http.get(path);
    return undefined;
  } catch (error) {
    return error instanceof TransportError ? error : undefined;
  }
}

export async function discover(http: HttpClient, options: DiscoverOptions): Promise<DiscoverResult> {
  const notes: string[] = [];
  const pairsResult = await discoverList<BrokerPair>(http, '/v1/broker-pairs');
  if (!pairsResult.ok && pairsResult.transport) {
    // The target is unreachable only when neither reference data nor orders get any HTTP answer.
    const first = pairsResult.transport;
    const second = await transportFailure(http, '/v1/orders');
    if (second) {
      return {
        reachable: false,
        message: `no HTTP answer from GET /v1/broker-pairs nor GET /v1/orders (${first.evidence.error ?? first.message})`,
        evidence: [first.evidence, second.evidence],
      };
    }
  }
  if (!pairsResult.ok) {
    notes.push(`broker pairs could not be read (${pairsResult.reason}); order and trade data were not sampled`);
  }

  const discovery: Discovery = { now: options.now, horizonDays: options.horizonDays, account: {}, notes };
  if (pairsResult.ok) discovery.brokerPairs = pairsResult.items;
  let pairs: string[] | undefined;
  if (pairsResult.ok) {
    const sample = pairsToWalk(pairsResult.items, options.maxPairs ?? DEFAULT_MAX_PAIRS);
    pairs = sample.symbols;
    if (sample.note) notes.push(sample.note);
  }
  const windows = windowsBack(options.now, options.horizonDays);

  const reference = async <T>(name: string, path: string, assign: (items: T[]) => void) => {
    const result = await discoverList<T>(http, path);
    if (result.ok) assign(result.items);
    else notes.push(`${name} could not be read (${result.reason})`);
  };

  const [account, secondAccount] = await Promise.all([
    discoverAccount(http, { who: 'primary account', credentials: 'primary', pairs, windows, formatDateTime: options.formatDateTime }, notes),
    options.hasSecondAccount
      ? // The second account is there to be aimed at (isolation): its newest records are enough.
        discoverAccount(
          http,
          { who: 'second account', credentials: 'secondary', pairs, windows, formatDateTime: options.formatDateTime, newestOnly: true },
          notes,
        )
      : Promise.resolve(undefined),
    reference<CryptoAsset>('crypto assets', '/v1/crypto-assets', (items) => (discovery.cryptoAssets = items)),
    reference<CryptoNetworkFamily>('crypto network families', '/v1/crypto-network-families', (items) => (discovery.cryptoNetworkFamilies = items)),
    reference<FeeLevel>('fee levels', '/v1/fee-levels', (items) => (discovery.feeLevels = items)),
  ]);
  // Requests finish in any order; the notes should not.
  notes.sort();
  discovery.account = account;
  if (secondAccount) discovery.secondAccount = secondAccount;
  return { reachable: true, discovery };
}
