// Text a server chose must not drive the terminal: an ESC can clear the screen, retitle the window or
// forge a line, a CR can overwrite one. Every such character is shown as its escape instead.

// C0 and C1 controls, DEL, and the bidirectional overrides that reorder what a line shows.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
const NAMED: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** `text` with every control character written as an escape (`\u001b`, `\r`): safe to print. */
export function terminalText(text: string): string {
  return text.replace(CONTROL, (c) => NAMED[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
