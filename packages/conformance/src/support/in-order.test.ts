import { describe, expect, it } from 'vitest';
import { inOrder, sendAll } from './in-order.js';

const later = <T>(ms: number, value: T): Promise<T> => new Promise((resolve) => setTimeout(() => resolve(value), ms));

describe('inOrder', () => {
  it("sends every request before the first answer is read, and yields answers in the items' order", async () => {
    const started: number[] = [];
    const seen: [number, string][] = [];
    for await (const [item, answer] of inOrder([30, 1, 15], (ms) => {
      started.push(ms);
      return later(ms, `after ${ms}`);
    })) {
      expect(started).toEqual([30, 1, 15]);
      seen.push([item, answer]);
    }
    expect(seen).toEqual([
      [30, 'after 30'],
      [1, 'after 1'],
      [15, 'after 15'],
    ]);
  });

  it('spans the slowest request, not the sum: every request is out before any answer', async () => {
    // Counted, not timed (issue 45): how many were in flight when the first answer came.
    let inFlight = 0;
    let atFirstAnswer: number | undefined;
    const answers = await sendAll([40, 40, 40, 40], async (ms, i) => {
      inFlight++;
      const value = await later(ms, i);
      atFirstAnswer ??= inFlight;
      inFlight--;
      return value;
    });
    expect(answers).toEqual([0, 1, 2, 3]);
    expect(atFirstAnswer).toBe(4);
  });

  it('throws a rejection where its item comes, and never leaves one unhandled', async () => {
    const reached: number[] = [];
    const failing = inOrder([1, 2, 3], async (n) => {
      if (n !== 1) throw new Error(`request ${n} failed`);
      return n;
    });
    await expect(
      (async () => {
        for await (const [n] of failing) reached.push(n);
      })(),
    ).rejects.toThrow('request 2 failed');
    expect(reached).toEqual([1]);
  });

  it('lets a loop stop early; the unread answers settle quietly', async () => {
    let first: number | undefined;
    for await (const [, answer] of inOrder([1, 2], async (n) => {
      if (n === 2) throw new Error('never read');
      return n;
    })) {
      first = answer;
      break;
    }
    expect(first).toBe(1);
    await later(5, undefined);
  });
});
