import { terminalText } from './terminal-text.js';

/**
 * A message fit for one terminal line: newlines folded, controls escaped, long text cut (reports keep
 * it whole) at a space, never inside a word (`self-signe…` read as a typo), unless one word fills half of it.
 */
export function clip(text: string, max = 300): string {
  const flat = terminalText(text.replace(/\s*\n\s*/g, ' '));
  if (flat.length <= max) return flat;
  const head = flat.slice(0, max - 2);
  const space = head.lastIndexOf(' ');
  return `${(space >= max / 2 ? head.slice(0, space) : head).replace(/[\s:;,(]+$/, '')} …`;
}
