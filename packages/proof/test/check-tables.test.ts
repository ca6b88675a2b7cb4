// The two tables that prove the findings say the same thing (no server: the check tests are read as
// source). A mutation row says "the whole suite reports check/code on fault F"; the check's own test
// (`checkTable` beside it) says "the check alone reports code on fault F". Both directions are held:
// a row's code missing from its check's test, and a test's fault case the row does not list, each
// fail, so "which fault proves this code" has one answer, in the check's own test, and MUTATION.md
// (rendered from the rows) shows all of it. Likewise a profile-only failing case is a pristine
// variant's `shouldFail`, and the other way round.
import { checks, PROOF_ROWS } from '@tarc/conformance';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { checkFiles } from '@tarc/conformance';
import { FAULT_ORDERS } from './support/check-table.js';
import { PRISTINE_VARIANTS } from '../src/variants.js';

const CHECKS_DIR = fileURLToPath(new URL('../../conformance/src/checks/', import.meta.url));

/** One `checkTable(check, { … })` call as written: its check id and its failing cases. */
interface TableCall {
  file: string;
  checkId: string;
  fails: { fault?: string; codes: string[]; orders?: number; runs?: number; profile?: Record<string, unknown> }[];
}

const testFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? testFiles(join(dir, e.name)) : e.name.endsWith('.test.ts') ? [join(dir, e.name)] : [],
  );

/** The value of a literal (strings, numbers, booleans, arrays and objects of them, regexes as text). */
function literal(node: ts.Expression): unknown {
  if (ts.isStringLiteralLike(node)) return node.text;
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (ts.isRegularExpressionLiteral(node)) return node.text;
  if (ts.isArrayLiteralExpression(node)) return node.elements.map((e) => literal(e as ts.Expression));
  if (ts.isObjectLiteralExpression(node)) {
    return Object.fromEntries(
      node.properties.map((p) => {
        if (!ts.isPropertyAssignment(p)) throw new Error(`not a plain property: ${p.getText()}`);
        return [ts.isIdentifier(p.name) || ts.isStringLiteral(p.name) ? p.name.text : p.name.getText(), literal(p.initializer)];
      }),
    );
  }
  if (ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) return literal(node.expression);
  return { expression: node.getText() };
}

/** The check a call's first argument names: an imported binding, or a property of one (`checks.schema`). */
async function checkIdOf(file: string, source: ts.SourceFile, node: ts.Expression): Promise<string> {
  let path: (string | number)[] = [];
  let root = node;
  while (ts.isPropertyAccessExpression(root) || ts.isElementAccessExpression(root)) {
    path = [ts.isPropertyAccessExpression(root) ? root.name.text : (literal(root.argumentExpression) as string), ...path];
    root = root.expression;
  }
  if (!ts.isIdentifier(root)) throw new Error(`${file}: checkTable's first argument is not a check: ${node.getText()}`);
  const name = root.text;
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !statement.importClause?.namedBindings || !ts.isNamedImports(statement.importClause.namedBindings)) continue;
    const binding = statement.importClause.namedBindings.elements.find((e) => e.name.text === name);
    if (!binding) continue;
    const specifier = (statement.moduleSpecifier as ts.StringLiteral).text.replace(/\.js$/, '.ts');
    const module = (await import(pathToFileURL(join(dirname(file), specifier)).href)) as Record<string, unknown>;
    let value: unknown = module[(binding.propertyName ?? binding.name).text];
    for (const key of path) value = (value as Record<string | number, unknown>)[key];
    return (value as { id: string }).id;
  }
  throw new Error(`${file}: ${name} is not imported`);
}

async function tableCalls(): Promise<TableCall[]> {
  const calls: TableCall[] = [];
  for (const file of testFiles(CHECKS_DIR)) {
    const text = readFileSync(file, 'utf8');
    if (!text.includes('checkTable(')) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const found: ts.CallExpression[] = [];
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'checkTable') found.push(node);
      ts.forEachChild(node, visit);
    };
    visit(source);
    for (const call of found) {
      const [check, table] = call.arguments;
      const parsed = literal(table!) as { fails?: TableCall['fails'] };
      calls.push({ file: relative(CHECKS_DIR, file), checkId: await checkIdOf(file, source, check!), fails: parsed.fails ?? [] });
    }
  }
  return calls;
}

const calls = await tableCalls();
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? {}) === JSON.stringify(b ?? {});

describe('the check tests and the mutation table', () => {
  it('give every check of the registry exactly one table test, in a file beside it', () => {
    const counts = new Map<string, string[]>();
    for (const c of calls) counts.set(c.checkId, [...(counts.get(c.checkId) ?? []), c.file]);
    expect(
      checks.map((c) => c.id).filter((id) => !counts.has(id)),
      'checks without a table test',
    ).toEqual([]);
    expect(
      [...counts].filter(([, files]) => files.length > 1),
      'checks with two table tests',
    ).toEqual([]);
    expect(
      calls.map((c) => c.checkId).filter((id) => !checks.some((k) => k.id === id)),
      'tables of no registered check',
    ).toEqual([]);
    // `orders.canceled-excluded` → orders/canceled-excluded.test.ts; a rule several checks share → beside its rule's file (checkFiles).
    const misplaced = calls.filter((c) => `packages/conformance/src/checks/${c.file}` !== checkFiles(c.checkId).test);
    expect(
      misplaced.map((c) => `${c.checkId} in ${c.file}`),
      'tables not beside their check',
    ).toEqual([]);
  });

  it("name the same codes for the same fault: every mutation row code in its check's test, and the other way round", () => {
    const key = (fault: string, code: string) => `${fault} → ${code}`;
    // A fault only the judge of every exchange shows (the answer came to another check) is no table's to show.
    const fromRows = new Set(PROOF_ROWS.filter((r) => !r.judgedElsewhere).flatMap((r) => r.fails.map((code) => key(r.fault, code))));
    const fromTables = new Set(calls.flatMap((c) => c.fails.flatMap((f) => (f.fault ? f.codes.map((code) => key(f.fault!, `${c.checkId}/${code}`)) : []))));
    expect
      .soft(
        [...fromRows].filter((k) => !fromTables.has(k)),
        'row codes no check test names with that fault',
      )
      .toEqual([]);
    expect
      .soft(
        [...fromTables].filter((k) => !fromRows.has(k)),
        "check-test codes the fault's mutation row does not list",
      )
      .toEqual([]);
  });

  it('run a fault on the server its mutation row runs it on (size, profile and property runs)', () => {
    const rows = new Map(PROOF_ROWS.map((r) => [r.fault as string, r]));
    const differ = calls.flatMap((c) =>
      c.fails
        .filter((f) => f.fault)
        .flatMap((f) => {
          const row = rows.get(f.fault!);
          if (!row) return [`${c.checkId}: ${f.fault} has no row`];
          const sizes = (f.orders ?? FAULT_ORDERS) === (row.orders ?? FAULT_ORDERS);
          // A check that is no property runs the same requests whatever the runs: it need not say them.
          const runs = f.runs === undefined || f.runs === row.runs;
          return sizes && runs && same(f.profile, row.profile) ? [] : [`${c.checkId}: ${f.fault}`];
        }),
    );
    expect(differ).toEqual([]);
  });

  it('fail a check on a pristine profile exactly where a variant says it should fail', () => {
    const fromVariants = PRISTINE_VARIANTS.flatMap((v) => (v.shouldFail ?? []).map((id) => `${id} on ${JSON.stringify(v.profile ?? {})}`)).sort();
    const fromTables = calls.flatMap((c) => c.fails.filter((f) => !f.fault).map((f) => `${c.checkId} on ${JSON.stringify(f.profile ?? {})}`)).sort();
    expect(fromTables).toEqual(fromVariants);
  });
});
