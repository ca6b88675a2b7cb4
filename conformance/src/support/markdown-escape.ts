/** Inline Markdown: backslash-escape what would otherwise be read as markup (`<NUMERATOR>`, `|`, `*`). */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_<>|[\]#]/g, (c) => `\\${c}`);
}
