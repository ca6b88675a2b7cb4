// Issue 41, Seen 6: off a terminal a long run printed nothing between `discovery: …` and the summary
// (20 s of silence on a --runs 2000 shard, read as a hang). Now one progress line at most every 10 s
// while a phase runs: phase, checks done, requests sent, what it waits on. On a terminal, none.
import { describe, expect, it } from 'vitest';
import type { CheckResult } from '../types.js';
import { captureIo } from '../../test/support/cli-io.js';
import { HEARTBEAT_MS, type HeartbeatClock } from './heartbeat.js';
import { progressReporter } from './progress.js';

/** A clock the test moves: `advance(ms)` runs the ticks that fall due. */
function fakeClock() {
  let now = 0;
  const timers: { every: number; next: number; tick: () => void; stopped: boolean }[] = [];
  const clock: HeartbeatClock = {
    now: () => now,
    every(ms, tick) {
      const timer = { every: ms, next: now + ms, tick, stopped: false };
      timers.push(timer);
      return () => {
        timer.stopped = true;
      };
    },
  };
  const advance = (ms: number) => {
    const end = now + ms;
    for (;;) {
      const due = timers.filter((t) => !t.stopped && t.next <= end).sort((a, b) => a.next - b.next)[0];
      if (!due) break;
      now = due.next;
      due.next += due.every;
      due.tick();
    }
    now = end;
  };
  return { clock, advance, running: () => timers.filter((t) => !t.stopped).length };
}

const result = (id: string): CheckResult =>
  ({ id, title: id, section: 'Orders', level: 'MUST', status: 'passed', requirements: [], spec: [], findings: [], evidence: [], durationMs: 1 }) as CheckResult;

describe('progress off a terminal', () => {
  it('one line at most every 10 s while a phase runs: phase, checks done, requests, what it waits on', () => {
    const io = captureIo({ CI: '1' }, false);
    const { clock, advance, running } = fakeClock();
    const progress = progressReporter(io, false, clock);
    const lines = () =>
      io
        .out()
        .split('\n')
        .filter((l) => l.startsWith('progress: '));
    progress.onProgress({ kind: 'preflight-start' });
    advance(HEARTBEAT_MS - 1);
    expect(lines()).toEqual([]);
    advance(1);
    expect(lines()).toEqual(['progress: preflight 10 s · waiting on the first answers']);
    progress.onProgress({ kind: 'discovery-start' });
    progress.onProgress({ kind: 'discovery-done', notes: [], requests: 120 });
    progress.onProgress({ kind: 'check-start', id: 'orders.paging', section: 'Orders', done: 0, total: 150, requests: 120 });
    progress.onProgress({ kind: 'check-start', id: 'orders.window', section: 'Orders', done: 0, total: 150, requests: 121 });
    advance(5_000);
    progress.onProgress({ kind: 'check-done', result: result('orders.window'), done: 37, total: 150, requests: 1234 });
    progress.onProgress({ kind: 'throttled', message: 'server throttled 3 requests (429, Retry-After 2 s); slowing down' });
    advance(5_000);
    expect(lines()[1]).toBe(
      "progress: checks 10 s · 37/150 checks done · 1234 requests sent · waiting on the server's throttling (server throttled 3 requests (429, Retry-After 2 s); slowing down); orders.paging (10 s)",
    );
    // No line more often than every 10 s, and a throttling long past is not waited on.
    advance(HEARTBEAT_MS - 1);
    expect(lines()).toHaveLength(2);
    advance(1);
    expect(lines()[2]).toBe('progress: checks 20 s · 37/150 checks done · 1234 requests sent · waiting on orders.paging (20 s)');
    progress.finish();
    expect(running()).toBe(0);
    advance(60_000);
    expect(lines()).toHaveLength(3);
  });

  it('on a terminal, none (the redrawn line says it); --verbose off a terminal still has them', () => {
    const tty = captureIo({}, true);
    const a = fakeClock();
    const onTerminal = progressReporter(tty, false, a.clock);
    onTerminal.onProgress({ kind: 'preflight-start' });
    a.advance(60_000);
    onTerminal.finish();
    expect(tty.out()).not.toContain('progress: ');
    const ci = captureIo({ CI: '1' }, false);
    const b = fakeClock();
    const verbose = progressReporter(ci, true, b.clock);
    verbose.onProgress({ kind: 'discovery-start' });
    b.advance(HEARTBEAT_MS);
    verbose.finish();
    expect(ci.out()).toContain("progress: discovery 10 s · waiting on the target's data\n");
  });
});
