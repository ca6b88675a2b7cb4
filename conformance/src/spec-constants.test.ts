// "Every spec limit appears once in the suite": the check, support and discovery sources are read
// with comments and string literals left out, and no number the spec states as a limit may appear
// in them outside spec-constants.ts (one spot holds the spec's numbers; a change is not a hunt).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { codeOnly } from './code-only.testutil.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SCANNED = ['conformance/src/checks', 'conformance/src/support', 'packages/runner/src/discovery'];
/** 50, 51 (orders), 90 (days), 100 (transfer default), 1000, 1001 (trades, transfers). */
const SPEC_LIMITS = /(?<![\w.])(50|51|90|100|1000|1001|1_000)n?(?![\w.])/g;

/** Not spec limits, though they read like one: file → the literals (the reason beside each). */
const ALLOWED: Readonly<Record<string, readonly string[]>> = {
  'conformance/src/checks/authentication/stale-stamp.ts': ['1000'], // milliseconds in a second
  'conformance/src/support/timestamps.ts': ['1000'], // milliseconds in a second
  'conformance/src/checks/fuzz/_support/hostile.ts': ['50', '1001'], // repetitions (x2, x50, x500) and string lengths
  'conformance/src/checks/fuzz/_support/requests.ts': ['50'], // a parameter repeated 50 times
  'conformance/src/checks/orders/_support/arbitraries.ts': ['1000'], // how many unknown pair names to draw from
  'conformance/src/checks/reference-data/no-extra-fields.ts': ['1000'], // how many record findings to read
  'conformance/src/support/probes/created-at-ordering.ts': ['100'], // the probe's page, kept small
  'conformance/src/support/probes/filters.ts': ['100'], // the probe's page, kept small
  'packages/runner/src/discovery/pairs.ts': ['100'], // the runner's own bounds on pairs and symbol length
};

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.ts$/.test(name) && !/\.(test|testutil)\.ts$/.test(name) ? [path] : [];
  });
}

describe('the spec constants', () => {
  it('are typed once: no spec limit as a literal in checks, support or discovery', () => {
    const strays: string[] = [];
    for (const dir of SCANNED) {
      for (const file of sources(join(ROOT, dir))) {
        const name = relative(ROOT, file);
        codeOnly(readFileSync(file, 'utf8')).split('\n').forEach((line, i) => {
          for (const m of line.matchAll(SPEC_LIMITS)) {
            if (!(ALLOWED[name] ?? []).includes(m[1]!)) strays.push(`${name}:${i + 1}: ${m[1]} in ${line.trim().slice(0, 100)}`);
          }
        });
      }
    }
    expect(strays, 'use conformance/src/spec-constants.ts').toEqual([]);
  });
});
