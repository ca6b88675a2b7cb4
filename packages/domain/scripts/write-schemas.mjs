// Writes schemas/<kind>.schema.json from the TypeScript schema objects, as compiled to dist/.
// Run by `build`; src/schemas/files.test.ts fails when the committed files are stale.
import { mkdirSync, writeFileSync } from 'node:fs';
import { schemas } from '../dist/schemas/resources.js';

const dir = new URL('../schemas/', import.meta.url);
mkdirSync(dir, { recursive: true });
for (const [kind, schema] of Object.entries(schemas)) {
  writeFileSync(new URL(`${kind}.schema.json`, dir), `${JSON.stringify(schema, null, 2)}\n`);
}
console.log(`wrote ${Object.keys(schemas).length} schemas to packages/domain/schemas/`);
