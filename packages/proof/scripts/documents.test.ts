// The committed generated documents are the rendering of the sources: `pnpm gen` writes them.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { generatedDocuments } from './documents.js';

const root = fileURLToPath(new URL('../../..', import.meta.url));

describe('generated documents', () => {
  it.each(generatedDocuments(root).map((d) => [d.path, d.text]))('%s is current', (path, rendered) => {
    const file = join(root, path);
    const committed = existsSync(file) ? readFileSync(file, 'utf8') : '(missing)';
    const a = committed.split('\n');
    const b = rendered.split('\n');
    const line = a.findIndex((text, i) => text !== b[i]);
    expect(committed === rendered, `${path} is stale (first difference at line ${line === -1 ? a.length + 1 : line + 1}): run pnpm gen`).toBe(true);
  });
});
