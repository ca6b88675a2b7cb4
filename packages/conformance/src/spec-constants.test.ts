// "One definition per spec fact, in @tarc/domain": every constant declared in packages/ and
// packages/conformance/ is read (TypeScript's parser), and none may define a domain fact a second time: by its
// name, as a copy (`A = FACT`), or as the same value under a name like the fact's. And the check,
// support, discovery, reference data and testing-helper sources are read with comments and string
// literals left out: no number the spec states as a limit may appear in them as a literal.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as domain from '@tarc/domain';
import { describe, expect, it } from 'vitest';
import { codeOnly } from '../test/support/code-only.js';
import { definitions, type Definition } from '../test/support/spec-definitions.js';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const SCANNED = [
  'packages/conformance/src/checks',
  'packages/conformance/src/support',
  'packages/runner/src/discovery',
  'packages/reference-server/src/data',
  'packages/domain/src/testing',
];
/** 50, 51 (orders), 90 (days), 100 (transfer default), 1000, 1001 (trades, transfers). */
const SPEC_LIMITS = /(?<![\w.])(50|51|90|100|1000|1001|1_000)n?(?![\w.])/g;

/** Not spec limits, though they read like one: file → the literals (the reason beside each). */
const ALLOWED: Readonly<Record<string, readonly string[]>> = {
  'packages/conformance/src/checks/authentication/stale-stamp.ts': ['1000'], // milliseconds in a second
  'packages/conformance/src/checks/authentication/changed-signed-input.ts': ['1000'], // milliseconds in a second
  'packages/conformance/src/checks/authentication/stamp-form.ts': ['1000'], // milliseconds in a second
  'packages/conformance/src/support/timestamps.ts': ['1000'], // milliseconds in a second
  'packages/conformance/src/checks/fuzz/_support/hostile.ts': ['50', '1001'], // repetitions (x2, x50, x500) and string lengths
  'packages/conformance/src/checks/fuzz/_support/requests.ts': ['50'], // a parameter repeated 50 times
  'packages/conformance/src/checks/orders/_support/arbitraries.ts': ['1000'], // how many unknown pair names to draw from
  'packages/conformance/src/checks/reference-data/no-extra-fields.ts': ['1000'], // how many record findings to read
  'packages/conformance/src/checks/orders-and-trades/created-at-ordering.ts': ['100'], // the probe's page, kept small
  'packages/runner/src/discovery/pairs.ts': ['100'], // the runner's own bounds on pairs and symbol length
  'packages/reference-server/src/data/live.ts': ['1000', '1_000'], // milliseconds
  'packages/reference-server/src/data/busy-minute.ts': ['90', '1000'], // the busy minute's orders, and the data size it starts at
  'packages/reference-server/src/data/pairs.ts': ['100', '1_000'], // the demo pairs' amount bounds
  'packages/reference-server/src/data/reference-data.ts': ['100'], // a fraction written as a percentage
  'packages/reference-server/src/data/timeline.ts': ['1000'], // days of demo history
  'packages/reference-server/src/data/transfers.ts': ['100', '1000'], // id spacing per account; milliseconds
  'packages/domain/src/testing/fee-level.ts': ['100'], // a fraction written as a percentage
};

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
  });
}

describe('the spec constants', () => {
  it('are typed once: no spec limit as a literal in checks, support, discovery, reference data or testing helpers', () => {
    const strays: string[] = [];
    for (const dir of SCANNED) {
      for (const file of sources(join(ROOT, dir))) {
        const name = relative(ROOT, file);
        codeOnly(readFileSync(file, 'utf8'))
          .split('\n')
          .forEach((line, i) => {
            for (const m of line.matchAll(SPEC_LIMITS)) {
              if (!(ALLOWED[name] ?? []).includes(m[1]!)) strays.push(`${name}:${i + 1}: ${m[1]} in ${line.trim().slice(0, 100)}`);
            }
          });
      }
    }
    expect(strays, 'import the limit from @tarc/domain (or packages/conformance/src/spec-constants.ts)').toEqual([]);
  });
});

/** The domain's own sources: the one home of each spec fact (its testing helpers and tests are not). */
const HOME = /^packages\/domain\/src\/(?!testing\/).*(?<!\.test)\.ts$/;
const CONSTANT = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$|^[A-Z]{2,}$/;

/** Every source under packages/ and packages/conformance/, build output and dependencies left out. */
function everySource(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return /^(node_modules|dist|coverage|\..*)$/.test(name) ? [] : everySource(path);
    return /\.(ts|mts|mjs)$/.test(name) && !/\.d\.m?ts$/.test(name) ? [path] : [];
  });
}

interface Fact {
  name: string;
  at: string;
  json: string;
  words: Set<string>;
}

const words = (name: string) => new Set(name.split('_'));

/** The domain's facts: the module-level constants its public API exports (its internals are not facts). */
function factsOf(defs: readonly Definition[], exported: Readonly<Record<string, unknown>> = domain): Fact[] {
  return defs
    .filter((d) => d.topLevel && CONSTANT.test(d.name) && d.name in exported)
    .flatMap((d) => {
      const value = exported[d.name];
      return value === undefined || typeof value === 'function' ? [] : [{ name: d.name, at: d.at, json: JSON.stringify(value), words: words(d.name) }];
    });
}

/** A second definition of a fact: its name again, a copy of it, or its value under a name like its own. */
export function secondDefinitions(homes: readonly Definition[], others: readonly Definition[]): string[] {
  const facts = factsOf(homes);
  const byName = new Map(facts.map((f) => [f.name, f]));
  const out: string[] = [];
  const seen = new Map<string, string>();
  for (const d of homes.filter((h) => h.topLevel && byName.has(h.name))) {
    const first = seen.get(d.name);
    if (first !== undefined) out.push(`${d.at}: ${d.name} is already defined at ${first}`);
    else seen.set(d.name, d.at);
  }
  for (const d of others) {
    const same = byName.get(d.name);
    if (same !== undefined) {
      out.push(`${d.at}: ${d.name} is defined in the domain (${same.at}); import it`);
      continue;
    }
    if (!CONSTANT.test(d.name)) continue;
    if (d.copies !== undefined && byName.has(d.copies)) {
      out.push(`${d.at}: ${d.name} is another name for ${d.copies}; import ${d.copies}`);
      continue;
    }
    if (d.value === undefined) continue;
    const json = JSON.stringify(d.value);
    const twin = facts.find((f) => f.json === json && [...words(d.name)].some((w) => f.words.has(w)));
    if (twin !== undefined) out.push(`${d.at}: ${d.name} = ${json.slice(0, 60)} is ${twin.name} (${twin.at}); import it`);
  }
  return out;
}

describe('one definition per spec fact', () => {
  it('each fact of @tarc/domain is defined there only: no second definition in packages/ or packages/conformance/', () => {
    const homes: Definition[] = [];
    const others: Definition[] = [];
    for (const root of ['packages']) {
      for (const file of everySource(join(ROOT, root))) {
        const name = relative(ROOT, file);
        (HOME.test(name) ? homes : others).push(...definitions(name, readFileSync(file, 'utf8')));
      }
    }
    expect(factsOf(homes).map((f) => f.name)).toEqual(
      expect.arrayContaining([
        'ORDERS_PAGE_SIZE',
        'TRADES_PAGE_SIZE',
        'TRANSFERS_PAGE_SIZE',
        'PAGE_DEFAULT',
        'MAX_RANGE_DAYS',
        'DEFAULT_RANGE_DAYS',
        'FEE_TABLE',
        'STANDARD_SCALE',
        'ORDER_STATUSES',
        'LISTABLE_ORDER_STATUSES',
      ]),
    );
    expect(secondDefinitions(homes, others), 'define a spec fact once, in @tarc/domain, and import it').toEqual([]);
  });

  it('finds a second definition by name, by copy and by value, and lets a different fact or a derived value be', () => {
    const homes = definitions(
      'packages/domain/src/q.ts',
      'export const ORDERS_PAGE_SIZE = { min: 1, max: 50, default: 50 } as const;\nexport const MAX_RANGE_DAYS = 90;',
    );
    const others = definitions(
      'packages/conformance/src/x.ts',
      [
        'export const ORDERS_PAGE_SIZE = 50;', // the name again, another value
        'const ORDER_PAGE_SIZE = ORDERS_PAGE_SIZE;', // a copy under a new name
        'const LIST_PAGE_SIZE = { min: 1, max: 50, default: 50 };', // the value under a like name
        'function f() { const WINDOW_DAYS = 90; return WINDOW_DAYS; }', // a local copy of the value
        'const HORIZON_DAYS = 365; const ORDERS_ENOUGH = 2 * ORDERS_PAGE_SIZE.max; const RETRIES = 90;',
      ].join('\n'),
    );
    expect(secondDefinitions(homes, others).map((s) => s.replace(/ .*/, ''))).toEqual([
      'packages/conformance/src/x.ts:1:',
      'packages/conformance/src/x.ts:2:',
      'packages/conformance/src/x.ts:3:',
      'packages/conformance/src/x.ts:4:',
    ]);
  });
});
