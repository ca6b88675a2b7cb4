// Hostile values for negative-input fuzzing, in their wire form (what follows `name=` in the URL, or
// a path segment): the client sends them as they are, escaping only what cannot appear in a request
// line. Pools are named after the classes of issue 12; each value is one a real server has choked on.
import type { Arbitrary } from 'fast-check';
import { fc } from '#support/fast-check.js';

/** Percent-encodes text as UTF-8 (a lone surrogate becomes U+FFFD, as a browser sends it). */
export function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...Buffer.from(text, 'utf8')].map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('');
  }
}

/** Non-Latin scripts, combining marks, emoji (with joiners), direction overrides, odd code points. */
const UNICODE = [
  'ユーザー名',
  'Ωμέγα',
  'e\u0301\u0301\u0301',
  '😀',
  '👩‍👩‍👧‍👦',
  '\u202Eevil\u202C',
  '\u200F\u200B',
  'ＢＴＣＴＲＹ',
  'İı',
  'ß',
  '\uFEFF',
  '\uFFFF',
  '\uD800',
  'مرحبا',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
] as const;

/** Quotes, SQL and shell metacharacters, template and format strings. */
const METACHARACTERS = [
  "'",
  '"',
  "' OR '1'='1",
  '"; DROP TABLE orders; --',
  '`id`',
  '$(id)',
  '; ls -la',
  '| cat /etc/passwd',
  '&&',
  '<script>alert(1)</script>',
  '{{7*7}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as written
  '${7*7}',
  '%s%s%n',
  '\\',
  '../../etc/passwd',
  '*',
  '_',
  'null',
  'undefined',
  '[]',
  '{}',
  '__proto__',
] as const;

/** NUL and other control characters. */
const CONTROL = ['\u0000', 'a\u0000b', '\t', '\r\n', '\n', '\u001b[31m', '\u007f', '\u0008'] as const;

/** Sent exactly: broken and double percent-encoding, `+` versus space, empty and `=`-laden values. */
const RAW = [
  '%',
  '%z',
  '%zz',
  '%C3%28',
  '%E2%82',
  '%FF',
  '%C0%AF',
  '%ED%A0%80',
  '%00',
  'a%00b',
  '%2541',
  '%252F',
  '%25%32%35',
  '%%32%35',
  '+',
  'a+b',
  'a%20b',
  '%2B',
  '++',
  '+1',
  '',
  '=',
  'a=b',
  '%26',
  '%3D',
  '%0D%0A',
  '%E2%80%AE',
] as const;

/** Integers at and beyond 32 and 64 bits, negative, zero, decimal and exponent forms, other radixes. */
const INTEGERS = [
  '0',
  '-0',
  '-1',
  '1.0',
  '1.5',
  '0.5',
  '.5',
  '1e1',
  '5e1',
  '1e3',
  '1E2',
  '1e-1',
  '+1',
  ' 1',
  '0x10',
  '010',
  '1_000',
  '1,000',
  'NaN',
  'Infinity',
  '-Infinity',
  '2147483647',
  '2147483648',
  '-2147483648',
  '-2147483649',
  '4294967296',
  '9007199254740993',
  '9223372036854775807',
  '9223372036854775808',
  '-9223372036854775809',
  '18446744073709551616',
  `1${'0'.repeat(40)}`,
  '9'.repeat(400),
] as const;

/** Dates at the extremes and dates that are no dates: year 1 and 9999, Feb 29 of a non-leap year, month 13. */
const DATES = [
  '0001-01-01T00:00:00',
  '0000-01-01T00:00:00',
  '9999-12-31T23:59:59.9999999',
  '9999-12-31T23:59:59.9999999Z',
  '10000-01-01T00:00:00',
  '-0001-01-01T00:00:00',
  '2023-02-29T00:00:00',
  '2100-02-29T12:00:00',
  '2026-13-01T00:00:00',
  '2026-00-01T00:00:00',
  '2026-01-32T00:00:00',
  '2026-01-01T24:00:00',
  '2026-01-01T23:60:00',
  '2026-01-01T23:59:60',
  '2026-01-01T00:00:00.12345678901234567890',
  '2026-01-01T00:00:00+14:00',
  '2026-01-01T00:00:00-12:00',
  '2026-01-01T00:00:00+99:99',
  '2026-01-01',
  '2026',
  'T',
  '1700000000',
  '1700000000000',
  'today',
  'now',
] as const;

/** Unknown parameter names: look-alikes of real ones, prototype keys, brackets, odd scripts. */
export const UNKNOWN_NAMES = [
  'foo',
  'accountId',
  'PAIRSYMBOL',
  'pairsymbol',
  'page[]',
  'pageSize ',
  '__proto__',
  'constructor',
  'toString',
  'a[b][c]',
  'ユーザー',
  "'",
  '',
  '%zz',
  '%00',
  'x'.repeat(300),
] as const;

/** Kept under this many bytes of wire text, so a URL stays under ~8 KB with the valid parameters. */
export const WIRE_BUDGET = 6000;

const LONG_UNITS = ['a', '9', 'Z', 'é', 'ж', '中', '😀', "'", '%', '\u0000', '/', ' '] as const;

/** A long string: 1,001 to 4,000 repetitions of one unit, cut to WIRE_BUDGET bytes once encoded. */
function longString(): Arbitrary<string> {
  return fc.record({ unit: fc.constantFrom(...LONG_UNITS), n: fc.integer({ min: 1001, max: 4000 }) }).map(({ unit, n }) => {
    const wire = encode(unit);
    return wire.repeat(Math.min(n, Math.floor(WIRE_BUDGET / wire.length)));
  });
}

export type ParamKind = 'string' | 'int' | 'datetime';

const pool = (values: readonly string[], wire: (v: string) => string = encode) => fc.constantFrom(...values).map(wire);

/**
 * A hostile wire value for a parameter of this kind: mostly values of its own kind (integers for an
 * INT, dates for a DATETIME), the other classes less often.
 */
export function hostileValue(kind: ParamKind): Arbitrary<string> {
  // Built once per kind: the fuzz cases ask for one at every generated case.
  let values = hostileByKind.get(kind);
  if (!values) hostileByKind.set(kind, (values = buildHostileValue(kind)));
  return values;
}

const hostileByKind = new Map<ParamKind, Arbitrary<string>>();

function buildHostileValue(kind: ParamKind): Arbitrary<string> {
  const own = kind === 'int' ? pool(INTEGERS) : kind === 'datetime' ? pool(DATES) : pool([...UNICODE, ...METACHARACTERS]);
  return fc.oneof(
    { arbitrary: own, weight: 4 },
    { arbitrary: pool(RAW, (v) => v), weight: 2 },
    { arbitrary: pool(CONTROL), weight: 1 },
    { arbitrary: longString(), weight: 1 },
    { arbitrary: pool(UNICODE), weight: 1 },
    { arbitrary: pool(METACHARACTERS), weight: 1 },
    { arbitrary: pool(INTEGERS), weight: 1 },
    { arbitrary: pool(DATES), weight: 1 },
  );
}

/** Repetition counts of a repeated parameter. */
export const REPEATS = [2, 50, 500] as const;

/**
 * Malformed path ids, as path segments: long, beyond 64 bits, signed, fractional, Unicode, quotes,
 * dot segments, encoded slashes and NULs, broken escapes; `valid` is a real id some are built on.
 */
export function hostileIds(valid: string): string[] {
  return [
    '9'.repeat(30),
    '1'.repeat(4000),
    'a'.repeat(3000),
    '2147483648',
    '9223372036854775808',
    '-1',
    '0',
    '1.5',
    '1e3',
    encode('ユーザー😀'),
    encode('\u202E1'),
    encode("1' OR '1'='1"),
    `${valid}'`,
    `${encode(valid)}%00`,
    '%00',
    '..',
    '.',
    '%2E%2E',
    '..%2F..%2Fetc%2Fpasswd',
    'a%2Fb',
    `${valid}%2F..`,
    '%252F',
    '%zz',
    '%C3%28',
    '%20',
    `${valid}%20`,
    `+${valid}`,
    `${valid}%3Fx=1`,
    '%23',
    '__proto__',
    'null',
  ];
}
