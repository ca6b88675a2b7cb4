// What GET /v1/crypto-withdrawals and GET /v1/crypto-deposits state alike: the same query table
// (symbol, orderBy, pageSize, page, the two dates) and the same Limits row. One definition serves
// both; each requirement keeps its endpoint's id prefix and names its own record.
import type { Requirement } from './requirement.js';

type Prefix = 'WDR' | 'DEP';
type RecordName = 'withdrawal' | 'deposit';

/** `{PREFIX}-FILTER-SYMBOL`. */
export function symbolFilter<P extends Prefix>(prefix: P, endpoint: string, record: RecordName) {
  return {
    id: `${prefix}-FILTER-SYMBOL`,
    section: endpoint,
    quote: '| symbol | STRING | no | crypto asset symbol |',
    level: 'MUST',
    note:
      `With symbol=S every ${record} returned refers to a crypto asset whose currencySymbol is S, and the ` +
      `${record}s of such assets in the same window are all returned.`,
  } as const satisfies Requirement;
}

const DATES = ['| createdAtBefore | DATETIME | yes | on or before this time |', '| createdAtAfter | DATETIME | yes | after this time |'].join('\n');

/** `{PREFIX}-ORDER-BY` to `{PREFIX}-DATES-REQUIRED`: the order, the pages, their limits and the window. */
export function pagedWindow<P extends Prefix>(prefix: P, endpoint: string, record: RecordName) {
  return [
    {
      id: `${prefix}-ORDER-BY`,
      section: endpoint,
      quote: '| orderBy | STRING | no | ASC or DESC, default Desc |',
      level: 'MUST',
      openPoint: 15,
      note: 'Ordered by createdAt (OPEN-POINTS #15: ties in any order), descending when orderBy is omitted.',
    },
    {
      id: `${prefix}-PAGE-SIZE`,
      section: endpoint,
      quote: '| pageSize | INT | no | 1 to 1000, default 100 |',
      level: 'MUST',
      note: 'A page holds at most pageSize records (100 when omitted), and exactly that many when the window ' + 'holds more; pageSize=1000 is honoured.',
    },
    {
      id: `${prefix}-PAGE`,
      section: endpoint,
      quote: '| page | INT | no | default 1 |',
      level: 'MUST',
      note: 'Pages of one query are disjoint and together hold the whole window.',
    },
    {
      id: `${prefix}-PAGE-SIZE-RANGE`,
      section: 'Limits',
      quote: '| pageSize range | crypto-withdrawals, crypto-deposits | 1 to 1000, default 100 |',
      level: 'MUST',
      openPoint: 7,
      note:
        'An out-of-range pageSize is not honoured: a 5xx, or more than 1000 records, is a failure; the ' +
        'status used to reject it (or a clamped 200) is reported as INFO.',
    },
    {
      id: `${prefix}-WINDOW`,
      section: endpoint,
      quote: DATES,
      level: 'MUST',
      note: `Every ${record} returned has createdAtAfter < createdAt <= createdAtBefore.`,
    },
    {
      id: `${prefix}-DATES-REQUIRED`,
      section: endpoint,
      quote: DATES,
      level: 'MUST',
      openPoint: 7,
      note: 'A request missing either date is not honoured: a 5xx or returned records is a failure; the 4xx ' + 'used is reported as INFO.',
    },
  ] as const satisfies readonly Requirement[];
}
