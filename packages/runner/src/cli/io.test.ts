import { describe, expect, it } from 'vitest';
import { processIo, type EarlySignals } from './io.js';

describe('processIo: a signal the launcher caught while the CLI loaded', () => {
  const signals = () => ['SIGINT', 'SIGTERM'].map((s) => process.listenerCount(s));

  it('is handed to the run at once, and the launcher listeners are released', async () => {
    let released = 0;
    const early: EarlySignals = { pendingSignal: 'SIGTERM', releaseEarlyListeners: () => void released++ };
    const before = signals();
    const seen: string[] = [];
    const off = processIo(early).onInterrupt!((s) => seen.push(s));
    await Promise.resolve();
    expect(seen).toEqual(['SIGTERM']);
    expect(released).toBe(1);
    // The run stops already: no listener of the CLI's own is left behind.
    expect(signals()).toEqual(before);
    off();
  });

  it('without one, the CLI listens itself after releasing the launcher, and removes its listeners', async () => {
    let released = 0;
    const early: EarlySignals = { pendingSignal: undefined, releaseEarlyListeners: () => void released++ };
    const before = signals();
    const seen: string[] = [];
    const off = processIo(early).onInterrupt!((s) => seen.push(s));
    await Promise.resolve();
    expect(seen).toEqual([]);
    expect(released).toBe(1);
    expect(signals()).toEqual(before.map((n) => n + 1));
    off();
    expect(signals()).toEqual(before);
  });
});
