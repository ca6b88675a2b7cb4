import { terminalText } from './terminal-text.js';

/** A message fit for one terminal line: newlines folded, controls escaped, long text cut (reports keep it whole). */
export function clip(text: string, max = 300): string {
  const flat = terminalText(text.replace(/\s*\n\s*/g, ' '));
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
