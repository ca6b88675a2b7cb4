// The catalogue proves itself: ids well-formed and unique, checks named after their files, every
// requirement a check names exists, every MUST/SHOULD requirement covered. That REQUIREMENTS.md is
// current is scripts/documents.test.ts's business (`pnpm gen` writes it).
// That every covered MUST is also caught by some fault is the mutation table's business (test/mutation/).
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checks, requirements, requirementsById } from '../src/index.js';
import { checkFiles } from '../src/checks/files.js';

const REQUIREMENT_ID = /^[A-Z]+(-[A-Z0-9]+)+$/;
const CHECK_ID = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.([a-z0-9]+(?:-[a-z0-9]+)*)$/;
const repoFile = (path: string) => fileURLToPath(new URL(`../../../${path}`, import.meta.url));

const duplicates = (values: readonly string[]) => values.filter((v, i) => values.indexOf(v) !== i);

describe('requirement catalogue', () => {
  it('has unique, well-formed ids', () => {
    const ids = requirements.map((r) => r.id);
    expect(duplicates(ids)).toEqual([]);
    expect(ids.filter((id) => !REQUIREMENT_ID.test(id))).toEqual([]);
  });

  it('gives every requirement a section, a quote and a known open point', () => {
    const bad = requirements.filter(
      (r) =>
        r.section.trim() === '' ||
        r.quote.trim() === '' ||
        !['MUST', 'SHOULD', 'INFO'].includes(r.level) ||
        (r.openPoint !== undefined && !(Number.isInteger(r.openPoint) && r.openPoint >= 1 && r.openPoint <= 15)),
    );
    expect(bad.map((r) => r.id)).toEqual([]);
  });

  it('never makes a specification gap (testable: false) MUST or SHOULD', () => {
    expect(requirements.filter((r) => r.testable === false && r.level !== 'INFO').map((r) => r.id)).toEqual([]);
  });
});

describe('check registry', () => {
  it('has unique check ids of the form <section>.<name>', () => {
    const ids = checks.map((c) => c.id);
    expect(duplicates(ids)).toEqual([]);
    expect(ids.filter((id) => !CHECK_ID.test(id))).toEqual([]);
  });

  it('names every check after its file: src/checks/<section>/<name>.ts (a rule several checks share: the file of its rule) declaring that id', () => {
    const misplaced = checks.filter((c) => {
      if (!CHECK_ID.test(c.id)) return true;
      const file = repoFile(checkFiles(c.id).file);
      return !existsSync(file) || !readFileSync(file, 'utf8').includes(`id: '${c.id}'`);
    });
    expect(misplaced.map((c) => c.id)).toEqual([]);
  });

  it('references only requirements that exist, and no specification gap', () => {
    const unknown = checks.flatMap((c) => c.requirements.filter((id) => !requirementsById.has(id)).map((id) => `${c.id} → ${id}`));
    expect(unknown).toEqual([]);
    const gaps = checks.flatMap((c) => c.requirements.filter((id) => requirementsById.get(id)?.testable === false).map((id) => `${c.id} → ${id}`));
    expect(gaps).toEqual([]);
  });

  it('covers every testable MUST and SHOULD requirement of every section', () => {
    const covered = new Set<string>(checks.flatMap((c) => c.requirements));
    const uncovered = requirements.filter((r) => r.level !== 'INFO' && r.testable !== false && !covered.has(r.id)).map((r) => `${r.id} (${r.level})`);
    expect(uncovered).toEqual([]);
  });
});

describe('what your test account needs', () => {
  it('says a check against an authenticated endpoint needs credentials', () => {
    const authenticated = /^(orders|trades|account-wallets|isolation)\./;
    expect(checks.filter((c) => authenticated.test(c.id) && !c.needs?.credentials).map((c) => c.id)).toEqual([]);
  });
});
