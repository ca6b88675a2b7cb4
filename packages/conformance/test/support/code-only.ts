// The code of a TypeScript source, for tests that look for literals in it: TypeScript's own parser
// tells comments, string and template text and regular expressions from code (a regex cannot: `/`
// divides or starts a pattern, `//` may sit inside a string).
import ts from 'typescript';

const TEXT = new Set<ts.SyntaxKind>([
  ts.SyntaxKind.StringLiteral,
  ts.SyntaxKind.NoSubstitutionTemplateLiteral,
  ts.SyntaxKind.TemplateHead,
  ts.SyntaxKind.TemplateMiddle,
  ts.SyntaxKind.TemplateTail,
  ts.SyntaxKind.RegularExpressionLiteral,
]);

/**
 * `text` with its comments, string and template text and regular expressions turned into spaces;
 * a template's `${…}` expressions stay (they are code), and so does every line break, so a line
 * number in the result is the line number in the file.
 */
export function codeOnly(text: string, fileName = 'source.ts'): string {
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, /* setParentNodes */ false, ts.ScriptKind.TS);
  const out = text.split('');
  const blank = (from: number, to: number) => {
    for (let i = from; i < to; i++) if (out[i] !== '\n' && out[i] !== '\r') out[i] = ' ';
  };
  const visit = (node: ts.Node) => {
    // JSDoc comes as children of the node it documents: it is a comment, all of it.
    if (node.kind >= ts.SyntaxKind.FirstJSDocNode && node.kind <= ts.SyntaxKind.LastJSDocNode) return blank(node.pos, node.end);
    const children = node.getChildren(file);
    if (children.length > 0) return children.forEach(visit);
    const start = node.getStart(file);
    blank(node.pos, start); // the trivia before a token: whitespace and comments
    if (TEXT.has(node.kind)) blank(start, node.end);
  };
  visit(file);
  return out.join('');
}
