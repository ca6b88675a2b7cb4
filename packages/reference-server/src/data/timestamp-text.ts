// Timestamp text on the serving path: the same text as formatTimestamp(instantAt(...)), with the date
// part cached per day instead of a Date and toISOString per value.
import { formatTimestamp } from '@tarc/domain';
import { instantAt, TICKS_PER_MS, type Timeline } from './timeline.js';

const MS_PER_DAY = 86_400_000;
/** 10000-01-01: from there on toISOString writes a six-digit year. */
const MAX_MS = 253_402_300_800_000;
const MAX_DAYS_CACHED = 100_000;

const pads = (width: number) => Array.from({ length: 10 ** width }, (_, i) => String(i).padStart(width, '0'));
const P2 = pads(2), P3 = pads(3), P4 = pads(4);
const days = new Map<number, string>();

function dayText(day: number): string {
  let text = days.get(day);
  if (text === undefined) {
    if (days.size >= MAX_DAYS_CACHED) days.clear();
    text = new Date(day * MS_PER_DAY).toISOString().slice(0, 11);
    days.set(day, text);
  }
  return text;
}

/** The instant of `ticks` at `digits` fractional digits. */
export function timestampTextOf(timeline: Timeline, ticks: number, digits: 6 | 7): string {
  const ms = Math.floor(ticks / TICKS_PER_MS);
  const rest = ticks - ms * TICKS_PER_MS;
  const epochMs = timeline.originMs + ms;
  if (!(epochMs >= 0 && epochMs < MAX_MS) || !Number.isInteger(rest)) return formatTimestamp(instantAt(timeline, ticks), digits);
  const day = Math.floor(epochMs / MS_PER_DAY);
  let t = epochMs - day * MS_PER_DAY;
  const h = Math.floor(t / 3_600_000);
  t -= h * 3_600_000;
  const m = Math.floor(t / 60_000);
  t -= m * 60_000;
  const s = Math.floor(t / 1000);
  const text = `${dayText(day)}${P2[h]}:${P2[m]}:${P2[s]}.${P3[t - s * 1000]}${P4[rest]}`;
  return digits === 7 ? text : text.slice(0, 26);
}
