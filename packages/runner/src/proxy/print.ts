// What `tarc proxy` prints as findings happen: one line each, server text made inert for a terminal.
import type { Paint } from '../cli/io.js';
import type { ExchangeFailure } from './failures.js';
import type { ProxyFinding } from './finding.js';

// C0 and C1 controls, DEL, and the line/paragraph separators: a server could otherwise move the
// cursor, recolour the terminal or forge lines.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

/** Control characters written as `\uXXXX`, so no server string can act on the terminal. */
export function escapeControl(text: string): string {
  return text.replace(CONTROL, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

const MAX = 400;

/** `FAIL list.canceled-order [ORD-LIST-CANCELED-EXCLUDED] GET /v1/orders?… — record [3] … is Canceled` */
export function findingLine(f: ProxyFinding, paint: Paint): string {
  // Cut before escaping: a message may quote a server string of megabytes.
  const text = escapeControl(`${f.request} — ${f.message}`.slice(0, MAX));
  const shown = text.length > MAX ? `${text.slice(0, MAX - 1)}…` : text;
  const tag = f.level === 'MUST' ? paint.red('FAIL') : paint.yellow(f.level);
  return `${tag} #${f.exchange} ${paint.bold(f.code)} [${f.requirement}] ${shown}\n`;
}

/** `INFO exchange.failed/upstream-timeout GET /v1/orders?… — no complete answer from the target within 10000 ms` */
export function failureLine(f: ExchangeFailure, paint: Paint): string {
  const text = escapeControl(`${f.request} — ${f.message}`.slice(0, MAX));
  const shown = text.length > MAX ? `${text.slice(0, MAX - 1)}…` : text;
  return `${paint.yellow('INFO')} ${paint.bold(`exchange.failed/${f.kind}`)} (client got ${f.status}) ${shown}\n`;
}
