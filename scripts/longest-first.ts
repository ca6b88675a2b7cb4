// vitest's file order for `pnpm test`: the longest files first, so that the two workers end together.
// vitest orders by the durations of its last run (node_modules/.vite/vitest), and without them, as on
// CI's fresh clone, by file size: the mutation table's shard files are four lines each, so they
// started last and one core ran them alone for minutes at the end. Files named here (seconds a
// file took on CI, longest first; figures of 53f83c3's run) start first; the rest follow in
// vitest's own order.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const SECONDS_ON_CI: Readonly<Record<string, number>> = {
  'packages/proof/test/mutation.test.ts': 207,
  'packages/runner/src/hostile-run.test.ts': 113,
  'packages/proof/test/mutation-3.test.ts': 104,
  'packages/proof/test/mutation-2.test.ts': 87,
  'packages/runner/src/action.test.ts': 80,
  'packages/runner/src/ci-examples.test.ts': 58,
  'packages/runner/src/packed-packages.test.ts': 40,
  'packages/runner/src/doc-blocks.test.ts': 40,
  'packages/proof/test/depth.test.ts': 37,
  'packages/proof/test/determinism.test.ts': 30,
  'packages/runner/src/openapi/prism/prism.test.ts': 28,
  'packages/runner/src/hostile-round-two.test.ts': 28,
  'packages/reference-server/src/byte-identical.test.ts': 24,
  'packages/vitest/src/example.test.ts': 21,
  'packages/runner/src/proxy/proxy.test.ts': 17,
  'packages/reference-server/src/properties.test.ts': 16,
  'packages/runner/src/conditions-e2e.test.ts': 12,
};

export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const root = this.ctx.config.root;
    const seconds = (spec: TestSpecification) => SECONDS_ON_CI[spec.moduleId.slice(root.length + 1).replaceAll('\\', '/')] ?? 0;
    // Array.prototype.sort is stable: unnamed files (0) keep vitest's order after the named ones.
    return [...sorted].sort((a, b) => seconds(b) - seconds(a));
  }
}
