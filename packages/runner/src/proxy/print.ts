// What `tarc proxy` prints as findings happen: one line each, server text made inert for a terminal.
import type { Paint } from '../cli/io.js';
import type { ExchangeFailure } from './failures.js';
import type { ExchangeEvent } from './session.js';

// C0 and C1 controls, DEL, and the line/paragraph separators: a server could otherwise move the
// cursor, recolour the terminal or forge lines.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

/** Control characters written as `\uXXXX`, so no server string can act on the terminal. */
export function escapeControl(text: string): string {
  return text.replace(CONTROL, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

const MAX = 400;

/** What is printed per exchange: nothing, failed exchanges only, exchanges with a finding too (default), or every exchange. */
export type LogLevel = 'silent' | 'error' | 'warn' | 'info';
export const LOG_LEVELS: readonly LogLevel[] = ['silent', 'error', 'warn', 'info'];

const RANK = { INFO: 0, SHOULD: 1, MUST: 2 } as const;

/**
 * One line for one exchange, however many findings it has (the report keeps them all):
 * `FAIL #3 GET /v1/orders?… 200 12 ms: 48 findings (record.scale ×47, list.canceled-order); first: record.scale [ORD-RES-DECIMAL-SCALE] record [0]: …`
 */
export function exchangeLine(e: ExchangeEvent, paint: Paint): string {
  const head = `#${e.number} ${escapeControl(e.request)} ${e.status} ${Math.round(e.durationMs)} ms`;
  if (e.findings.length === 0) return `${paint.dim('ok  ')} ${head}${e.judged ? '' : ' (not judged)'}\n`;
  const top = e.findings.reduce((a, f) => (RANK[f.level] > RANK[a.level] ? f : a));
  const tag = top.level === 'MUST' ? paint.red('FAIL') : paint.yellow(top.level);
  const counts = new Map<string, number>();
  for (const f of e.findings) counts.set(f.rule, (counts.get(f.rule) ?? 0) + 1);
  const codes = [...counts].map(([code, n]) => (n > 1 ? `${code} ×${n}` : code)).join(', ');
  const first = e.findings[0]!;
  const what = e.findings.length === 1 ? '1 finding' : `${e.findings.length} findings (${codes})`;
  // Cut before escaping: a message may quote a server string of megabytes.
  const text = escapeControl(`${what}; first: ${first.rule} [${first.requirement}] ${first.message}`.slice(0, MAX));
  const shown = text.length > MAX ? `${text.slice(0, MAX - 1)}…` : text;
  return `${tag} ${paint.bold(head)}: ${shown}\n`;
}

/** `INFO exchange.failed/upstream-timeout GET /v1/orders?… — no complete answer from the target within 10000 ms` */
export function failureLine(f: ExchangeFailure, paint: Paint): string {
  const text = escapeControl(`${f.request} — ${f.message}`.slice(0, MAX));
  const shown = text.length > MAX ? `${text.slice(0, MAX - 1)}…` : text;
  const got = f.status === 0 ? 'no answer' : String(f.status);
  return `${paint.yellow('INFO')} ${paint.bold(`exchange.failed/${f.kind}`)} (client got ${got}) ${shown}\n`;
}
