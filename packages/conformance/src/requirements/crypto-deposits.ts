// GET /v1/crypto-deposits and the Crypto deposit resource, with the deposit's cross-reference.
import type { Requirement } from './requirement.js';
import { pagedWindow, symbolFilter } from './crypto-transfers.js';

const RESOURCE = 'Resources and their fields > Crypto deposit';
const ENDPOINT = 'Endpoints > GET /v1/crypto-deposits';

export const cryptoDepositsRequirements = [
  {
    id: 'DEP-LIST',
    section: ENDPOINT,
    quote: 'Returns an array of Crypto deposit, ordered by createdAt.',
    level: 'MUST',
  },
  {
    id: 'DEP-FIELDS',
    section: RESOURCE,
    quote: [
      '| id | string | |',
      '| accountId | string | |',
      '| assetId | string | refers to a crypto asset id |',
      '| address | string | |',
      '| memoTag | string or null | |',
      '| amount | decimal string | |',
      '| transactionHash | string | |',
      '| createdAt | datetime | |',
    ].join('\n'),
    level: 'MUST',
    note: 'memoTag is present on every deposit, as a string or null.',
  },
  {
    id: 'DEP-STATUS',
    section: RESOURCE,
    quote: '| status | string | allowed values: not shown |',
    level: 'MUST',
    openPoint: 8,
    note: 'Only the type is checked: status is a string. Its values are reported, never judged.',
  },
  {
    id: 'DEP-NO-WITHDRAWAL-FIELDS',
    section: RESOURCE,
    quote: 'A deposit has no feeAmount, no updatedAt, no externalTransactionId and no createdBy.',
    level: 'MUST',
    openPoint: 13,
    note: 'None of the four keys is present on a deposit, not even with a null value.',
  },
  symbolFilter('DEP', ENDPOINT, 'deposit'),
  ...pagedWindow('DEP', ENDPOINT, 'deposit'),
  {
    id: 'XREF-DEPOSIT-ASSET',
    section: RESOURCE,
    quote: '| assetId | string | refers to a crypto asset id |',
    level: 'MUST',
    note: "Every deposit's assetId is the id of a crypto asset listed by GET /v1/crypto-assets.",
  },
] as const satisfies readonly Requirement[];
