// GET /v1/crypto-withdrawals and the Crypto withdrawal resource, with the withdrawal's cross-reference.
import type { Requirement } from '../types.js';

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
    quote: [
      '| createdAt | datetime | |',
      '| updatedAt | datetime | |',
    ].join('\n'),
    level: 'SHOULD',
    note:
      'No sentence states it; a withdrawal updated before it was created contradicts the two field ' +
      'names, so updatedAt >= createdAt is checked at SHOULD level.',
  },
  {
    id: 'WDR-FILTER-SYMBOL',
    section: ENDPOINT,
    quote: '| symbol | STRING | no | crypto asset symbol |',
    level: 'MUST',
    note:
      'With symbol=S every withdrawal returned refers to a crypto asset whose currencySymbol is S, and ' +
      'the withdrawals of such assets in the same window are all returned.',
  },
  {
    id: 'WDR-FILTER-EXTERNAL-TRANSACTION-ID',
    section: ENDPOINT,
    quote: '| externalTransactionId | STRING | no | the client reference given in the withdrawal request |',
    level: 'MUST',
    note: 'With externalTransactionId=X every withdrawal returned carries X, and a withdrawal carrying X in the window is returned.',
  },
  {
    id: 'WDR-ORDER-BY',
    section: ENDPOINT,
    quote: '| orderBy | STRING | no | ASC or DESC, default Desc |',
    level: 'MUST',
    note: 'Ordered by createdAt (OPEN-POINTS #15: ties in any order), descending when orderBy is omitted.',
    openPoint: 15,
  },
  {
    id: 'WDR-PAGE-SIZE',
    section: ENDPOINT,
    quote: '| pageSize | INT | no | 1 to 1000, default 100 |',
    level: 'MUST',
    note:
      'A page holds at most pageSize records (100 when omitted), and exactly that many when the window ' +
      'holds more; pageSize=1000 is honoured.',
  },
  {
    id: 'WDR-PAGE',
    section: ENDPOINT,
    quote: '| page | INT | no | default 1 |',
    level: 'MUST',
    note: 'Pages of one query are disjoint and together hold the whole window.',
  },
  {
    id: 'WDR-PAGE-SIZE-RANGE',
    section: 'Limits',
    quote: '| pageSize range | crypto-withdrawals, crypto-deposits | 1 to 1000, default 100 |',
    level: 'MUST',
    openPoint: 7,
    note:
      'An out-of-range pageSize is not honoured: a 5xx, or more than 1000 records, is a failure; the ' +
      'status used to reject it (or a clamped 200) is reported as INFO.',
  },
  {
    id: 'WDR-WINDOW',
    section: ENDPOINT,
    quote: [
      '| createdAtBefore | DATETIME | yes | on or before this time |',
      '| createdAtAfter | DATETIME | yes | after this time |',
    ].join('\n'),
    level: 'MUST',
    note: 'Every withdrawal returned has createdAtAfter < createdAt <= createdAtBefore.',
  },
  {
    id: 'WDR-DATES-REQUIRED',
    section: ENDPOINT,
    quote: [
      '| createdAtBefore | DATETIME | yes | on or before this time |',
      '| createdAtAfter | DATETIME | yes | after this time |',
    ].join('\n'),
    level: 'MUST',
    openPoint: 7,
    note:
      'A request missing either date is not honoured: a 5xx or returned records is a failure; the 4xx ' +
      'used is reported as INFO.',
  },
  {
    id: 'XREF-WITHDRAWAL-ASSET',
    section: RESOURCE,
    quote: '| assetId | string | refers to a crypto asset id |',
    level: 'MUST',
    note: "Every withdrawal's assetId is the id of a crypto asset listed by GET /v1/crypto-assets.",
  },
] as const satisfies readonly Requirement[];
