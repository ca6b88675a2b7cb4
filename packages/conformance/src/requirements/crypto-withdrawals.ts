// GET /v1/crypto-withdrawals and the Crypto withdrawal resource, with the withdrawal's cross-reference.
import type { Requirement } from './requirement.js';
import { pagedWindow, symbolFilter } from './crypto-transfers.js';

const RESOURCE = 'Resources and their fields > Crypto withdrawal';
const ENDPOINT = 'Endpoints > GET /v1/crypto-withdrawals';

export const cryptoWithdrawalsRequirements = [
  {
    id: 'WDR-LIST',
    section: ENDPOINT,
    quote: 'Returns an array of Crypto withdrawal, ordered by createdAt.',
    level: 'MUST',
  },
  {
    id: 'WDR-FIELDS',
    section: RESOURCE,
    quote: [
      '| id | string | |',
      '| accountId | string | |',
      '| assetId | string | refers to a crypto asset id |',
      '| address | string | destination address |',
      '| memoTag | string or null | |',
      '| amount | decimal string | |',
      '| feeAmount | decimal string | |',
      '| transactionHash | string | |',
      '| externalTransactionId | string | client-side reference given in the withdrawal request |',
      '| createdAt | datetime | |',
      '| updatedAt | datetime | |',
      '| createdBy | string | user identifier (<EMAIL>) |',
    ].join('\n'),
    level: 'MUST',
    note: 'memoTag is present on every withdrawal, as a string or null.',
  },
  {
    id: 'WDR-CREATED-BY-EMAIL',
    section: RESOURCE,
    quote: '| createdBy | string | user identifier (<EMAIL>) |',
    level: 'SHOULD',
    note:
      'The form is shown only by the placeholder <EMAIL> in a table note: createdBy should read as an e-mail ' +
      'address (local part, @, domain). A string of another form is reported at SHOULD.',
  },
  {
    id: 'WDR-STATUS',
    section: 'States and transitions',
    quote: '| Crypto withdrawal | Pending, Confirmed, Delivered, Failed |',
    level: 'MUST',
  },
  {
    id: 'WDR-UPDATED-NOT-BEFORE-CREATED',
    section: RESOURCE,
    quote: ['| createdAt | datetime | |', '| updatedAt | datetime | |'].join('\n'),
    level: 'SHOULD',
    note:
      'No sentence states it; a withdrawal updated before it was created contradicts the two field ' +
      'names, so updatedAt >= createdAt is checked at SHOULD level.',
  },
  symbolFilter('WDR', ENDPOINT, 'withdrawal'),
  {
    id: 'WDR-FILTER-EXTERNAL-TRANSACTION-ID',
    section: ENDPOINT,
    quote: '| externalTransactionId | STRING | no | the client reference given in the withdrawal request |',
    level: 'MUST',
    note: 'With externalTransactionId=X every withdrawal returned carries X, and a withdrawal carrying X in the window is returned.',
  },
  ...pagedWindow('WDR', ENDPOINT, 'withdrawal'),
  {
    id: 'XREF-WITHDRAWAL-ASSET',
    section: RESOURCE,
    quote: '| assetId | string | refers to a crypto asset id |',
    level: 'MUST',
    note: "Every withdrawal's assetId is the id of a crypto asset listed by GET /v1/crypto-assets.",
  },
] as const satisfies readonly Requirement[];
