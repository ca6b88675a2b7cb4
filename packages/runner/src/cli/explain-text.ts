// What `tarc explain` prints: from a finding code, a check id or a requirement id to the rule (level,
// section, the spec's sentence), the check (title, file, test), what each code means, and the faults
// of the reference server that prove it. A pure function of the catalogue, the checks, the proof
// table and the fault list, so it is tested without a process.
import type { Check, ProofRow, Requirement } from '@tarc/conformance';
import { checkFiles, faultsProving } from '@tarc/conformance';
import { closeNames } from '../close-names.js';

/** What explain reads: the catalogue's tables (the CLI passes the real ones). */
export interface ExplainTables {
  checks: readonly Check<string>[];
  requirementsById: ReadonlyMap<string, Requirement>;
  /** The proof table: which faults must make the suite report which codes. */
  proofs: readonly ProofRow<string, string>[];
  /** The reference server's faults, by name: what each does wrong. */
  faults: ReadonlyMap<string, string>;
  /** Codes any check may report without declaring them, with their meaning. */
  sharedCodes: Readonly<Record<string, string>>;
}

/** The query named nothing of the catalogue: why, and what comes close. */
export class UnknownQuery extends Error {}

const indent = (text: string, by = '    ') =>
  text
    .split('\n')
    .map((line) => `${by}${line}`)
    .join('\n');

function requirementText(r: Requirement): string {
  const lines = [
    `${r.id} (${r.level}) ${r.section}`,
    indent(
      r.quote
        .split('\n')
        .map((l) => `> ${l}`)
        .join('\n'),
      '  ',
    ),
  ];
  if (r.openPoint !== undefined) lines.push(`  OPEN-POINTS #${r.openPoint}`);
  if (r.note) lines.push(`  note: ${r.note}`);
  return lines.join('\n');
}

function faultsText(code: string, t: ExplainTables): string {
  const rows = faultsProving(code, t.proofs);
  if (rows.length === 0) return '  (no fault of the reference server is listed for this code)';
  return rows
    .map(
      (row) =>
        `  ${row.fault}${row.failOn === 'should' ? ' (fails at --fail-on should)' : ''}: ${t.faults.get(row.fault) ?? '(not a fault of this reference server)'}`,
    )
    .join('\n');
}

function checkHeader(check: Check<string>): string[] {
  const files = checkFiles(check.id);
  return [`Check:  ${check.id}: ${check.title}`, `File:   ${files.file}`, `Test:   ${files.test}`];
}

function requirementsBlock(check: Check<string>, t: ExplainTables): string[] {
  return [
    check.requirements.length === 1 ? 'Requirement:' : 'Requirements:',
    ...check.requirements.map((id) => indent(t.requirementsById.has(id) ? requirementText(t.requirementsById.get(id)!) : `${id} (not in the catalogue)`, '  ')),
  ];
}

function explainCode(check: Check<string>, code: string, t: ExplainTables): string {
  const qualified = `${check.id}/${code}`;
  const declared = check.codes[code];
  const meaning = declared ?? t.sharedCodes[code];
  return [
    `${qualified}: ${meaning}${declared === undefined ? ' (a code every check may report)' : ''}`,
    '',
    ...checkHeader(check),
    ...requirementsBlock(check, t),
    'Proved by the reference server with fault:',
    faultsText(qualified, t),
    '',
  ].join('\n');
}

function explainCheck(check: Check<string>, t: ExplainTables): string {
  const codes = Object.entries(check.codes);
  return [
    ...checkHeader(check),
    ...requirementsBlock(check, t),
    codes.length ? 'Codes (and the faults that prove them):' : 'Codes: none of its own (it reports only the codes every check may report)',
    ...codes.flatMap(([code, meaning]) => [`  ${code}: ${meaning}`, indent(faultsText(`${check.id}/${code}`, t))]),
    '',
  ].join('\n');
}

function explainRequirement(r: Requirement, t: ExplainTables): string {
  const covering = t.checks.filter((c) => c.requirements.includes(r.id));
  return [
    requirementText(r),
    '',
    covering.length ? 'Checked by:' : r.testable === false ? 'A specification gap: no probe can test it.' : 'Checked by no check.',
    ...covering.flatMap((c) => {
      const files = checkFiles(c.id);
      return [
        `  ${c.id}: ${c.title}`,
        `    ${files.file}`,
        `    ${files.test}`,
        ...Object.entries(c.codes).map(([code, meaning]) => `    ${code}: ${meaning}`),
      ];
    }),
    '',
  ].join('\n');
}

/** Close names to show when `query` names nothing: the codes of its check, or ids close to it (close-names.ts). */
function suggestions(query: string, t: ExplainTables): string {
  const [checkId, code] = query.split('/');
  const check = t.checks.find((c) => c.id === checkId);
  if (check && code !== undefined) {
    const own = Object.keys(check.codes);
    return `${check.id} declares ${own.length ? own.join(', ') : 'no code of its own'}; any check may report ${Object.keys(t.sharedCodes).join(', ')}`;
  }
  const ids = closeNames(query, [...t.checks.map((c) => c.id), ...t.requirementsById.keys()], 8);
  return ids.length ? `close: ${ids.join(', ')}` : '`tarc run --list` lists the check ids; REQUIREMENTS.md the requirement ids';
}

/**
 * The text for `query`: a finding code `check-id/code`, a check id, or a requirement id. Throws
 * `UnknownQuery` when it names none of them.
 */
export function explain(query: string, t: ExplainTables): string {
  const slash = query.indexOf('/');
  if (slash > 0) {
    const check = t.checks.find((c) => c.id === query.slice(0, slash));
    const code = query.slice(slash + 1);
    if (check && (code in check.codes || code in t.sharedCodes)) return explainCode(check, code, t);
    throw new UnknownQuery(`no finding code "${query}" (${suggestions(query, t)})`);
  }
  const check = t.checks.find((c) => c.id === query);
  if (check) return explainCheck(check, t);
  const requirement = t.requirementsById.get(query);
  if (requirement) return explainRequirement(requirement, t);
  throw new UnknownQuery(`"${query}" is no finding code (check-id/code), check id or requirement id (${suggestions(query, t)})`);
}
