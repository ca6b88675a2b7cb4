// StrykerJS over the checks themselves (issue 45): each check file's decisions mutated, the checks'
// own table tests run (`pnpm mutation:checks`, scripts/mutation-checks.mjs). By default the CI sample
// below; TARC_STRYKER=wide the wider sample (every entry of SAMPLE); TARC_STRYKER=all every check file.
const CHECKS = 'packages/conformance/src/checks';

/**
 * The wide sample, one of each kind (76 mutants, ~3.5 minutes on one core): records validated field
 * by field, a scale measured, records cross-checked against the broker pairs, and the id comparison
 * the ordering checks share. Each with the tests that judge it. CI runs the entries marked `ci` (48
 * mutants, inside the two minutes the Node smoke and the publish rehearsal take beside it).
 */
const SAMPLE = [
  { mutate: 'account-wallets/schema.ts', tests: ['account-wallets/schema.test.ts'] },
  { mutate: 'account-wallets/decimal-scale.ts', tests: ['account-wallets/decimal-scale.test.ts'] },
  { mutate: 'integrity/pair-symbol.ts', tests: ['integrity/pair-symbol.test.ts'], ci: true },
  { mutate: 'orders/_support/ids.ts', tests: ['orders/_support/ids.test.ts', 'orders/id-ordering.test.ts'], ci: true },
];
const all = process.env.TARC_STRYKER === 'all';
const sample = process.env.TARC_STRYKER === 'wide' ? SAMPLE : SAMPLE.filter((s) => s.ci);

export default {
  testRunner: 'vitest',
  // By path: under pnpm the runner is not beside @stryker-mutator/core, where Stryker looks for plugins.
  plugins: [import.meta.resolve('@stryker-mutator/vitest-runner')],
  // Every check test imports every check (through the runner): "related" files would be all of them.
  vitest: { related: false },
  mutate: all ? [`${CHECKS}/**/*.ts`, '!**/*.test.ts'] : sample.map((s) => `${CHECKS}/${s.mutate}`),
  testFiles: all ? [`${CHECKS}/**/*.test.ts`] : sample.flatMap((s) => s.tests.map((t) => `${CHECKS}/${t}`)),
  coverageAnalysis: 'perTest',
  concurrency: 1,
  mutator: {
    // Messages, titles and evidence labels: a third of the checks' mutants, and no decision reads them.
    // A string a decision compares ('Canceled', 'ASC') is still mutated by the comparison's own mutants.
    excludedMutations: ['StringLiteral'],
  },
  // Module-level values (a check's codes table, constants) are read once at import: each such mutant
  // would reload every test file. A code table emptied is the engine's own finding (undeclared code).
  ignoreStatic: true,
  reporters: ['clear-text', 'progress-append-only', 'json'],
  clearTextReporter: { allowColor: false, logTests: false },
  jsonReporter: { fileName: `reports/mutation-checks/${all ? 'all' : 'sample'}.json` },
  tempDirName: 'reports/.stryker-tmp',
  // Only what the tests read is copied into the sandbox.
  ignorePatterns: ['/reports', '/bench', '/docs', '/examples', '/packages/*/dist', '*.tsbuildinfo'],
  thresholds: { high: 90, low: 70, break: null },
};
