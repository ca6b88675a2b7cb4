import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Only because this example links the tarc packages from the repository's workspace: installed
    // from npm they sit in node_modules, which vitest loads natively anyway (no transform).
    server: { deps: { external: [/\/packages\/[^/]+\/dist\//, /\/conformance\/dist\//] } },
  },
});
