// The records the general checks look at: one page of every list endpoint (with its exchange, for
// evidence) and every record discovery read (named by where it came from).
import { inOrder } from '#support/in-order.js';
import { Findings, noData, unobservable } from '#support/outcome.js';
import type { CheckContext, CheckOutcome, Exchange } from '#types';
import type { RecordKind } from './fields.js';
import { listProbes } from './list-probes.js';
import { isObject } from '#support/objects.js';

export interface RecordSource {
  kind: RecordKind;
  /** Where the records came from, e.g. `GET /v1/orders` or `discovery: orders`. */
  label: string;
  records: readonly unknown[];
  exchange?: Exchange;
}

/** Networks are records too: each family's `cryptoNetworks`. */
function withNetworks(source: RecordSource): RecordSource[] {
  if (source.kind !== 'cryptoNetworkFamily') return [source];
  const networks = source.records.flatMap((f) => (isObject(f) && Array.isArray(f.cryptoNetworks) ? f.cryptoNetworks : []));
  return [source, { ...source, kind: 'cryptoNetwork', records: networks }];
}

export async function recordSources(ctx: CheckContext): Promise<{ sources: RecordSource[]; notes: string[] }> {
  const { probes, notes } = listProbes(ctx);
  const sources: RecordSource[] = [];
  // The six general checks ask these same pages: the first asks, the others read the run's recorded answers.
  for await (const [probe, exchange] of inOrder(probes, (p) => ctx.http.get(p.path, p.query))) {
    if (exchange.status === 200 && Array.isArray(exchange.json)) {
      sources.push(...withNetworks({ kind: probe.kind, label: `GET ${probe.path}`, records: exchange.json, exchange }));
    } else {
      notes.push(`GET ${probe.path} answered ${exchange.status}${exchange.status === 200 ? ' without a JSON array' : ''}: not read`);
    }
  }
  const d = ctx.discovery;
  const discovered: [RecordKind, string, readonly unknown[] | undefined][] = [
    ['brokerPair', 'broker pairs', d.brokerPairs],
    ['cryptoAsset', 'crypto assets', d.cryptoAssets],
    ['cryptoNetworkFamily', 'crypto network families', d.cryptoNetworkFamilies],
    ['feeLevel', 'fee levels', d.feeLevels],
  ];
  for (const [name, data] of [
    ['account', d.account],
    ['second account', d.secondAccount],
  ] as const) {
    if (!data) continue;
    discovered.push(
      ['order', `${name} orders`, data.orders ? [...data.orders.values()].flat() : undefined],
      ['trade', `${name} trades`, data.trades],
      ['accountWallet', `${name} wallets`, data.wallets],
      ['cryptoWithdrawal', `${name} withdrawals`, data.withdrawals],
      ['cryptoDeposit', `${name} deposits`, data.deposits],
    );
  }
  for (const [kind, what, records] of discovered) {
    if (records && records.length > 0) sources.push(...withNetworks({ kind, label: `discovery: ${what}`, records }));
  }
  return { sources, notes };
}

/** What is wrong with one field's value, or undefined. */
export type FieldJudge = (value: unknown) => string | undefined;

/**
 * Applies `judge` to the named fields of every record (absent fields are the schema checks'
 * business) and returns one finding per distinct (kind, record id, field), with evidence when the
 * record came from an exchange of this check. `fieldsOf` picks the fields for a kind.
 */
export function judgeFields(
  sources: readonly RecordSource[],
  fieldsOf: (kind: RecordKind) => readonly string[],
  judge: FieldJudge,
): { checked: number; findings: { message: string; source: RecordSource; record: unknown; field: string }[] } {
  const seen = new Set<string>();
  const findings: { message: string; source: RecordSource; record: unknown; field: string }[] = [];
  let checked = 0;
  // Indexed loops: this walks every field of every record (55,000 values a run, four checks), and
  // `for…of` allocated an iterator result per step there (about 4 MB a run, sampled).
  for (let s = 0; s < sources.length; s++) {
    const source = sources[s]!;
    const fields = fieldsOf(source.kind);
    if (fields.length === 0) continue;
    const records = source.records;
    for (let r = 0; r < records.length; r++) {
      const record = records[r];
      if (!isObject(record)) continue;
      for (let f = 0; f < fields.length; f++) {
        const field = fields[f]!;
        // One lookup for the fields a record holds (thousands of records, four checks): `in` only
        // tells an absent field from one holding undefined.
        const value = record[field];
        if (value === undefined && !(field in record)) continue;
        checked++;
        const problem = judge(value);
        if (problem === undefined) continue;
        const key = `${source.kind}\u0000${JSON.stringify(record.id)}\u0000${field}`;
        if (seen.has(key)) continue;
        seen.add(key);
        findings.push({ message: `${source.label}: ${source.kind} ${JSON.stringify(record.id)} ${field} ${problem}`, source, record, field });
      }
    }
  }
  return { checked, findings };
}

/** The outcome of `judgeFields`: failed with the findings, each coded `code` (evidence where there is an exchange). */
export function fieldsOutcome(result: ReturnType<typeof judgeFields>, code: string, expected: string, notes: readonly string[]): CheckOutcome {
  if (result.checked === 0) {
    // Every list read and none held such a field: the account (or the reference data) holds no
    // such record. Some list unread: what it holds cannot be seen.
    if (notes.length === 0) return noData('no record read has such a field: the account holds no such records');
    return unobservable(`no record with such a field could be read (${notes.join('; ')})`);
  }
  const findings = new Findings();
  for (const f of result.findings) {
    findings.add(
      code,
      f.message,
      f.source.exchange?.evidence({ expected, actual: JSON.stringify((f.record as Record<string, unknown>)[f.field]), body: f.record }),
    );
  }
  return findings.outcome(`${result.checked} field values checked`);
}
