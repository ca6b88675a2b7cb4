// GET /v1/crypto-deposits and the Crypto deposit resource, with the deposit's cross-reference.
import type { Requirement } from '../types.js';

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
  {
    id: 'DEP-FILTER-SYMBOL',
    section: ENDPOINT,
    quote: '| symbol | STRING | no | crypto asset symbol |',
    level: 'MUST',
    note:
      'With symbol=S every deposit returned refers to a crypto asset whose currencySymbol is S, and the ' +
      'deposits of such assets in the same window are all returned.',
  },
  {
    id: 'DEP-ORDER-BY',
    section: ENDPOINT,
    quote: '| orderBy | STRING | no | ASC or DESC, default Desc |',
    level: 'MUST',
    openPoint: 15,
    note: 'Ordered by createdAt (OPEN-POINTS #15: ties in any order), descending when orderBy is omitted.',
  },
  {
    id: 'DEP-PAGE-SIZE',
    section: ENDPOINT,
    quote: '| pageSize | INT | no | 1 to 1000, default 100 |',
    level: 'MUST',
    note:
      'A page holds at most pageSize records (100 when omitted), and exactly that many when the window ' +
      'holds more; pageSize=1000 is honoured.',
  },
  {
    id: 'DEP-PAGE',
    section: ENDPOINT,
    quote: '| page | INT | no | default 1 |',
    level: 'MUST',
    note: 'Pages of one query are disjoint and together hold the whole window.',
  },
  {
    id: 'DEP-PAGE-SIZE-RANGE',
    section: 'Limits',
    quote: '| pageSize range | crypto-withdrawals, crypto-deposits | 1 to 1000, default 100 |',
    level: 'MUST',
    openPoint: 7,
    note:
      'An out-of-range pageSize is not honoured: a 5xx, or more than 1000 records, is a failure; the ' +
      'status used to reject it (or a clamped 200) is reported as INFO.',
  },
  {
    id: 'DEP-WINDOW',
    section: ENDPOINT,
    quote: [
      '| createdAtBefore | DATETIME | yes | on or before this time |',
      '| createdAtAfter | DATETIME | yes | after this time |',
    ].join('\n'),
    level: 'MUST',
    note: 'Every deposit returned has createdAtAfter < createdAt <= createdAtBefore.',
  },
  {
    id: 'DEP-DATES-REQUIRED',
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
    id: 'XREF-DEPOSIT-ASSET',
    section: RESOURCE,
    quote: '| assetId | string | refers to a crypto asset id |',
    level: 'MUST',
    note: "Every deposit's assetId is the id of a crypto asset listed by GET /v1/crypto-assets.",
  },
] as const satisfies readonly Requirement[];
