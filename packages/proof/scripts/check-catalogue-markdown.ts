// The "Checks and their finding codes" part of REQUIREMENTS.md: per check, its file and its test (by
// the id ↔ file convention), its requirements, and per finding code what it means and the faults of
// the reference server that prove it, read from the same proof table as the mutation table.
import { type Check, checkFiles, escapeMarkdown } from '@tarc/conformance';

export type CatalogueCheck = Pick<Check<string>, 'id' | 'title' | 'requirements' | 'codes' | 'codeRequirements'>;

/** A row of the proof table as the catalogue reads it: a fault and the codes it must make the suite report. */
export interface CatalogueProof {
  fault: string;
  fails: readonly string[];
}

const cell = (text: string) => escapeMarkdown(text).replace(/\n/g, ' ');

/** The lines of the part, one `###` per check in registry order. */
export function renderCheckCatalogue(checks: readonly CatalogueCheck[], proofs: readonly CatalogueProof[]): string[] {
  const provedBy = new Map<string, string[]>();
  for (const row of proofs) for (const code of row.fails) provedBy.set(code, [...(provedBy.get(code) ?? []), row.fault]);
  const out: string[] = [
    '## Checks and their finding codes',
    '',
    'Per check: the file that holds its id, requirements, codes and logic, and its table test beside it ' +
      '(`area.name` lives in `packages/conformance/src/checks/area/name.ts`); per finding code, what it means and the ' +
      'faults of the reference server that prove it (`tarc serve --fault NAME`; rows in `packages/conformance/src/proofs/`). ' +
      '`tarc explain CODE` prints the same for one code. Every check may also report the common codes ' +
      '(`unexpected-status`, `not-json-array`, `not-json-object`, `refused-valid-credentials`, `transport-error`).',
    '',
  ];
  for (const check of checks) {
    const files = checkFiles(check.id);
    out.push(`### \`${check.id}\``);
    out.push('');
    out.push(cell(check.title));
    out.push('');
    out.push(`- File: \`${files.file}\``);
    out.push(`- Test: \`${files.test}\``);
    out.push(`- Requirements: ${check.requirements.map((id) => `\`${id}\``).join(', ')}`);
    out.push('');
    const codes = Object.entries(check.codes);
    if (codes.length === 0) {
      out.push('No codes of its own.');
    } else {
      // A check naming several requirements says which each code breaks: the column shows it.
      const several = check.requirements.length > 1;
      out.push(several ? '| Code | Meaning | Requirements | Proving faults |' : '| Code | Meaning | Proving faults |');
      out.push(several ? '|---|---|---|---|' : '|---|---|---|');
      for (const [code, meaning] of codes) {
        const faults = [...new Set(provedBy.get(`${check.id}/${code}`) ?? [])].sort();
        const proving = faults.length ? faults.map((f) => `\`${f}\``).join(', ') : 'none';
        const requirements = (check.codeRequirements?.[code] ?? []).map((id) => `\`${id}\``).join(', ') || 'none';
        out.push(several ? `| \`${code}\` | ${cell(meaning)} | ${requirements} | ${proving} |` : `| \`${code}\` | ${cell(meaning)} | ${proving} |`);
      }
    }
    out.push('');
  }
  return out;
}
