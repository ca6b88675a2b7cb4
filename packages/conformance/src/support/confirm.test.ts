// Confirm before fail: only a violation seen again on a fresh observation is kept, marked confirmed;
// the re-observation bypasses any answer cache (`fresh`).
import { describe, expect, it } from 'vitest';
import type { CheckContext, Finding, HttpClient, RequestOptions } from '#types';
import { CONFIRMED, confirmFindings, freshContext } from './confirm.js';
import { differingFields } from './one-equals-list.js';

const finding = (code: string): Finding => ({ code, message: `saw ${code}` });

function recordingContext(seen: (RequestOptions | undefined)[]): CheckContext {
  const http: HttpClient = {
    get: async (_path, _query, options) => {
      seen.push(options);
      throw new Error('not sent');
    },
  };
  return { http } as unknown as CheckContext;
}

describe('confirmFindings', () => {
  it('keeps the findings whose code repeats, marked confirmed, and drops the rest', async () => {
    const kept = await confirmFindings({} as CheckContext, [finding('a'), finding('b')], async () => [finding('b')]);
    expect(kept).toEqual([{ code: 'b', message: `saw b (${CONFIRMED})` }]);
  });

  it('does not observe again when nothing was found, and reports nothing when the second observation could not be made', async () => {
    let calls = 0;
    expect(
      await confirmFindings({} as CheckContext, [], async () => {
        calls++;
        return [];
      }),
    ).toEqual([]);
    expect(calls).toBe(0);
    expect(await confirmFindings({} as CheckContext, [finding('a')], async () => undefined)).toEqual([]);
  });

  it('re-observes with every request marked fresh, keeping its other options', async () => {
    const seen: (RequestOptions | undefined)[] = [];
    const fresh = freshContext(recordingContext(seen));
    await fresh.http.get('/v1/orders', {}, { credentials: 'secondary' }).catch(() => undefined);
    await fresh.http.get('/v1/orders').catch(() => undefined);
    expect(seen).toEqual([{ credentials: 'secondary', fresh: true }, { fresh: true }]);
  });
});

describe('differingFields', () => {
  it('a status that moved with its updatedAt is an update, not a difference; without updatedAt it is one', () => {
    const before = { id: '1', status: 'Pending', updatedAt: '2026-01-01T00:00:00.0000000', amount: '1' };
    expect(differingFields(before, { ...before, status: 'Confirmed', updatedAt: '2026-01-01T00:00:03.0000000' })).toEqual([]);
    expect(differingFields(before, { ...before, status: 'Confirmed' })).toEqual(['status']);
    expect(differingFields(before, { ...before, status: 'Confirmed', updatedAt: '2026-01-01T00:00:03.0000000', amount: '2' })).toEqual(['amount']);
    expect(differingFields({ id: '1', status: 'Closed' }, { id: '1', status: 'Partial' })).toEqual(['status']);
  });
});
