import type { ProgressEvent } from '../types.js';
import { clip } from './clip.js';
import { heartbeat, type HeartbeatClock } from './heartbeat.js';
import { isInteractive, paint, useColor, type Io } from './io.js';
import { terminalText } from './terminal-text.js';

/**
 * Progress while running: on a terminal, one line (section, checks done of total) redrawn in place;
 * in CI or a pipe, no line per check (the summary lists what failed or was not evaluated: 150 PASS
 * lines would bury it) but a progress line at most every 10 s (heartbeat.ts); with `verbose`, one plain
 * line per finished check, anywhere.
 */
export function progressReporter(io: Io, verbose = false, clock?: HeartbeatClock): { onProgress(event: ProgressEvent): void; finish(): void } {
  const interactive = isInteractive(io) && !verbose;
  const beat = isInteractive(io) ? undefined : heartbeat((line) => io.stdout.write(line), clock);
  const p = paint(useColor(io));
  let drawn = false;
  const draw = (text: string) => {
    const width = Math.max(20, (io.stdout.columns ?? 80) - 1);
    io.stdout.write(`\r\u001b[2K${text.length > width ? `${text.slice(0, width - 1)}…` : text}`);
    drawn = true;
  };
  const clear = () => {
    if (drawn) io.stdout.write('\r\u001b[2K');
    drawn = false;
  };
  return {
    onProgress(event) {
      beat?.onProgress(event);
      switch (event.kind) {
        case 'target':
          io.stdout.write(
            event.embedded
              ? `no --base-url: testing the embedded reference server at ${terminalText(event.baseUrl)}\n`
              : `testing ${terminalText(event.baseUrl)}\n`,
          );
          return;
        case 'preflight-start':
          if (interactive) draw('preflight: reachability, base URL, credentials, DATETIME form…');
          return;
        case 'preflight-done': {
          clear();
          const f = event.preflight;
          const refused = f.datetimeFormsRefused.length ? ` (refused: ${f.datetimeFormsRefused.join(', ')})` : '';
          const second = f.secondCredentials ? `, second account ${f.secondCredentials}` : '';
          io.stdout.write(`preflight: credentials ${f.credentials}${second}; DATETIME form ${f.datetimeFormat} (${f.datetimeFormatSource})${refused}\n`);
          return;
        }
        case 'throttled':
          clear();
          io.stdout.write(p.yellow(`${clip(event.message)}\n`));
          return;
        case 'discovery-start':
          if (interactive) draw('discovering the target’s data…');
          else io.stdout.write('discovering the target’s data…\n');
          return;
        case 'discovery-done':
          clear();
          io.stdout.write(`discovery: ${event.requests} requests${event.notes.length ? `, ${event.notes.length} notes` : ''}\n`);
          for (const note of event.notes) io.stdout.write(p.dim(`  note: ${clip(note)}\n`));
          return;
        case 'check-start':
          if (interactive) draw(terminalText(`[${event.section}] ${event.done}/${event.total} checks · ${event.id}`));
          return;
        case 'check-done': {
          const r = event.result;
          if (interactive) {
            if (r.status === 'failed') {
              clear();
              io.stdout.write(`${p.red('FAIL')} ${r.level.padEnd(6)} ${r.id}: ${clip(r.message ?? '')}\n`);
            }
            draw(terminalText(`[${r.section}] ${event.done}/${event.total} checks`));
          } else if (verbose) {
            const tag = r.status === 'passed' ? 'PASS' : r.status === 'failed' ? 'FAIL' : 'N/E ';
            io.stdout.write(
              `${tag} ${r.level.padEnd(6)} ${r.id}${r.status === 'not-evaluated' ? ` [${r.reason ?? ''}]` : ''}${r.status !== 'passed' && r.message ? `: ${clip(r.message)}` : ''} (${event.done}/${event.total})\n`,
            );
          }
          return;
        }
      }
    },
    finish() {
      beat?.finish();
      clear();
    },
  };
}
