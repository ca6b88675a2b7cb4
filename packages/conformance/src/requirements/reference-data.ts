// Reference data: broker pairs, crypto assets, crypto network families, fee levels
// ("Resources and their fields" and their "Endpoints").
import type { Requirement } from './requirement.js';

const PAIR = 'Resources and their fields > Broker pair';
const ASSET = 'Resources and their fields > Crypto asset';
const FAMILY = 'Resources and their fields > Crypto network family';
const FEE = 'Resources and their fields > Fee level';

const EXTRA_FIELDS_NOTE =
  'The table lists the fields; whether others may be added is not said. Extra fields are reported at SHOULD, never MUST (OPEN-POINTS #13).';

export const referenceDataRequirements = [
  // Broker pairs
  {
    id: 'PAIR-LIST',
    section: 'Endpoints > GET /v1/broker-pairs',
    quote: 'Returns an array of Broker pair.',
    level: 'MUST',
  },
  {
    id: 'PAIR-FIELDS',
    section: PAIR,
    quote: [
      '| id | string | |',
      '| symbol | string | pair symbol |',
      '| numeratorSymbol | string | |',
      '| denominatorSymbol | string | |',
      '| numeratorPrecision | integer | |',
      '| denominatorPrecision | integer | |',
      '| minExchangeValue | decimal string | |',
      '| tickSize | decimal string | |',
      '| minPrice | decimal string | |',
      '| maxPrice | decimal string | |',
      '| market | boolean | market orders supported |',
      '| limit | boolean | limit orders supported |',
      '| stopMarket | boolean | stop-market orders supported |',
      '| stopLimit | boolean | stop-limit orders supported |',
      '| maximumOrderAmount | decimal string | |',
      '| maximumLimitOrderPrice | decimal string | |',
      '| minimumLimitOrderPrice | decimal string | |',
    ].join('\n'),
    level: 'MUST',
    note: 'Every listed field is present with its type (lenient mode: extra fields allowed).',
  },
  {
    id: 'PAIR-NO-EXTRA-FIELDS',
    section: PAIR,
    quote: '| Field | Type | Notes |',
    level: 'SHOULD',
    openPoint: 13,
    note: EXTRA_FIELDS_NOTE,
  },
  {
    id: 'PAIR-SYMBOL-FILTER',
    section: 'Endpoints > GET /v1/broker-pairs',
    quote: '| symbol | STRING | no | pair symbol filter |',
    level: 'MUST',
    note: 'symbol=<S> for an existing S returns exactly the pairs whose symbol is S. For a symbol that names no pair the spec gives no answer: an empty array and a 4xx are both accepted; pairs of other symbols are not.',
  },
  {
    id: 'PAIR-SYMBOL-COMPOSED',
    section: 'Resources and their fields > Order',
    quote: '| pairSymbol | string | pair symbol, e.g. <NUMERATOR><DENOMINATOR> |',
    level: 'SHOULD',
    note: 'The only place the spec shows what a pair symbol looks like is this example ("e.g.") in the Order table; the Broker pair table says only "pair symbol". An example is a stated convention, not a rule, so a pair whose symbol is not numeratorSymbol followed by denominatorSymbol fails at SHOULD, not MUST.',
  },
  // Crypto assets
  {
    id: 'ASSET-LIST',
    section: 'Endpoints > GET /v1/crypto-assets',
    quote: 'No parameters. Returns an array of Crypto asset.',
    level: 'MUST',
  },
  {
    id: 'ASSET-FIELDS',
    section: ASSET,
    quote: [
      '| id | string | |',
      '| networkId | string | refers to a crypto network id |',
      '| name | string | |',
      '| currencySymbol | string | |',
      '| hasMemoTag | boolean | |',
      '| tagName | string or null | |',
      '| transferFeeAmount | decimal string | |',
      '| minWithdrawalAmount | decimal string | |',
      '| maxWithdrawalAmount | decimal string | |',
      '| minDepositAmount | decimal string | |',
      '| maxAmountScale | integer | number of fractional digits allowed for amounts of this asset; the decimal strings above carry that many digits |',
      '| withdrawalEnabled | boolean | |',
      '| depositEnabled | boolean | |',
    ].join('\n'),
    level: 'MUST',
    note: 'Every listed field is present with its type (lenient mode: extra fields allowed).',
  },
  {
    id: 'ASSET-NO-EXTRA-FIELDS',
    section: ASSET,
    quote: '| Field | Type | Notes |',
    level: 'SHOULD',
    openPoint: 13,
    note: EXTRA_FIELDS_NOTE,
  },
  {
    id: 'ASSET-SCALE',
    section: ASSET,
    quote: '| maxAmountScale | integer | number of fractional digits allowed for amounts of this asset; the decimal strings above carry that many digits |',
    level: 'MUST',
    note: 'transferFeeAmount, minWithdrawalAmount, maxWithdrawalAmount and minDepositAmount each carry exactly maxAmountScale fractional digits (none, and no decimal point, when it is 0).',
  },
  {
    id: 'ASSET-NETWORK-EXISTS',
    section: ASSET,
    quote: '| networkId | string | refers to a crypto network id |',
    level: 'MUST',
    note: 'Every networkId is the id of a network listed by GET /v1/crypto-network-families.',
  },
  // Crypto network families
  {
    id: 'NETF-LIST',
    section: 'Endpoints > GET /v1/crypto-network-families',
    quote: 'No parameters. Returns an array of Crypto network family, each with its networks.',
    level: 'MUST',
  },
  {
    id: 'NETF-FIELDS',
    section: FAMILY,
    quote: [
      '| id | string | |',
      '| name | string | |',
      '| cryptoNetworks | array of network | |',
      'Network:',
      '| id | string | |',
      '| familyId | string | equals the id of the containing family |',
      '| name | string | |',
      '| isEnabled | boolean | |',
    ].join('\n'),
    level: 'MUST',
    note: 'Every listed field of the family and of each of its networks is present with its type (lenient mode).',
  },
  {
    id: 'NETF-NO-EXTRA-FIELDS',
    section: FAMILY,
    quote: '| Field | Type | Notes |',
    level: 'SHOULD',
    openPoint: 13,
    note: EXTRA_FIELDS_NOTE,
  },
  {
    id: 'NETF-FAMILY-ID',
    section: FAMILY,
    quote: '| familyId | string | equals the id of the containing family |',
    level: 'MUST',
  },
  // Fee levels
  {
    id: 'FEE-LIST',
    section: 'Endpoints > GET /v1/fee-levels',
    quote: 'No parameters. Returns an array of Fee level (all levels).',
    level: 'MUST',
  },
  {
    id: 'FEE-FIELDS',
    section: FEE,
    quote: [
      '| level | integer | levels 1 to 8 are listed |',
      '| volumeRange | string | human-readable volume band in USDT; the top level is open-ended, written with a trailing plus |',
      '| makerFee | string | text of the form %<percent> (<decimal fraction>) |',
      '| takerFee | string | same form as makerFee |',
    ].join('\n'),
    level: 'MUST',
    note: 'Every listed field is present with its type (lenient mode).',
  },
  {
    id: 'FEE-NO-EXTRA-FIELDS',
    section: FEE,
    quote: '| Field | Type | Notes |',
    level: 'SHOULD',
    openPoint: 13,
    note: EXTRA_FIELDS_NOTE,
  },
  {
    id: 'FEE-LEVELS-1-TO-8',
    section: FEE,
    quote: '| level | integer | levels 1 to 8 are listed |',
    level: 'MUST',
    note: 'Read with "Returns an array of Fee level (all levels)": each of the levels 1 to 8 appears exactly once and no other level appears.',
  },
  {
    id: 'FEE-TABLE-VALUES',
    section: FEE,
    quote: [
      'The fee levels as listed (volume lower bound in USDT, maker decimal, taker decimal):',
      '| 1 | 0 | 0.001 | 0.0012 |',
      '| 2 | 100,000 | 0.0009 | 0.0011 |',
      '| 3 | 500,000 | 0.0008 | 0.001 |',
      '| 4 | 2,500,000 | 0.0006 | 0.0009 |',
      '| 5 | 10,000,000 | 0.0005 | 0.0007 |',
      '| 6 | 25,000,000 | 0.0003 | 0.0006 |',
      '| 7 | 50,000,000 | 0.0002 | 0.0005 |',
      '| 8 | 100,000,000 (open-ended) | 0.0001 | 0.0004 |',
    ].join('\n'),
    level: 'MUST',
    note: "The decimal fraction of makerFee and takerFee equals the table's maker and taker values (compared as numbers). The lower bound is FEE-VOLUME-RANGE-LOWER-BOUND.",
  },
  {
    id: 'FEE-TEXT-FORM',
    section: FEE,
    quote: '| makerFee | string | text of the form %<percent> (<decimal fraction>) |\n| takerFee | string | same form as makerFee |',
    level: 'MUST',
    note: 'Read as "%" + a decimal number + " (" + a decimal number + ")", both numbers the same fee (percent = fraction × 100).',
  },
  {
    id: 'FEE-VOLUME-RANGE-LOWER-BOUND',
    section: FEE,
    quote: [
      '| volumeRange | string | human-readable volume band in USDT; the top level is open-ended, written with a trailing plus |',
      'The fee levels as listed (volume lower bound in USDT, maker decimal, taker decimal):',
      '| 1 | 0 | 0.001 | 0.0012 |',
      '| 2 | 100,000 | 0.0009 | 0.0011 |',
      '| 8 | 100,000,000 (open-ended) | 0.0001 | 0.0004 |',
    ].join('\n'),
    level: 'MUST',
    note: 'The band a level\'s volumeRange names starts at the table\'s lower bound for that level: its first number, read with any thousands separator and a k/M/B suffix ("100,000", "100 000", "100K"), equals it. The text around the numbers and the upper bound (written as the next level\'s lower bound or just below it) are not judged; a volumeRange naming no number is not judged.',
  },
  {
    id: 'FEE-TOP-BAND-OPEN',
    section: FEE,
    quote: '| volumeRange | string | human-readable volume band in USDT; the top level is open-ended, written with a trailing plus |',
    level: 'MUST',
    note: 'The volumeRange of level 8 ends with "+"; no other level is open-ended, so no other volumeRange ends with "+".',
  },
] as const satisfies readonly Requirement[];
