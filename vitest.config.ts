import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { LongestFirst } from './scripts/longest-first.js';

const src = (path: string) => fileURLToPath(new URL(path, import.meta.url));
/** Every check's own test (and its helpers' tests): the `checks` project. */
const CHECK_TESTS = 'packages/conformance/src/checks/**/*.test.ts';
const DOMAIN_TESTS = 'packages/domain/src/**/*.test.ts';

// Tests run against the TypeScript sources of the workspace packages, not their built dist/.
export default defineConfig({
  resolve: {
    alias: [
      { find: /^@tarc\/domain$/, replacement: src('./packages/domain/src/index.ts') },
      { find: /^@tarc\/domain\/testing$/, replacement: src('./packages/domain/src/testing/index.ts') },
      { find: /^@tarc\/reference-server$/, replacement: src('./packages/reference-server/src/index.ts') },
      { find: /^@tarc\/conformance$/, replacement: src('./packages/conformance/src/index.ts') },
      { find: /^@tarc\/runner$/, replacement: src('./packages/runner/src/index.ts') },
      { find: /^@tarc\/vitest$/, replacement: src('./packages/vitest/src/index.ts') },
      // @tarc/conformance's subpath imports (its package.json "imports"), to its sources; #test-support is the
      // check tables' harness, which runs the runner: it lives in packages/proof (depending on both), so that
      // @tarc/conformance does not depend on @tarc/runner (which depends on it).
      { find: /^#support\/(.*)$/, replacement: src('./packages/conformance/src/support/$1') },
      { find: /^#test-support\/(.*)$/, replacement: src('./packages/proof/test/support/$1') },
      { find: /^#types$/, replacement: src('./packages/conformance/src/types.ts') },
      { find: /^#spec-constants$/, replacement: src('./packages/conformance/src/spec-constants.ts') },
    ],
  },
  test: {
    projects: [
      // The domain's own tests: `pnpm test` runs them first, with coverage (its thresholds below).
      { extends: true, test: { name: 'domain', include: [DOMAIN_TESTS] } },
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'packages/conformance/test/**/*.test.ts',
            'packages/proof/test/**/*.test.ts',
            'packages/proof/scripts/**/*.test.ts',
            'examples/domain-server/test/**/*.test.ts',
            'examples/fastify-domain/test/**/*.test.ts',
            'examples/hono-domain/test/**/*.test.ts',
          ],
          exclude: [...configDefaults.exclude, CHECK_TESTS, DOMAIN_TESTS],
          // One module graph per worker, as in `checks`: the files mock nothing and set no globals, and
          // the mutation table's shards keep their runs apart (packages/proof/test/mutation/table.ts). Importing the
          // workspace again for each of ~130 files cost CI about a minute of CPU.
          isolate: false,
        },
      },
      {
        // The test beside each check (packages/proof/test/support/check-table.ts): many short files that run
        // checks against the in-process reference server. One module graph per worker instead of one
        // per file (`isolate: false`): the files hold no state of their own (no mocks, no globals).
        extends: true,
        test: { name: 'checks', include: [CHECK_TESTS], isolate: false },
      },
    ],
    // Both cores: the mutation table keeps one busy for about four minutes, the other files share the
    // second (vitest's default on two cores is one worker, which ran everything in a row).
    maxWorkers: 2,
    // The longest files first (scripts/longest-first.mjs): on a fresh clone vitest starts the largest
    // files first, and the mutation table's shards are the smallest.
    sequence: { sequencer: LongestFirst },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Coverage gates the domain alone (`pnpm test` measures it on the domain's own run): collecting it
    // in every worker cost the whole suite ~18% CPU for figures nothing gated.
    coverage: {
      provider: 'v8',
      include: ['packages/domain/src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/cli.ts', '**/bench/**', '**/*.generated.ts'],
      reporter: ['text-summary', 'json-summary'],
      thresholds: {
        'packages/domain/src/**/*.ts': { lines: 95, branches: 95 },
      },
    },
  },
});
