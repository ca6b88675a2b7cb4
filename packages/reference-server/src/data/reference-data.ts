// Crypto assets, network families and fee levels: fixed reference data, the same for every seed.
import { feeLevelRecords, formatDecimal, type CryptoAsset, type CryptoNetworkFamily, type FeeLevel } from '@tarc/domain';

export const NETWORK_FAMILIES: readonly CryptoNetworkFamily[] = [
  { id: '1', name: 'Bitcoin', cryptoNetworks: [{ id: '101', familyId: '1', name: 'Bitcoin', isEnabled: true }] },
  {
    id: '2',
    name: 'Ethereum',
    cryptoNetworks: [
      { id: '201', familyId: '2', name: 'Ethereum (ERC20)', isEnabled: true },
      { id: '202', familyId: '2', name: 'Ethereum Goerli', isEnabled: false },
    ],
  },
  { id: '3', name: 'Tron', cryptoNetworks: [{ id: '301', familyId: '3', name: 'Tron (TRC20)', isEnabled: true }] },
  { id: '4', name: 'Ripple', cryptoNetworks: [{ id: '401', familyId: '4', name: 'XRP Ledger', isEnabled: true }] },
  {
    id: '5',
    name: 'Avalanche',
    cryptoNetworks: [
      { id: '501', familyId: '5', name: 'Avalanche C-Chain', isEnabled: true },
      { id: '502', familyId: '5', name: 'Avalanche X-Chain', isEnabled: false },
    ],
  },
];

interface AssetSpec {
  id: string;
  networkId: string;
  name: string;
  currencySymbol: string;
  tagName: string | null;
  scale: number;
  transferFee: string;
  minWithdrawal: string;
  maxWithdrawal: string;
  minDeposit: string;
  withdrawalEnabled: boolean;
  depositEnabled: boolean;
}

const ASSET_SPECS: readonly AssetSpec[] = [
  {
    id: '1001',
    networkId: '101',
    name: 'Bitcoin',
    currencySymbol: 'BTC',
    tagName: null,
    scale: 8,
    transferFee: '0.0002',
    minWithdrawal: '0.001',
    maxWithdrawal: '50',
    minDeposit: '0.0001',
    withdrawalEnabled: true,
    depositEnabled: true,
  },
  {
    id: '1002',
    networkId: '201',
    name: 'Ethereum',
    currencySymbol: 'ETH',
    tagName: null,
    scale: 8,
    transferFee: '0.003',
    minWithdrawal: '0.01',
    maxWithdrawal: '500',
    minDeposit: '0.005',
    withdrawalEnabled: true,
    depositEnabled: true,
  },
  {
    id: '1003',
    networkId: '201',
    name: 'Tether (ERC20)',
    currencySymbol: 'USDT',
    tagName: null,
    scale: 6,
    transferFee: '5',
    minWithdrawal: '20',
    maxWithdrawal: '1000000',
    minDeposit: '10',
    withdrawalEnabled: true,
    depositEnabled: true,
  },
  {
    id: '1004',
    networkId: '301',
    name: 'Tether (TRC20)',
    currencySymbol: 'USDT',
    tagName: null,
    scale: 6,
    transferFee: '1',
    minWithdrawal: '10',
    maxWithdrawal: '1000000',
    minDeposit: '5',
    withdrawalEnabled: true,
    depositEnabled: false,
  },
  {
    id: '1005',
    networkId: '401',
    name: 'XRP',
    currencySymbol: 'XRP',
    tagName: 'Destination Tag',
    scale: 6,
    transferFee: '0.25',
    minWithdrawal: '25',
    maxWithdrawal: '2000000',
    minDeposit: '20',
    withdrawalEnabled: true,
    depositEnabled: true,
  },
  {
    id: '1006',
    networkId: '501',
    name: 'Avalanche',
    currencySymbol: 'AVAX',
    tagName: null,
    scale: 9,
    transferFee: '0.01',
    minWithdrawal: '0.1',
    maxWithdrawal: '100000',
    minDeposit: '0.05',
    withdrawalEnabled: false,
    depositEnabled: true,
  },
];

/** "the decimal strings above carry that many digits" (maxAmountScale). */
export const CRYPTO_ASSETS: readonly CryptoAsset[] = ASSET_SPECS.map((spec) => ({
  id: spec.id,
  networkId: spec.networkId,
  name: spec.name,
  currencySymbol: spec.currencySymbol,
  hasMemoTag: spec.tagName !== null,
  tagName: spec.tagName,
  transferFeeAmount: formatDecimal(spec.transferFee, spec.scale),
  minWithdrawalAmount: formatDecimal(spec.minWithdrawal, spec.scale),
  maxWithdrawalAmount: formatDecimal(spec.maxWithdrawal, spec.scale),
  minDepositAmount: formatDecimal(spec.minDeposit, spec.scale),
  maxAmountScale: spec.scale,
  withdrawalEnabled: spec.withdrawalEnabled,
  depositEnabled: spec.depositEnabled,
}));

/**
 * The spec's fee table as the resource lists it (@tarc/domain's formatter): "levels 1 to 8 are
 * listed"; volumeRange is a "human-readable volume band in USDT; the top level is open-ended,
 * written with a trailing plus".
 */
export const FEE_LEVEL_RECORDS: readonly FeeLevel[] = feeLevelRecords();
