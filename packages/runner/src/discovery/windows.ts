import { addDays, type Instant } from '@tarc/domain';
import { MAX_RANGE_DAYS } from '@tarc/conformance';

export interface Window {
  after: Instant;
  before: Instant;
}

/**
 * Half-open windows (`after < createdAt <= before`) of at most 90 days, newest first, tiling
 * the time from `now` back to `now - horizonDays`.
 */
export function windowsBack(now: Instant, horizonDays: number): Window[] {
  const limit = addDays(now, -horizonDays);
  const windows: Window[] = [];
  let before = now;
  while (before > limit) {
    const start = addDays(before, -MAX_RANGE_DAYS);
    // biome-ignore lint/complexity/useMathMinMax: Instants are strings (ISO), Math.min/max would make numbers
    const after = start < limit ? limit : start;
    windows.push({ after, before });
    before = after;
  }
  return windows;
}
