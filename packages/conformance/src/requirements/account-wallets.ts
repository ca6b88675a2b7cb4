// GET /v1/account-wallets and the Account wallet resource.
import type { Requirement } from './requirement.js';

const RESOURCE = 'Resources and their fields > Account wallet';
const ENDPOINT = 'Endpoints > GET /v1/account-wallets';

export const accountWalletsRequirements = [
  {
    id: 'WAL-LIST',
    section: ENDPOINT,
    quote: 'Authenticated. Returns an array of Account wallet.',
    level: 'MUST',
  },
  {
    id: 'WAL-FIELDS',
    section: RESOURCE,
    quote: [
      '| id | string | |',
      '| accountId | string | |',
      '| currencySymbol | string | e.g. BTC, ETH, TRY |',
      '| orderFund | decimal string | |',
      '| requestFund | decimal string | |',
      '| totalFund | decimal string | |',
    ].join('\n'),
    level: 'MUST',
  },
  {
    id: 'WAL-DECIMAL-SCALE',
    section: 'What the service does > General conventions',
    quote: 'Orders, trades, wallets and broker pairs use 16 fractional digits.',
    level: 'MUST',
    note: 'orderFund, requestFund and totalFund each carry exactly 16 fractional digits.',
  },
  {
    id: 'WAL-FILTER-CURRENCY-SYMBOL',
    section: ENDPOINT,
    quote: '| currencySymbol | STRING | no | filters by currency symbol |',
    level: 'MUST',
    note: 'With currencySymbol=S every wallet returned has currencySymbol S, and a wallet of S in the ' + 'unfiltered list is in the filtered one.',
  },
  {
    id: 'WAL-FUNDS-MEANING',
    section: RESOURCE,
    quote: 'Meaning of orderFund, requestFund and totalFund: not shown.',
    level: 'INFO',
    openPoint: 9,
    testable: false,
    note: 'No arithmetic relation between orderFund, requestFund and totalFund is asserted.',
  },
] as const satisfies readonly Requirement[];
