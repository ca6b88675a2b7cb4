import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CheckContext } from '#types';
import { runProperty } from './property.js';
import { findingsOf, reasonOf } from './outcome.js';

const ctx = (runs: number, propertyTimeLimitMs = 60_000) => ({ options: { seed: 7, runs, propertyTimeLimitMs } }) as unknown as CheckContext;

describe('runProperty', () => {
  it('runs the very cases fc.check runs, several at once', async () => {
    const sequential: number[] = [];
    await fc.check(
      fc.asyncProperty(fc.integer(), async (n) => {
        sequential.push(n);
        return true;
      }),
      { seed: 7, numRuns: 30 },
    );
    const seen: number[] = [];
    let inFlight = 0;
    let most = 0;
    const outcome = await runProperty(ctx(30), fc.integer(), async (n) => {
      inFlight++;
      most = Math.max(most, inFlight);
      await new Promise((r) => setTimeout(r, 2));
      seen.push(n);
      inFlight--;
      return undefined;
    });
    expect(outcome.status).toBe('passed');
    expect(outcome.property).toEqual({ runsRequested: 30, runsMade: 30 });
    expect([...seen].sort((a, b) => a - b)).toEqual([...sequential].sort((a, b) => a - b));
    expect(most).toBeGreaterThan(1);
  });

  it('shrinks a failure found concurrently, with its code and replay', async () => {
    const outcome = await runProperty(ctx(50), fc.integer({ min: 0, max: 1000 }), async (n) =>
      n >= 10 ? { code: 'too-big', message: `${n} is too big`, evidence: [] } : undefined,
    );
    expect(outcome.status).toBe('failed');
    expect(findingsOf(outcome)[0]?.code).toBe('too-big');
    expect(outcome.message).toMatch(/^10 is too big — counterexample 10 /);
    expect(outcome.replay?.seed).toBe(7);
  });

  it('spends a budget of requests exactly, whatever sizes the seed draws: the examples whole, the last case cut', async () => {
    const batches = fc.array(fc.integer(), { minLength: 1, maxLength: 4 });
    const budget = { requests: 13, sizeOf: (b: number[]) => b.length, cut: (b: number[], n: number) => b.slice(0, n) };
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const sent: number[][] = [];
      const outcome = await runProperty(
        { options: { seed, runs: 25, propertyTimeLimitMs: 60_000 } } as unknown as CheckContext,
        batches,
        async (b) => {
          sent.push(b);
          return undefined;
        },
        { runs: 1 + 8, examples: [[-1, -2, -3, -4, -5]], budget },
      );
      expect(outcome.status).toBe('passed');
      expect(sent.flat()).toHaveLength(13);
      expect(sent.some((b) => b.length === 5 && b[0] === -1)).toBe(true);
      expect(outcome.property?.runsMade).toBe(sent.length);
    }
    // Examples over the budget are sent whole, and nothing is generated.
    const sent: number[][] = [];
    await runProperty(
      ctx(25),
      batches,
      async (b) => {
        sent.push(b);
        return undefined;
      },
      { runs: 1, examples: [[1, 2, 3, 4, 5, 6]], budget: { ...budget, requests: 4 } },
    );
    expect(sent).toEqual([[1, 2, 3, 4, 5, 6]]);
  });

  it('finds and shrinks a failure within a budget', async () => {
    const outcome = await runProperty(
      ctx(25),
      fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 1, maxLength: 4 }),
      async (b) => (b.some((n) => n >= 10) ? { code: 'too-big', message: 'too big', evidence: [] } : undefined),
      { runs: 21, budget: { requests: 20, sizeOf: (b) => b.length, cut: (b, n) => b.slice(0, n) } },
    );
    expect(outcome.status).toBe('failed');
    expect(outcome.message).toMatch(/counterexample \[10\]/);
  });

  it('runs examples first and honours a smaller number of cases', async () => {
    const seen: number[] = [];
    const outcome = await runProperty(
      ctx(25),
      fc.integer({ min: 0, max: 5 }),
      async (n) => {
        seen.push(n);
        return undefined;
      },
      { runs: 3, examples: [99] },
    );
    expect(outcome.property).toEqual({ runsRequested: 3, runsMade: 3 });
    expect(seen).toContain(99);
  });

  it('is not evaluated when the time limit stops it', async () => {
    // Cases wait on one another, as requests do behind a client of concurrency 1.
    let queue = Promise.resolve();
    const slow = () => (queue = queue.then(() => new Promise((r) => setTimeout(r, 10))));
    const started = performance.now();
    const outcome = await runProperty(ctx(200, 30), fc.integer(), async () => {
      await slow();
      return undefined;
    });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(outcome.status).toBe('not-evaluated');
    expect(reasonOf(outcome)).toBe('interrupted');
  });
});
