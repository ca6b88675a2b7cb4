// describeConformance: the suite as tests of the caller's file — one describe per spec section, one
// test per check, one verdict test — run once in beforeAll, each test reporting as its check finishes.
import { planChecks } from '@tarc/runner';
import type { PlannedCheck } from '@tarc/runner';
import { afterAll, beforeAll, describe, test } from 'vitest';
import type { RunnerTask, RunnerTestSuite, TestContext } from 'vitest';
import { isApp, NOT_AN_APP } from './app.js';
import { judgeResult, judgeVerdict } from './judge.js';
import type { DescribeConformanceOptions } from './options.js';
import { SuiteRun } from './suite-run.js';

const DEFAULT_TEST_TIMEOUT_MS = 600_000;
export const VERDICT_TEST = 'verdict';

/** The test's name: `vitest -t orders.canceled` selects by it. */
export const testName = (check: Pick<PlannedCheck, 'id' | 'title'>): string => `${check.id}: ${check.title}`;

function bySection(plan: readonly PlannedCheck[]): Map<string, PlannedCheck[]> {
  const sections = new Map<string, PlannedCheck[]>();
  for (const check of plan) {
    const list = sections.get(check.section) ?? [];
    list.push(check);
    sections.set(check.section, list);
  }
  return sections;
}

/** The checks whose tests will run (`-t`, `.only` and the like already applied by vitest). */
function selectedChecks(suite: Readonly<RunnerTestSuite>, idOfTest: ReadonlyMap<string, string>): string[] {
  const ids: string[] = [];
  const walk = (tasks: readonly RunnerTask[]) => {
    for (const task of tasks) {
      if (task.type === 'suite') walk(task.tasks);
      else if (task.mode === 'run' || task.mode === 'only') {
        const id = idOfTest.get(task.name);
        if (id) ids.push(id);
      }
    }
  };
  walk(suite.tasks);
  return ids;
}

/**
 * Registers the conformance suite in the calling test file against `app` (served in-process) or
 * `baseUrl`. Checks are chosen by `only`/`skip` (globs on check ids) at collection time and, within
 * those, by vitest's own filters (`-t`): only the checks whose tests run are run.
 */
export function describeConformance(options: DescribeConformanceOptions): void {
  if ((options.app === undefined) === (options.baseUrl === undefined)) {
    throw new TypeError('describeConformance: pass exactly one of `app` (your server, served in-process) and `baseUrl`');
  }
  if (options.app !== undefined && !isApp(options.app)) throw new TypeError(NOT_AN_APP);
  const plan = planChecks({ ...(options.only ? { only: options.only } : {}), ...(options.skip ? { skip: options.skip } : {}) });
  const timeout = options.testTimeoutMs ?? DEFAULT_TEST_TIMEOUT_MS;
  const failOn = options.failOn ?? 'must';
  const idOfTest = new Map(plan.map((c) => [testName(c), c.id]));

  describe(options.name ?? 'tarc conformance', () => {
    const run = new SuiteRun(
      options,
      plan.map((c) => c.id),
    );
    // vitest reads the first parameter's destructuring pattern to know the fixtures it needs: none.
    // biome-ignore lint/correctness/noEmptyPattern: vitest reads the first argument's pattern (fixtures): it must be an object pattern
    beforeAll(async ({}, suite) => {
      const ids = selectedChecks(suite, idOfTest);
      // Only the verdict selected: it is the verdict of the whole selection.
      await run.start(ids.length === plan.length ? [] : ids);
    }, timeout);
    afterAll(() => run.finish(), timeout);

    for (const [section, checks] of bySection(plan)) {
      describe(section, () => {
        for (const check of checks) {
          test(testName(check), { timeout }, async (context: TestContext) => {
            await judgeResult(await run.result(check.id), failOn, context, options.app !== undefined);
          });
        }
      });
    }
    test(VERDICT_TEST, { timeout }, async (context: TestContext) => {
      await judgeVerdict(await run.verdict(), run.appErrors(), context);
    });
  });
}
