// Instants at the spec's full precision. "Timestamps are ISO 8601 date-times without a zone offset,
// with 6 or 7 fractional-second digits": 7 digits are 100 ns ticks, finer than a JS Date, so an
// instant is kept as its canonical UTC text `YYYY-MM-DDTHH:mm:ss.fffffff`. That text orders
// lexicographically exactly as time does, so instants compare with `<` and sort as strings.

declare const instantBrand: unique symbol;
/** A UTC instant in canonical form `YYYY-MM-DDTHH:mm:ss.fffffff` (always 7 fractional digits). */
export type Instant = string & { readonly [instantBrand]: true };

const TICKS_PER_MS = 10_000n;
const MS_PER_DAY = 86_400_000;

const RESOURCE_TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\.(\d{6,7})$/;
const INPUT_DATETIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,7}))?)?)?(Z|[+-]\d{2}:\d{2})?$/;

function build(
  y: string, mo: string, d: string, h = '00', mi = '00', s = '00', fraction = '', offset?: string,
): Instant | undefined {
  const year = Number(y), month = Number(mo), day = Number(d);
  const hour = Number(h), minute = Number(mi), second = Number(s);
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return undefined;
  const ms = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(ms);
  // Date.UTC rolls 31 April over to 1 May; a real calendar instant survives the round trip.
  if (check.getUTCDate() !== day || check.getUTCMonth() !== month - 1) return undefined;
  if (year < 100 && check.getUTCFullYear() !== year) return undefined;
  const ticks = BigInt(ms) * TICKS_PER_MS + BigInt(fraction.padEnd(7, '0'));
  if (offset === undefined || offset === 'Z') return instantFromTicks(ticks);
  const sign = offset.startsWith('-') ? -1n : 1n;
  const oh = Number(offset.slice(1, 3)), om = Number(offset.slice(4, 6));
  if (oh > 23 || om > 59) return undefined;
  return instantFromTicks(ticks - sign * BigInt((oh * 60 + om) * 60_000) * TICKS_PER_MS);
}

/**
 * Parses a timestamp as a resource carries it: no offset, 6 or 7 fractional digits, a real calendar
 * instant. Anything else is `undefined`.
 */
export function parseTimestamp(text: string): Instant | undefined {
  const m = RESOURCE_TIMESTAMP.exec(text);
  if (!m) return undefined;
  return build(m[1]!, m[2]!, m[3]!, m[4]!, m[5]!, m[6]!, m[7]!);
}

/** True when `text` is a timestamp in the form resources must use. */
export function isTimestamp(text: unknown): boolean {
  return typeof text === 'string' && parseTimestamp(text) !== undefined;
}

/**
 * Parses a DATETIME query value. The spec leaves the accepted input format open ("not shown"); this
 * accepts ISO 8601 calendar dates and date-times with up to 7 fractional digits, read as UTC unless
 * they carry `Z` or a `±HH:MM` offset.
 */
export function parseDateTimeInput(text: string): Instant | undefined {
  const m = INPUT_DATETIME.exec(text);
  if (!m) return undefined;
  return build(m[1]!, m[2]!, m[3]!, m[4], m[5], m[6], m[7] ?? '', m[8]);
}

/** 100 ns ticks since the Unix epoch. */
export function instantToTicks(instant: Instant): bigint {
  const ms = Date.parse(`${instant.slice(0, 19)}Z`);
  return BigInt(ms) * TICKS_PER_MS + BigInt(instant.slice(20, 27));
}

/** The first and last instants the canonical text can spell (years 0000 to 9999). */
const MIN_TICKS = BigInt(Date.parse('0000-01-01T00:00:00.000Z')) * TICKS_PER_MS;
const MAX_TICKS = BigInt(Date.parse('9999-12-31T23:59:59.999Z')) * TICKS_PER_MS + 9_999n;

/**
 * The instant `ticks` 100 ns ticks after the Unix epoch. Saturates at years 0000 and 9999, so that
 * date arithmetic near the ends of the calendar still yields a canonical instant.
 */
export function instantFromTicks(ticks: bigint): Instant {
  if (ticks < MIN_TICKS) ticks = MIN_TICKS;
  else if (ticks > MAX_TICKS) ticks = MAX_TICKS;
  let ms = ticks / TICKS_PER_MS;
  let rest = ticks % TICKS_PER_MS;
  if (rest < 0n) {
    rest += TICKS_PER_MS;
    ms -= 1n;
  }
  const iso = new Date(Number(ms)).toISOString(); // YYYY-MM-DDTHH:mm:ss.sssZ
  return `${iso.slice(0, 23)}${rest.toString().padStart(4, '0')}` as Instant;
}

export function instantFromDate(date: Date): Instant {
  return `${date.toISOString().slice(0, 23)}0000` as Instant;
}

/** The instant as a Date, truncated to the millisecond. */
export function instantToDate(instant: Instant): Date {
  return new Date(`${instant.slice(0, 23)}Z`);
}

export function addDays(instant: Instant, days: number): Instant {
  return instantFromTicks(instantToTicks(instant) + BigInt(days * MS_PER_DAY) * TICKS_PER_MS);
}

export function addMilliseconds(instant: Instant, ms: number): Instant {
  return instantFromTicks(instantToTicks(instant) + BigInt(ms) * TICKS_PER_MS);
}

export function compareInstants(a: Instant, b: Instant): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Writes an instant the way resources carry it: no offset, 7 (default) or 6 fractional digits. */
export function formatTimestamp(instant: Instant, fractionDigits: 6 | 7 = 7): string {
  return fractionDigits === 7 ? instant : instant.slice(0, 26);
}
