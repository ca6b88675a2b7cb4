// A check's own table test (Spectral's `testRule` is the model): the check run alone against the
// reference server, pristine (it must pass, or be what that server makes it) and with each named
// fault (it must fail at its level with the codes given), plus optional canned exchanges. One call
// per check, in `<check>.test.ts` beside it; the fault that proves a code is named there.
import type { FaultName, ReferenceProfile } from '@tarc/reference-server';
import { runSuite } from '@tarc/runner';
import type { CheckResult } from '@tarc/runner';
import { describe, expect, it } from 'vitest';
import type { CheckId } from '@tarc/conformance';
import { requirementsById } from '@tarc/conformance';
import { MAX_RANGE_DAYS } from '#spec-constants';
import type { Level } from '@tarc/conformance';
import type { Check, CheckStatus, NotEvaluatedReason } from '#types';
import { cannedContext, codesOf } from '../../../conformance/test/support/canned-context.js';
import type { CannedContextOptions } from '../../../conformance/test/support/canned-context.js';
import { type COMMON_CODES, ENGINE_CODES } from '#support/outcome.js';

/** The codes a `codes` declaration names: a list of codes, or a record of code → meaning. */
type Declared<T> = T extends readonly (infer K extends string)[] ? K : T extends Readonly<Record<infer K extends string, unknown>> ? K : string;
/** The local codes a check may report: its own (a literal union where its `codes` table is one) and the common ones. */
export type LocalCode<C extends Check> = Declared<C['codes']> | (typeof COMMON_CODES)[number];

/** The reference server a case runs against: its size and profile. */
interface Server {
  /** Orders of the data set (default `FAULT_ORDERS`; a check that needs more to be seen says why). */
  orders?: number;
  profile?: Partial<ReferenceProfile>;
}

/** The pristine server (in this profile) and what the check must say on it: never `failed`. */
interface PassCase extends Server {
  /** Default `passed`; `not-evaluated` where the server makes the rule moot or unobservable (say why). */
  status?: Exclude<CheckStatus, 'failed'>;
  reason?: NotEvaluatedReason;
}

/** A server the check must fail on (a fault, or a profile a SHOULD check fails): at least these codes. */
type FailCase<Code extends string> = Server & {
  codes: readonly [Code, ...Code[]];
  /** Property runs (default 3): the fault's mutation row's `runs`, where the check meets the fault on some cases only. */
  runs?: number;
  /**
   * Checks run with it, for a `final` check that judges the run's exchanges: those whose requests
   * meet the fault (say which and why in the test).
   */
  alongside?: readonly CheckId[];
} & ({ fault: FaultName } | { fault?: undefined; profile: Partial<ReferenceProfile> });

/** INFO checks never fail: a pristine profile whose choice the check must report in its message. */
interface ReportCase extends Server {
  message: RegExp;
}

/** The check run on a canned exchange table (no server): its status and exact codes. */
interface CannedCase<Code extends string> {
  name: string;
  context: CannedContextOptions;
  status: CheckStatus;
  /** Where `status` is `not-evaluated`: why (no data, or nothing to observe), when the check tells them apart. */
  reason?: NotEvaluatedReason;
  codes?: readonly Code[];
}

export interface CheckTable<Code extends string> {
  /** How far back the run's discovery walks, for every case (default 90 days, `MAX_RANGE_DAYS`; more: say why). */
  horizonDays?: number;
  /** Default: the pristine reference server (default profile, `FAULT_ORDERS`), `passed`. */
  passes?: readonly PassCase[];
  fails?: readonly FailCase<Code>[];
  reports?: readonly ReportCase[];
  canned?: readonly CannedCase<Code>[];
}

/**
 * Orders of a case's server unless it says otherwise: what the mutation table runs a fault on. The
 * passing case runs on the same data without the fault (its control), and a run on 1000 orders costs
 * about a third of one on the reference server's default 6000 (discovery reads fewer pages).
 */
export const FAULT_ORDERS = 1000;
const RANK: Record<Level, number> = { INFO: 0, SHOULD: 1, MUST: 2 };

/** The check's level: the highest of its requirements' (as the engine levels it). */
function levelOfCheck(check: Check): Level {
  return check.requirements.map((id) => requirementsById.get(id)!.level).reduce((a, b) => (RANK[b] > RANK[a] ? b : a), 'INFO' as Level);
}

/** Runs `check` alone (or with the checks `alongside`) against the embedded reference server with `fault` (if any). */
async function runAlone(
  check: Check,
  server: Server & { fault?: FaultName | undefined; alongside?: readonly string[]; runs?: number },
  // One window of the spec's widest range back instead of the run's default 365 days: discovery sends
  // 31 requests instead of 96 on 1000 orders, and all the check tests together take a fifth of the
  // time. A rule seen only on older records asks for more (`CheckTable.horizonDays`).
  horizonDays: number = MAX_RANGE_DAYS,
): Promise<CheckResult> {
  const embedded = {
    orders: server.orders ?? FAULT_ORDERS,
    ...(server.fault ? { fault: server.fault } : {}),
    ...(server.profile ? { profile: server.profile } : {}),
  };
  const only = [check.id, ...(server.alongside ?? [])];
  // Without the run's judge of single exchanges: its findings would join this check's result under
  // the check's codes, and a case would pass with the check's own decision deleted.
  const report = await runSuite({ seed: 1, runs: server.runs ?? 3, horizonDays, only, embedded, judgeExchanges: false });
  expect(report.error, report.error?.message).toBeUndefined();
  expect(report.results.map((r) => r.id).sort()).toEqual([...only].sort());
  // A check that broke (threw, ran out of time, emitted an undeclared code) proves nothing either way.
  const broken = report.results.flatMap((r) => r.findings.map((f) => f.code)).filter((code) => ENGINE_CODES.some((e) => code.endsWith(`/${e}`)));
  expect(broken, 'checks that broke').toEqual([]);
  return report.results.find((r) => r.id === check.id)!;
}

const localCodes = (result: CheckResult): string[] => [...new Set(result.findings.map((f) => f.code.slice(f.code.indexOf('/') + 1)))].sort();
const said = (result: CheckResult): string =>
  `${result.status}${result.reason ? ` (${result.reason})` : ''}: ${result.message ?? ''} [${localCodes(result).join(', ')}]`;
const serverLabel = (server: Server): string =>
  [server.orders !== undefined ? `${server.orders} orders` : '', ...Object.entries(server.profile ?? {}).map(([k, v]) => `${k}=${String(v)}`)]
    .filter(Boolean)
    .join(', ');

/** Registers `describe(check.id)`: one test per case of the table. */
export function checkTable<C extends Check>(check: C, table: CheckTable<LocalCode<C>>): void {
  const passes = table.passes ?? [{}];
  const fails = table.fails ?? [];
  const reports = table.reports ?? [];
  const canned = table.canned ?? [];
  const shows = fails.length + reports.length + canned.filter((c) => c.status === 'failed').length;
  if (passes.length === 0 || shows === 0) throw new Error(`${check.id}: a table needs a passing case and a failing (or, for INFO, a reporting) case`);
  const level = levelOfCheck(check);

  describe(check.id, () => {
    for (const pass of passes) {
      const label = serverLabel(pass);
      it(`${pass.status === 'not-evaluated' ? 'is not evaluated' : 'passes'} on the pristine reference server${label ? ` (${label})` : ''}`, async () => {
        const result = await runAlone(check, pass, table.horizonDays);
        expect(result.status, said(result)).toBe(pass.status ?? 'passed');
        if (pass.reason) expect(result.reason, said(result)).toBe(pass.reason);
      });
    }

    for (const fail of fails) {
      const on = fail.fault ?? serverLabel(fail);
      const along = fail.alongside?.length ? ` (run with ${fail.alongside.join(', ')})` : '';
      const runs = fail.runs !== undefined ? ` (${fail.runs} property runs)` : '';
      it(`fails on ${on}${along}${runs}: ${fail.codes.join(', ')}`, async () => {
        const result = await runAlone(check, fail, table.horizonDays);
        expect(result.status, said(result)).toBe('failed');
        expect(result.level).toBe(level);
        expect(
          fail.codes.filter((code) => !localCodes(result).includes(code)),
          `codes not reported; ${said(result)}`,
        ).toEqual([]);
      });
    }

    for (const report of reports) {
      const label = serverLabel(report);
      it(`reports on the pristine reference server${label ? ` (${label})` : ''}: ${String(report.message)}`, async () => {
        const result = await runAlone(check, report, table.horizonDays);
        expect(result.status, said(result)).toBe('passed');
        expect(result.message).toMatch(report.message);
      });
    }

    for (const c of canned) {
      it(`on canned exchanges: ${c.name}`, async () => {
        const outcome = await check.run(cannedContext(c.context));
        expect(outcome.status, 'message' in outcome ? outcome.message : '').toBe(c.status);
        if (c.reason) expect('reason' in outcome ? outcome.reason : undefined, 'message' in outcome ? outcome.message : '').toBe(c.reason);
        expect(codesOf(outcome)).toEqual([...(c.codes ?? [])].sort());
      });
    }
  });
}
