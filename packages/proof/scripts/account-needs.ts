// "What your test account needs": the data needs the checks declare, gathered by check section, as
// the Markdown block of the README. Generated from the checks, so it cannot drift from them.
import type { Check, DataNeeds } from '@tarc/conformance';

const COUNTS: readonly [keyof DataNeeds, string][] = [
  ['brokerPairs', 'broker pairs'],
  ['orders', 'orders of one pair in one 90-day window'],
  ['canceledOrders', 'Canceled orders'],
  ['trades', 'trades of its pairs in one 90-day window'],
  ['buyTrades', 'Buy trades'],
  ['sellTrades', 'Sell trades'],
  ['wallets', 'wallets'],
  ['withdrawals', 'crypto withdrawals in one window'],
  ['deposits', 'crypto deposits in one window'],
];

/** The needs of several checks together: the largest count of each, any flag set. */
function mergeNeeds(needs: readonly (DataNeeds | undefined)[]): DataNeeds {
  const merged: DataNeeds = {};
  for (const n of needs) {
    if (!n) continue;
    if (n.credentials) merged.credentials = true;
    if (n.secondAccount) merged.secondAccount = true;
    for (const [key] of COUNTS) {
      const value = n[key];
      if (typeof value === 'number' && value > ((merged[key] as number | undefined) ?? 0)) (merged as Record<string, unknown>)[key] = value;
    }
  }
  return merged;
}

/** One line of words for a set of needs, e.g. "credentials; 120 orders of one pair in one 90-day window". */
function needsWords(needs: DataNeeds): string {
  const words: string[] = [];
  if (needs.credentials) words.push('accepted credentials');
  if (needs.secondAccount) words.push('a second account with its own records');
  for (const [key, label] of COUNTS) {
    const value = needs[key];
    if (typeof value === 'number' && value > 0) words.push(`${value} ${label}`);
  }
  return words.length ? words.join('; ') : 'nothing beyond a reachable server';
}

/** The README block: per check section, what the account must hold for every check to be evaluated. */
export function renderAccountNeeds(checks: readonly Pick<Check, 'id' | 'needs'>[]): string {
  const sections = new Map<string, Pick<Check, 'id' | 'needs'>[]>();
  for (const check of checks) {
    const section = check.id.split('.')[0]!;
    sections.set(section, [...(sections.get(section) ?? []), check]);
  }
  const lines = [
    '| checks | the target must hold (at least) |',
    '|---|---|',
    ...[...sections.entries()].map(([section, list]) => `| \`${section}.*\` (${list.length}) | ${needsWords(mergeNeeds(list.map((c) => c.needs)))} |`),
    `| **all** | ${needsWords(mergeNeeds(checks.map((c) => c.needs)))} |`,
  ];
  return `${lines.join('\n')}\n`;
}

const NEEDS_START = "<!-- account-needs:start (generated from the checks' needs: pnpm gen) -->";
const NEEDS_END = '<!-- account-needs:end -->';

/** `readme` with its generated block replaced by `block`; undefined when the markers are missing. */
export function withNeedsBlock(readme: string, block: string): string | undefined {
  const start = readme.indexOf(NEEDS_START);
  const end = readme.indexOf(NEEDS_END);
  if (start < 0 || end < start) return undefined;
  return `${readme.slice(0, start + NEEDS_START.length)}\n${block}${readme.slice(end)}`;
}
