// Two files using describeConformance in ONE worker sharing one module graph (no isolation): what
// two suites in one process must survive. src/example.test.ts runs it and compares each file's
// results with the example's run of the same server alone.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // This package's own build, as the example gets it from its node_modules.
  resolve: { alias: { '@tarc/vitest': fileURLToPath(new URL('../../dist/index.js', import.meta.url)) } },
  test: {
    include: ['*.test.ts'],
    maxWorkers: 1,
    isolate: false,
    // The tarc packages' build, loaded by Node as from node_modules (see examples/vitest-express).
    server: { deps: { external: [/\/packages\/[^/]+\/dist\//, /\/conformance\/dist\//] } },
  },
});
