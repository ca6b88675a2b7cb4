import { accountIdCounts, accountRecords } from '#support/account-ids.js';
import { Findings, noData } from '#support/outcome.js';
import { exchangeHolding } from '#support/exchange-holding.js';
import type { Check } from '#types';

const CODES = {
  'several-account-ids': "one account's records carry more than one accountId",
  'same-account-id': "the two accounts' records carry the same accountId",
} as const;

/**
 * "Results are limited to the authenticated account's own data": every order, trade, wallet,
 * withdrawal and deposit one account reads carries one and the same accountId, and two accounts'
 * accountIds differ. The accountId is learnt from the records, never assumed.
 */
export const isolationAccountId = {
  id: 'isolation.account-id',
  title: "Every record an account reads carries that account's one accountId",
  requirements: ['ISO-ACCOUNT-ID'],
  codes: CODES,
  needs: { credentials: true, secondAccount: true, wallets: 1 },
  section: 'Authentication',
  async run(ctx) {
    const findings = new Findings(CODES);
    const accounts = [
      { who: 'the first account', data: ctx.discovery.account },
      ...(ctx.discovery.secondAccount ? [{ who: 'the second account', data: ctx.discovery.secondAccount }] : []),
    ];
    const learned: string[] = [];
    /** A record of each account whose accountId was learnt: the evidence of a shared one. */
    const samples: Record<string, unknown>[] = [];
    let total = 0;
    for (const { who, data } of accounts) {
      const records = accountRecords(data).filter(({ record }) => typeof record.accountId === 'string');
      total += records.length;
      if (records.length === 0) continue;
      const counts = accountIdCounts(records);
      if (counts.size === 1) {
        learned.push([...counts.keys()][0]!);
        samples.push(records[0]!.record);
        continue;
      }
      const [own] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
      const foreign = records.find(({ record }) => String(record.accountId) !== own)!;
      const exchange = exchangeHolding(ctx.exchanges(), foreign.record, { fields: { accountId: foreign.record.accountId } });
      findings.add(
        'several-account-ids',
        `${who}'s records carry ${counts.size} different accountIds (${[...counts].map(([id, n]) => `${id} ×${n}`).join(', ')}); ` +
          `e.g. ${foreign.endpoint} returned ${String(foreign.record.id)} of accountId ${String(foreign.record.accountId)}`,
        exchange?.evidence({
          expected: `accountId ${own} on every record, as on most of them`,
          actual: `${String(foreign.record.id)} carries accountId ${String(foreign.record.accountId)}`,
          body: foreign.record,
        }),
      );
    }
    if (total === 0) return noData('discovery read no account record with a string accountId (orders, trades, wallets, withdrawals, deposits)');
    if (learned.length === 2 && learned[0] === learned[1]) {
      const evidence = samples.flatMap(
        (record) =>
          exchangeHolding(ctx.exchanges(), record, { fields: { accountId: record.accountId } })?.evidence({
            expected: 'an accountId of its own for each account',
            actual: `${String(record.id)} carries accountId ${learned[0]!}`,
            body: record,
          }) ?? [],
      );
      findings.add(
        'same-account-id',
        `the two accounts' records carry the same accountId ${learned[0]} (unless both credentials belong to one account: check --second-api-key)`,
        evidence,
      );
    }
    const second = ctx.hasSecondAccount ? '' : ' (no second account configured: only the first was checked)';
    return findings.outcome(`${total} records, accountId ${learned.join(' and ')}${second}`);
  },
} as const satisfies Check;

/** The exchange whose list held `record` (for evidence that replays it). */
