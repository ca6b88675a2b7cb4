// Timestamps written as bytes: the text of formatTimestamp(instantAt(...)), with the date part cached
// per day instead of a Date and toISOString per value.
import { formatTimestamp } from '@tarc/domain';
import { instantAt, TICKS_PER_MS, type Timeline } from '../data/timeline.js';
import type { JsonBytes } from './json-bytes.js';

const MS_PER_DAY = 86_400_000;
/** 10000-01-01: from there on toISOString writes a six-digit year. */
const MAX_MS = 253_402_300_800_000;
const MAX_DAYS_CACHED = 100_000;
const days = new Map<number, string>();

/** `YYYY-MM-DDT` of a day since the epoch. */
function dayText(day: number): string {
  let text = days.get(day);
  if (text === undefined) {
    if (days.size >= MAX_DAYS_CACHED) days.clear();
    text = new Date(day * MS_PER_DAY).toISOString().slice(0, 11);
    days.set(day, text);
  }
  return text;
}

/** Writes formatTimestamp(instantAt(timeline, ticks), digits). */
export function writeTimestamp(w: JsonBytes, timeline: Timeline, ticks: number, digits: 6 | 7): void {
  const ms = Math.floor(ticks / TICKS_PER_MS);
  const rest = ticks - ms * TICKS_PER_MS;
  const epochMs = timeline.originMs + ms;
  if (!(epochMs >= 0 && epochMs < MAX_MS) || !Number.isInteger(rest)) {
    w.ascii(formatTimestamp(instantAt(timeline, ticks), digits));
    return;
  }
  const day = Math.floor(epochMs / MS_PER_DAY);
  let t = epochMs - day * MS_PER_DAY;
  const h = Math.floor(t / 3_600_000);
  t -= h * 3_600_000;
  const m = Math.floor(t / 60_000);
  t -= m * 60_000;
  const s = Math.floor(t / 1000);
  w.ascii(dayText(day));
  w.padded(h, 2);
  w.byte(58);
  w.padded(m, 2);
  w.byte(58);
  w.padded(s, 2);
  w.byte(46);
  w.padded(t - s * 1000, 3);
  if (digits === 7) w.padded(rest, 4);
  else w.padded(Math.floor(rest / 10), 3);
}
