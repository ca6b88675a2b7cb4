#!/usr/bin/env node
// `pnpm gen` (with the domain's): writes this package's generated documents (scripts/documents.ts).
// Node 20 runs no TypeScript, so esbuild bundles the generator from the sources (`tarc-source`)
// on the fly: nothing needs building first.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

if (process.argv.length > 2) {
  process.stderr.write('usage: node packages/proof/scripts/gen.mjs (takes no arguments; run `pnpm gen` at the root)\n');
  process.exit(2);
}
const root = fileURLToPath(new URL('../../..', import.meta.url));
const bundled = await build({
  entryPoints: [fileURLToPath(new URL('documents.ts', import.meta.url))],
  bundle: true,
  format: 'esm',
  platform: 'node',
  conditions: ['tarc-source'],
  write: false,
  logLevel: 'warning',
});
const { generatedDocuments } = await import(`data:text/javascript;base64,${Buffer.from(bundled.outputFiles[0].text).toString('base64')}`);
let documents;
try {
  documents = generatedDocuments(root);
} catch (error) {
  process.stderr.write(`pnpm gen: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
for (const { path, text } of documents) {
  const file = join(root, path);
  let before;
  try {
    before = readFileSync(file, 'utf8');
  } catch {
    before = undefined;
  }
  if (before === text) {
    console.log(`${path}: current`);
    continue;
  }
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  console.log(`${path}: written`);
}
