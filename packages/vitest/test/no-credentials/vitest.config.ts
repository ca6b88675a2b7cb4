// Suites whose credentials are missing or refused (src/config-messages.test.ts runs them): each message
// names describeConformance's option (not the CLI's TARC_API_KEY / --api-key), once.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@tarc/vitest': fileURLToPath(new URL('../../dist/index.js', import.meta.url)) } },
  test: {
    include: ['*.test.ts'],
    server: { deps: { external: [/\/packages\/[^/]+\/dist\//, /\/conformance\/dist\//] } },
  },
});
