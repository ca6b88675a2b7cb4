/** A glob on check ids: `*` matches any run of characters (dots included), `?` one character. */
export function globToRegExp(glob: string): RegExp {
  const body = glob
    .split('')
    .map((c) => (c === '*' ? '.*' : c === '?' ? '.' : c.replace(/[.+^${}()|[\]\\]/g, '\\$&')))
    .join('')
    .replace(/(\.\*)+/g, '.*');
  return new RegExp(`^${body}$`);
}

export function matchesAny(id: string, globs: readonly RegExp[]): boolean {
  return globs.some((g) => g.test(id));
}
