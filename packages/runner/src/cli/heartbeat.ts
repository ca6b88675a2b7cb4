// Off a terminal (CI, a pipe) a run prints no line per check, so a long run was silent between
// `discovery: …` and the summary (20 s on a --runs 2000 shard, read as a hang). While a phase runs,
// one line at most every 10 s: the phase, the checks done, the requests sent, and what it waits on
// (the server's throttling, the checks still running and for how long).
import type { ProgressEvent } from '../types.js';
import { clip } from './clip.js';
import { terminalText } from './terminal-text.js';

/** Seconds between two progress lines off a terminal. */
export const HEARTBEAT_MS = 10_000;

export interface HeartbeatClock {
  now(): number;
  /** Calls `tick` every `ms` until the returned function is called. */
  every(ms: number, tick: () => void): () => void;
}

const systemClock: HeartbeatClock = {
  now: () => Date.now(),
  every(ms, tick) {
    const timer = setInterval(tick, ms);
    timer.unref();
    return () => clearInterval(timer);
  },
};

const seconds = (ms: number) => `${Math.round(ms / 1000)} s`;

/** Follows the run's progress events, and writes a line every `everyMs` while a phase runs. */
export function heartbeat(write: (line: string) => void, clock: HeartbeatClock = systemClock, everyMs = HEARTBEAT_MS) {
  let phase: 'preflight' | 'discovery' | 'checks' | undefined;
  let phaseStarted = 0;
  let done = 0;
  let total = 0;
  let requests: number | undefined;
  let throttled: { at: number; message: string } | undefined;
  const running = new Map<string, number>();
  let stop: (() => void) | undefined;

  const enter = (next: typeof phase) => {
    phase = next;
    phaseStarted = clock.now();
    stop ??= clock.every(everyMs, tick);
  };
  function tick() {
    if (phase === undefined) return;
    const now = clock.now();
    const parts = [`${phase} ${seconds(now - phaseStarted)}`];
    if (phase === 'checks') parts.push(`${done}/${total} checks done`);
    if (requests !== undefined) parts.push(`${requests} requests sent`);
    const waits: string[] = [];
    if (throttled && now - throttled.at < everyMs) waits.push(`the server's throttling (${clip(throttled.message, 120)})`);
    const oldest = [...running].sort((a, b) => a[1] - b[1]).slice(0, 3);
    if (oldest.length > 0) {
      const more = running.size > oldest.length ? ` and ${running.size - oldest.length} more` : '';
      waits.push(`${oldest.map(([id, at]) => `${terminalText(id)} (${seconds(now - at)})`).join(', ')}${more}`);
    } else if (phase !== 'checks') waits.push(phase === 'preflight' ? 'the first answers' : "the target's data");
    write(`progress: ${parts.join(' · ')}${waits.length ? ` · waiting on ${waits.join('; ')}` : ''}\n`);
  }

  return {
    onProgress(event: ProgressEvent): void {
      switch (event.kind) {
        case 'preflight-start':
          enter('preflight');
          return;
        case 'discovery-start':
          enter('discovery');
          return;
        case 'discovery-done':
          requests = event.requests;
          return;
        case 'throttled':
          throttled = { at: clock.now(), message: event.message };
          return;
        case 'check-start':
          if (phase !== 'checks') enter('checks');
          running.set(event.id, clock.now());
          ({ done, total, requests } = event);
          return;
        case 'check-done':
          running.delete(event.result.id);
          ({ done, total, requests } = event);
          return;
        default:
          return;
      }
    },
    finish(): void {
      stop?.();
      stop = undefined;
      phase = undefined;
    },
  };
}
