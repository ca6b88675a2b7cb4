// Reads every constant a source file declares, for spec-constants.test.ts: its name, where, and its
// value when the initializer is a plain literal (or the name of the constant it copies). Parsed with
// the TypeScript compiler, so comments, strings and nesting need no hand rules.
import ts from 'typescript';

export interface Definition {
  name: string;
  /** `path:line`. */
  at: string;
  /** Declared at the top of its file (a module-level constant), not inside a function. */
  topLevel: boolean;
  /** The initializer's value when it is a literal; `undefined` when it is computed. */
  value: unknown;
  /** The identifier the initializer is, when it only copies another constant (`A = B`). */
  copies: string | undefined;
}

const UNKNOWN = Symbol('unknown');

/** The static value of a literal initializer (numbers, strings, arrays, objects, `as const`, `Object.freeze`). */
function literal(node: ts.Expression): unknown {
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) return literal(node.expression);
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.MinusToken) {
    const inner = literal(node.operand);
    return typeof inner === 'number' ? -inner : UNKNOWN;
  }
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (ts.isArrayLiteralExpression(node)) {
    const items = node.elements.map((e) => (ts.isSpreadElement(e) ? UNKNOWN : literal(e)));
    return items.includes(UNKNOWN) ? UNKNOWN : items;
  }
  if (ts.isObjectLiteralExpression(node)) {
    const out: Record<string, unknown> = {};
    for (const p of node.properties) {
      if (!ts.isPropertyAssignment(p) || !(ts.isIdentifier(p.name) || ts.isStringLiteral(p.name))) return UNKNOWN;
      const v = literal(p.initializer);
      if (v === UNKNOWN) return UNKNOWN;
      out[p.name.text] = v;
    }
    return out;
  }
  if (ts.isCallExpression(node) && node.expression.getText() === 'Object.freeze' && node.arguments.length === 1) return literal(node.arguments[0]!);
  return UNKNOWN;
}

/** Every `const`/`let`/`var` with a plain name the source declares, at any depth. */
export function definitions(path: string, text: string): Definition[] {
  const kind = /\.m?js$/.test(path) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind);
  const out: Definition[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name)) {
      const init = node.initializer;
      const value = init === undefined ? UNKNOWN : literal(init);
      const statement = node.parent.parent;
      out.push({
        name: node.name.text,
        at: `${path}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`,
        topLevel: ts.isVariableStatement(statement) && statement.parent === file,
        value: value === UNKNOWN ? undefined : value,
        copies: init !== undefined && ts.isIdentifier(init) ? init.text : undefined,
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return out;
}
