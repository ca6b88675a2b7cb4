// From a finding code to its logic, its test and its fault: how many files a reader opens. For
// `<check id>/<code>`:
// - logic: the check's file (checkFiles), and every file of src/support/ or src/exchange-rules/ that
//   writes the code out (a shared code table, a rule's declared codes); a rule that builds the code
//   from a shared table (`${check}/${code}`) and decides nothing itself adds no file;
// - test: the check's own test beside it;
// - fault: the reference-server file defining the first fault that proves it (src/proofs rows).
// The conformance README says three, one more where the decision is shared (a support validator, or
// the judge's rule); the figures are printed (TARC_CODE_FILES=all lists each code).
import { checkFiles, checks, faultsProving } from '@tarc/conformance';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const files = (dir: string): string[] =>
  readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') && !e.name.includes('.test.') ? [join(dir, e.name)] : [],
  );
const text = new Map<string, string>();
const read = (file: string) => text.get(file) ?? text.set(file, readFileSync(join(ROOT, file), 'utf8')).get(file)!;
const SHARED = [...files('packages/conformance/src/support'), ...files('packages/conformance/src/exchange-rules')];
const FAULT_FILES = files('packages/reference-server/src/faults');

/** The files from `code` to its logic, test and fault. */
export function codeFiles(code: string): { logic: string[]; test: string; fault: string | undefined } {
  const check = code.slice(0, code.indexOf('/'));
  const local = code.slice(check.length + 1);
  const own = checkFiles(check)!;
  const logic = new Set([own.file]);
  for (const f of SHARED) if (read(f).includes(`'${code}'`) || (read(f).includes(`'${local}'`) && /CODES|codes/.test(read(f)))) logic.add(f);
  const fault = faultsProving(code)[0]?.fault;
  const faultFile = fault === undefined ? undefined : FAULT_FILES.find((f) => read(f).includes(`name: '${fault}'`));
  return { logic: [...logic].map((f) => relative(ROOT, join(ROOT, f))), test: own.test, fault: faultFile };
}

const count = (c: ReturnType<typeof codeFiles>) => c.logic.length + 1 + (c.fault ? 1 : 0);
const declared = checks.flatMap((c) => Object.keys(c.codes).map((code) => `${c.id}/${code}`));

describe('from a code to its logic, test and fault', () => {
  it('counts the files of every declared code', () => {
    const counts = declared.map((code) => ({ code, n: count(codeFiles(code)) }));
    const histogram = new Map<number, number>();
    for (const { n } of counts) histogram.set(n, (histogram.get(n) ?? 0) + 1);
    const max = Math.max(...counts.map((c) => c.n));
    console.log(
      `code → files: ${[...histogram]
        .sort(([a], [b]) => a - b)
        .map(([n, k]) => `${k} codes in ${n}`)
        .join(', ')}; the most: ${counts
        .filter((c) => c.n === max)
        .map((c) => c.code)
        .slice(0, 5)
        .join(', ')} (${max})`,
    );
    if (process.env.TARC_CODE_FILES === 'all') for (const { code } of counts) console.log(code, JSON.stringify(codeFiles(code)));
    // Three where the logic is the check's own; a decision shared with a support validator or a rule of the judge adds its file.
    expect(max).toBeLessThanOrEqual(4);
  });

  it('finds the logic, test and fault of a code', () => {
    const c = codeFiles('general.bare-arrays/not-bare-array');
    expect(c.logic).toEqual(['packages/conformance/src/checks/general/bare-arrays.ts', 'packages/conformance/src/exchange-rules/response.ts']);
    expect(c.test).toBe('packages/conformance/src/checks/general/bare-arrays.test.ts');
    expect(c.fault).toMatch(/^packages\/reference-server\/src\/faults\//);
  });
});
