// Time in the store: 100 ns ticks since an origin 1000 days before `now`, held in a Float64Array
// (exact: 1000 days is about 8.6e14 ticks, far below 2^53).
import { instantToTicks, type Instant } from '@tarc/domain';

export const TICKS_PER_MS = 10_000;
export const TICKS_PER_DAY = 864_000_000_000;
const ORIGIN_DAYS_BEFORE_NOW = 1000;

export interface Timeline {
  /** Epoch milliseconds of tick 0. */
  originMs: number;
  /** `now` in ticks. */
  now: number;
}

export function createTimeline(now: Date): Timeline {
  const nowMs = now.getTime();
  const originMs = nowMs - ORIGIN_DAYS_BEFORE_NOW * 86_400_000;
  return { originMs, now: (nowMs - originMs) * TICKS_PER_MS };
}

/** The canonical instant (7 digits) of a tick. */
export function instantAt(timeline: Timeline, ticks: number): Instant {
  const ms = Math.floor(ticks / TICKS_PER_MS);
  const rest = ticks - ms * TICKS_PER_MS;
  const iso = new Date(timeline.originMs + ms).toISOString();
  return `${iso.slice(0, 23)}${String(rest).padStart(4, '0')}` as Instant;
}

/** The tick of an instant; instants far outside the timeline map to far-away (inexact) numbers. */
export function ticksOf(timeline: Timeline, instant: Instant): number {
  return Number(instantToTicks(instant) - BigInt(timeline.originMs) * BigInt(TICKS_PER_MS));
}
