import { inOrder } from '#support/in-order.js';
import type { ResourceKind } from '@tarc/domain';
import { fetchList } from '#support/fetch-list.js';
import { Findings, noData, unobservable } from '#support/outcome.js';
import { recordFindings } from '#support/records.js';
import type { Check } from '#types';

const LISTS: readonly { path: string; kind: ResourceKind }[] = [
  { path: '/v1/broker-pairs', kind: 'brokerPair' },
  { path: '/v1/crypto-assets', kind: 'cryptoAsset' },
  { path: '/v1/crypto-network-families', kind: 'cryptoNetworkFamily' },
  { path: '/v1/fee-levels', kind: 'feeLevel' },
];

const CODES = {
  'unlisted-fields': 'a reference-data record carries fields its table does not list',
} as const;

/**
 * OPEN-POINTS #13: fields beyond the listed ones are at most SHOULD-level. What strict validation
 * finds and lenient validation does not is exactly the unlisted fields.
 */
export const noExtraFields = {
  id: 'reference-data.no-extra-fields',
  title: 'Reference data: records carry only the fields their tables list',
  requirements: ['PAIR-NO-EXTRA-FIELDS', 'ASSET-NO-EXTRA-FIELDS', 'NETF-NO-EXTRA-FIELDS', 'FEE-NO-EXTRA-FIELDS'],
  codes: CODES,
  codeRequirements: { 'unlisted-fields': ['PAIR-NO-EXTRA-FIELDS', 'ASSET-NO-EXTRA-FIELDS', 'NETF-NO-EXTRA-FIELDS', 'FEE-NO-EXTRA-FIELDS'] },
  section: 'Resources and their fields',
  async run(ctx) {
    const findings = new Findings(CODES);
    const read: string[] = [];
    let records = 0;
    for await (const [{ path, kind }, list] of inOrder(LISTS, ({ path }) => fetchList(ctx, path))) {
      if (!list.ok) continue; // the schema checks report an unreadable list
      read.push(path);
      records += list.items.length;
      const key = (f: { index: number; field: string; code: string }) => `${f.index}\u0000${f.field}\u0000${f.code}`;
      const lenient = new Set(recordFindings(kind, list.items, { mode: 'lenient', limit: 1000 }).map(key));
      const extra = recordFindings(kind, list.items, { mode: 'strict', limit: 1000 }).filter((f) => !lenient.has(key(f)));
      const fields = [...new Set(extra.map((f) => f.field))];
      if (fields.length > 0) {
        const first = extra[0]!;
        findings.add(
          'unlisted-fields',
          `${path}: unlisted field(s) ${fields.slice(0, 5).join(', ')}${fields.length > 5 ? ', …' : ''}`,
          list.exchange.evidence({ expected: 'only the listed fields', actual: first.message, body: list.items[first.index] }),
        );
      }
    }
    if (findings.count === 0 && records === 0) {
      return read.length === LISTS.length ? noData('every reference-data list is empty') : unobservable('no reference-data record could be read');
    }
    if (findings.count === 0 && read.length < LISTS.length) {
      const unread = LISTS.map((l) => l.path).filter((path) => !read.includes(path));
      return unobservable(`${records} records of ${read.join(', ')} carry only listed fields; ${unread.join(', ')} could not be read`);
    }
    return findings.outcome(`${records} records of ${read.length} reference-data lists carry only listed fields`);
  },
} as const satisfies Check;
