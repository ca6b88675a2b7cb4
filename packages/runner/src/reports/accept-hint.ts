/** The command that writes a report: each suggests only the flags it takes. */
export type ReportCommand = 'run' | 'merge' | 'proxy';

/** What to do about a MUST check not evaluated, in the words of the command that wrote the report. */
export function acceptHint(command: ReportCommand = 'run'): string {
  switch (command) {
    case 'run':
      return 'accept an expected one with --accept-skip ID, or in a baseline (--baseline FILE)';
    case 'merge':
      return 'accept an expected one in a baseline: tarc baseline REPORT -o FILE, then tarc merge … --baseline FILE';
    case 'proxy':
      return 'send traffic each one applies to through the proxy, or test the server with tarc run';
  }
}

/** A hint as a sentence of its own. */
export const sentence = (hint: string): string => `${hint[0]!.toUpperCase()}${hint.slice(1)}.`;
