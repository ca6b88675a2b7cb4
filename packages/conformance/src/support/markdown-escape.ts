/**
 * The one escape of text tarc did not write (a server's detail, a label, a quote) for any Markdown
 * tarc writes: summary.md, grid.md, REQUIREMENTS.md. Safe in a table cell or a list item of a
 * renderer that passes raw HTML (a CI step summary), and still plain text for a reader of the file.
 *
 * - `<`, `>` and `&` become the entities `&lt;`, `&gt;`, `&amp;`: no tag, comment, autolink
 *   (`<http://…>`) or entity (`&lt;` sent by the server stays the four characters) can form, in
 *   CommonMark and in Markdown flavours whose backslash escapes do not cover `<` (the original
 *   Markdown's did not).
 * - The other markup characters are backslash-escaped: emphasis, code spans, links and images,
 *   headings, table pipes.
 * - A newline (which could end a table row or start a block) becomes a space, and no control
 *   character (ESC, CR) reaches a terminal raw: a summary is also read with cat.
 */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/[&<>]/g, (c) => ENTITY[c]!)
    .replace(/[\\`*_[\]|#~]/g, '\\$&')
    .replace(/\r?\n/g, ' ')
    .replace(CONTROL, controlCode);
}

const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;
const controlCode = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
const ENTITY: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

/**
 * Text as an inline code span (a command line to copy): a code span shows its content literally
 * (no tag, entity or escape is read inside), so it only must not end early: the fence is one
 * backtick longer than the longest run inside, and a newline or control character is shown as its
 * code, as escapeMarkdown does.
 */
export function markdownCode(text: string): string {
  const flat = text.replace(CONTROL, controlCode);
  const fence = '`'.repeat(Math.max(0, ...(flat.match(/`+/g) ?? []).map((run) => run.length)) + 1);
  return fence.length === 1 && !/^ | $/.test(flat) ? `${fence}${flat}${fence}` : `${fence} ${flat} ${fence}`;
}
