// What the spec says of each input GET /v1/orders may be sent, as one table. "GET /v1/orders returns
// 400 when a parameter fails validation" (Errors rule 1): a 400 is owed only where a parameter fails
// a rule the spec states, under every reading a server may take of the forms the spec does not
// define (surrounding whitespace, leading zeros, a plus sign, exponents, letter case, DATETIME forms:
// OPEN-POINTS #2). Each value is one of:
// - `invalid`: it breaks a stated rule however it is read: a 400 keyed by its parameter is owed;
// - `silent`: the spec leaves it open: any answer but a 5xx or a broken rule on the records returned;
// - `valid`: it meets every stated rule as written.
// Derived from the spec and OPEN-POINTS alone: @tarc/domain's parser is stricter by choice (that is
// what the reference server does), never what the suite demands. Each row has an example, and a
// test per row holds the classifier to it (input-classes.test.ts).
import type { RequirementId } from '../requirements/index.js';

export type InputClass = 'invalid' | 'silent' | 'valid';

/** What a parameter of GET /v1/orders is, as the spec's table types it. */
export type InputKind = 'int' | 'page-size' | 'enum' | 'status' | 'pair' | 'datetime' | 'string' | 'query';

export interface InputRow {
  id: string;
  kind: InputKind;
  /** The form, in words. */
  form: string;
  /** A decoded value of the form (for `query` rows, a raw query string). */
  example: string;
  class: InputClass;
  /** The spec's words (or OPEN-POINTS') the class stands on. */
  because: string;
  /** For an `invalid` row: the catalogue requirement the 400 is owed under. */
  requirement?: RequirementId;
}

const INT = 'page | INT | no | default 1';
const RANGE = 'pageSize | INT | no | 1 to 50, default 50';
const FORMS = 'input forms the spec does not define (whitespace, leading zeros, sign, exponent, case)';

/** The table: every row a form of input, its class and why. Order matters: the first row that matches a value is its class. */
export const INPUT_CLASSES: readonly InputRow[] = [
  {
    id: 'any.empty',
    kind: 'int',
    form: 'an empty value',
    example: '',
    class: 'silent',
    because: 'an empty value may be read as not sent: the spec does not say',
  },
  { id: 'int.plain', kind: 'int', form: 'decimal digits', example: '7', class: 'valid', because: INT },
  {
    id: 'int.zero-or-negative',
    kind: 'int',
    form: 'zero or a negative integer',
    example: '-1',
    class: 'silent',
    because: `${INT}: no range is stated for page`,
  },
  { id: 'int.wide', kind: 'int', form: 'digits beyond 32 bits', example: '2147483648', class: 'silent', because: `${INT}: the width of INT is not stated` },
  {
    id: 'int.odd-form',
    kind: 'int',
    form: 'an integer with whitespace, leading zeros, a plus sign, an exponent or ".0"',
    example: ' 1',
    class: 'silent',
    because: FORMS,
  },
  { id: 'int.other-notation', kind: 'int', form: 'hexadecimal or digit groups', example: '0x10', class: 'silent', because: FORMS },
  {
    id: 'int.fraction',
    kind: 'int',
    form: 'a number with a fraction',
    example: '1.5',
    class: 'invalid',
    because: `${INT}: no reading makes it an integer`,
    requirement: 'ORD-LIST-INVALID-400',
  },
  {
    id: 'int.not-a-number',
    kind: 'int',
    form: 'text that is no number',
    example: 'one',
    class: 'invalid',
    because: `${INT}: no reading makes it an integer`,
    requirement: 'ORD-LIST-INVALID-400',
  },
  {
    id: 'page-size.empty',
    kind: 'page-size',
    form: 'an empty value',
    example: '',
    class: 'silent',
    because: 'an empty value may be read as not sent (then the default 50)',
  },
  { id: 'page-size.inside', kind: 'page-size', form: 'digits from 1 to 50', example: '50', class: 'valid', because: RANGE },
  {
    id: 'page-size.outside',
    kind: 'page-size',
    form: 'an integer outside 1 to 50, in any form',
    example: '051',
    class: 'invalid',
    because: `${RANGE}: every reading is outside the range`,
    requirement: 'ORD-LIST-PAGE-SIZE-RANGE',
  },
  {
    id: 'page-size.odd-form',
    kind: 'page-size',
    form: 'an integer from 1 to 50 with whitespace, leading zeros, a plus sign or an exponent',
    example: '+5',
    class: 'silent',
    because: FORMS,
  },
  { id: 'page-size.other-notation', kind: 'page-size', form: 'hexadecimal or digit groups', example: '0x10', class: 'silent', because: FORMS },
  {
    id: 'page-size.fraction',
    kind: 'page-size',
    form: 'a number with a fraction',
    example: '2.5',
    class: 'invalid',
    because: `${RANGE}: no reading makes it an integer`,
    requirement: 'ORD-LIST-PAGE-SIZE-RANGE',
  },
  {
    id: 'page-size.not-a-number',
    kind: 'page-size',
    form: 'text that is no number',
    example: 'ten',
    class: 'invalid',
    because: `${RANGE}: no reading makes it an integer`,
    requirement: 'ORD-LIST-PAGE-SIZE-RANGE',
  },
  { id: 'enum.empty', kind: 'enum', form: 'an empty value', example: '', class: 'silent', because: 'an empty value may be read as not sent' },
  { id: 'enum.listed', kind: 'enum', form: 'a listed value as written', example: 'Buy', class: 'valid', because: 'type | STRING[] | no | Buy, Sell' },
  {
    id: 'enum.other-case',
    kind: 'enum',
    form: 'a listed value in another letter case or with whitespace',
    example: ' BUY',
    class: 'silent',
    because: 'only names are "case-sensitive as written"; values: not said',
  },
  {
    id: 'enum.unlisted',
    kind: 'enum',
    form: 'a word that is no listed value in any case',
    example: 'Hold',
    class: 'invalid',
    because: 'type | STRING[] | no | Buy, Sell',
    requirement: 'ORD-LIST-INVALID-400',
  },
  { id: 'status.empty', kind: 'status', form: 'an empty value', example: '', class: 'silent', because: 'an empty value may be read as not sent' },
  {
    id: 'status.listed',
    kind: 'status',
    form: 'Untouched, Partial or Closed as written',
    example: 'Partial',
    class: 'valid',
    because: 'status | STRING[] | no | Untouched, Partial, Closed',
  },
  {
    id: 'status.canceled',
    kind: 'status',
    form: 'Canceled, in any case',
    example: 'canceled',
    class: 'invalid',
    because: 'When status=Canceled is sent to GET /v1/orders, then a 400 validation error is returned (read in any case it is Canceled or no listed value)',
    requirement: 'ERR-ORD-CANCELED-400',
  },
  {
    id: 'status.other-case',
    kind: 'status',
    form: 'a listed value in another letter case or with whitespace',
    example: 'closed',
    class: 'silent',
    because: "values' letter case: not said",
  },
  {
    id: 'status.unlisted',
    kind: 'status',
    form: 'a word that is no listed value in any case',
    example: 'Open',
    class: 'invalid',
    because: 'status | STRING[] | no | Untouched, Partial, Closed',
    requirement: 'ORD-LIST-INVALID-400',
  },
  {
    id: 'pair.empty',
    kind: 'pair',
    form: 'an empty value',
    example: '',
    class: 'invalid',
    because: 'pairSymbol | STRING | yes | must be an existing pair (read as not sent, it is required; as a value, no pair is named so)',
    requirement: 'ORD-LIST-INVALID-400',
  },
  {
    id: 'pair.existing',
    kind: 'pair',
    form: 'a pair the broker-pairs list names, as written',
    example: 'BTCTRY',
    class: 'valid',
    because: 'pairSymbol | STRING | yes | must be an existing pair',
  },
  {
    id: 'pair.other-case',
    kind: 'pair',
    form: 'a listed pair in another letter case or with whitespace',
    example: ' btctry',
    class: 'silent',
    because: "values' letter case and whitespace: not said",
  },
  {
    id: 'pair.unverifiable',
    kind: 'pair',
    form: 'any symbol, when no broker-pairs list is known',
    example: 'XYZABC',
    class: 'silent',
    because: 'existence cannot be judged without the list of pairs',
  },
  {
    id: 'pair.unknown',
    kind: 'pair',
    form: 'a symbol no listed pair matches in any case',
    example: 'NOPAIR',
    class: 'invalid',
    because: 'When pairSymbol names no existing pair, then errors.pairSymbol carries a message that it must exist.',
    requirement: 'ERR-ORD-PAIR-EXISTS',
  },
  { id: 'datetime.empty', kind: 'datetime', form: 'an empty value', example: '', class: 'silent', because: 'an empty value may be read as not sent' },
  {
    id: 'datetime.with-digits',
    kind: 'datetime',
    form: 'text with digits in any form (date, date-time, zone, epoch)',
    example: '2024-01-02',
    class: 'silent',
    because: 'DATETIME: The accepted input format: not shown (OPEN-POINTS #2)',
  },
  {
    id: 'datetime.no-digit',
    kind: 'datetime',
    form: 'text without a digit',
    example: 'yesterday',
    class: 'invalid',
    because: 'DATETIME: a date-time: no form of one has no digit',
    requirement: 'ORD-LIST-INVALID-400',
  },
  {
    id: 'string.any',
    kind: 'string',
    form: 'any text (orderIdAfter)',
    example: '40006607',
    class: 'valid',
    because: 'orderIdAfter | STRING | no rule on its form',
  },
  {
    id: 'query.pair-missing',
    kind: 'query',
    form: 'pairSymbol not sent',
    example: 'createdAtBefore=2024-01-02',
    class: 'invalid',
    because: 'When pairSymbol is missing, then errors.pairSymbol carries a message that it is required.',
    requirement: 'ERR-ORD-PAIR-REQUIRED',
  },
  {
    id: 'query.both-missing',
    kind: 'query',
    form: 'neither orderIdAfter nor createdAtBefore sent',
    example: 'pairSymbol=BTCTRY',
    class: 'invalid',
    because: 'When both orderIdAfter and createdAtBefore are missing, then errors holds a message on each of the two keys',
    requirement: 'ERR-ORD-BOTH-MISSING',
  },
  {
    id: 'query.repeated',
    kind: 'query',
    form: 'a scalar parameter sent twice',
    example: 'pairSymbol=BTCTRY&createdAtBefore=2024-01-02&page=1&page=2',
    class: 'silent',
    because: 'repeats of a scalar: not said',
  },
  {
    id: 'query.unknown',
    kind: 'query',
    form: 'a parameter the spec does not name (a name in another case included)',
    example: 'pairSymbol=BTCTRY&createdAtBefore=2024-01-02&PageSize=5',
    class: 'silent',
    because: 'unknown parameters: not said ("Names are case-sensitive as written")',
  },
  {
    id: 'query.valid',
    kind: 'query',
    form: 'the required parameters, each valid',
    example: 'pairSymbol=BTCTRY&createdAtBefore=2024-01-02',
    class: 'silent',
    because: 'every parameter valid or left open by the spec',
  },
];

const ROWS = new Map(INPUT_CLASSES.map((r) => [r.id, r]));
const row = (id: string): InputRow => ROWS.get(id)!;

/** The integer a decimal or exponent form stands for, `fraction` when it has one, `other` when it is no such form. */
export function integerReading(text: string): bigint | 'fraction' | 'other' {
  const m = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d{1,4}))?$/.exec(text);
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) return 'other';
  let digits = `${m[2]}${m[3] ?? ''}`.replace(/^0+(?=\d)/, '');
  let exponent = Number(m[4] ?? 0) - (m[3] ?? '').length;
  while (exponent < 0 && digits.endsWith('0')) {
    digits = digits.slice(0, -1);
    exponent++;
  }
  if (exponent < 0 && /[1-9]/.test(digits)) return 'fraction';
  const magnitude = /[1-9]/.test(digits) ? BigInt(digits) * 10n ** BigInt(Math.max(0, Math.min(exponent, 400))) : 0n;
  return m[1] === '-' ? -magnitude : magnitude;
}

/** Readings some server may take as an integer: hexadecimal, digit groups. */
const OTHER_INTEGER_FORMS = /^[+-]?(0[xX][0-9a-fA-F]+|[\d_,]+)$/;
const PLAIN_DIGITS = /^\d+$/;

function classifyInt(value: string): InputRow {
  if (value === '') return row('any.empty');
  const reading = integerReading(value.trim());
  if (reading === 'fraction') return row('int.fraction');
  if (reading === 'other') return OTHER_INTEGER_FORMS.test(value.trim()) ? row('int.other-notation') : row('int.not-a-number');
  if (reading < 1n) return row('int.zero-or-negative');
  if (!PLAIN_DIGITS.test(value) || /^0\d/.test(value)) return row('int.odd-form');
  return reading > 2_147_483_647n ? row('int.wide') : row('int.plain');
}

function classifyPageSize(value: string, range: { min: number; max: number }): InputRow {
  if (value === '') return row('page-size.empty');
  const reading = integerReading(value.trim());
  if (reading === 'fraction') return row('page-size.fraction');
  if (reading === 'other') return OTHER_INTEGER_FORMS.test(value.trim()) ? row('page-size.other-notation') : row('page-size.not-a-number');
  if (reading < BigInt(range.min) || reading > BigInt(range.max)) return row('page-size.outside');
  return PLAIN_DIGITS.test(value) && !/^0\d/.test(value) ? row('page-size.inside') : row('page-size.odd-form');
}

const sameWord = (a: string, b: string) => a.trim().toLowerCase() === b.toLowerCase();

function classifyEnum(value: string, listed: readonly string[]): InputRow {
  if (value === '') return row('enum.empty');
  if (listed.includes(value)) return row('enum.listed');
  return listed.some((w) => sameWord(value, w)) ? row('enum.other-case') : row('enum.unlisted');
}

function classifyStatus(value: string, listable: readonly string[]): InputRow {
  if (value === '') return row('status.empty');
  if (listable.includes(value)) return row('status.listed');
  if (sameWord(value, 'Canceled')) return row('status.canceled');
  return listable.some((w) => sameWord(value, w)) ? row('status.other-case') : row('status.unlisted');
}

function classifyPair(value: string, pairs: readonly string[] | undefined): InputRow {
  if (value === '') return row('pair.empty');
  if (pairs === undefined) return row('pair.unverifiable');
  if (pairs.includes(value)) return row('pair.existing');
  return pairs.some((p) => sameWord(value, p)) ? row('pair.other-case') : row('pair.unknown');
}

function classifyDateTime(value: string): InputRow {
  if (value === '') return row('datetime.empty');
  return /\d/.test(value) ? row('datetime.with-digits') : row('datetime.no-digit');
}

/** The values the spec lists for GET /v1/orders' enum parameters, and its page-size range. */
export interface OrdersVocabulary {
  types: readonly string[];
  listableStatuses: readonly string[];
  sortOrders: readonly string[];
  pageSize: { min: number; max: number };
  /** The pairs a broker-pairs list named; undefined when none is known (existence is then open). */
  pairs?: readonly string[];
}

/** The kind of each GET /v1/orders parameter, by name as written. */
export const ORDERS_INPUT_KINDS: ReadonlyMap<string, Exclude<InputKind, 'query'>> = new Map([
  ['pairSymbol', 'pair'],
  ['orderIdAfter', 'string'],
  ['type', 'enum'],
  ['status', 'status'],
  ['createdAtBefore', 'datetime'],
  ['createdAtAfter', 'datetime'],
  ['page', 'int'],
  ['pageSize', 'page-size'],
  ['order', 'enum'],
]);

/** The row of one decoded value of a GET /v1/orders parameter; undefined for a name the spec does not give it. */
export function classifyOrdersValue(name: string, value: string, vocabulary: OrdersVocabulary): InputRow | undefined {
  switch (ORDERS_INPUT_KINDS.get(name)) {
    case 'pair':
      return classifyPair(value, vocabulary.pairs);
    case 'string':
      return value === '' ? row('any.empty') : row('string.any');
    case 'enum':
      return classifyEnum(value, name === 'type' ? vocabulary.types : vocabulary.sortOrders);
    case 'status':
      return classifyStatus(value, vocabulary.listableStatuses);
    case 'datetime':
      return classifyDateTime(value);
    case 'int':
      return classifyInt(value);
    case 'page-size':
      return classifyPageSize(value, vocabulary.pageSize);
    default:
      return undefined;
  }
}

/** A parameter a query certainly makes invalid, with the row that says so. */
export interface InvalidInput {
  /** The errors key owed (a parameter name as written). */
  key: string;
  row: InputRow;
}

export interface QueryClasses {
  /** Parameters that break a stated rule however they are read: a 400 keyed by one of them is owed. */
  invalid: InvalidInput[];
  /** Parameters the server may refuse where the spec is silent (a 400 keyed by one of them is also fine). */
  open: string[];
}

/** STRING[] parameters: each occurrence is one value; the others are scalars. */
const LISTS = new Set(['type', 'status']);

/**
 * The classes of a GET /v1/orders query, as sent. A repeated scalar is left open (its reading is not
 * said), and so is every parameter of a query whose names the spec does not give as written.
 */
export function classifyOrdersQuery(query: URLSearchParams, vocabulary: OrdersVocabulary): QueryClasses {
  const out: QueryClasses = { invalid: [], open: [] };
  const names = new Set(query.keys());
  for (const name of names) {
    const values = query.getAll(name);
    if (!ORDERS_INPUT_KINDS.has(name)) continue;
    if (values.length > 1 && !LISTS.has(name)) {
      out.open.push(name);
      continue;
    }
    const rows = values.map((v) => classifyOrdersValue(name, v, vocabulary)!);
    const invalid = rows.find((r) => r.class === 'invalid');
    if (invalid) out.invalid.push({ key: name, row: invalid });
    else if (rows.some((r) => r.class === 'silent')) out.open.push(name);
  }
  if (!names.has('pairSymbol')) out.invalid.push({ key: 'pairSymbol', row: row('query.pair-missing') });
  if (!names.has('orderIdAfter') && !names.has('createdAtBefore')) {
    const both = row('query.both-missing');
    out.invalid.push({ key: 'orderIdAfter', row: both }, { key: 'createdAtBefore', row: both });
  }
  return out;
}

/** The row a whole query falls in, for the table's query rows: its first invalid row, else repeated, unknown or valid. */
export function classifyOrdersQueryRow(query: URLSearchParams, vocabulary: OrdersVocabulary): InputRow {
  const classes = classifyOrdersQuery(query, vocabulary);
  if (classes.invalid.length > 0) return classes.invalid[0]!.row;
  if ([...new Set(query.keys())].some((n) => !ORDERS_INPUT_KINDS.has(n))) return row('query.unknown');
  if ([...new Set(query.keys())].some((n) => !LISTS.has(n) && query.getAll(n).length > 1)) return row('query.repeated');
  return row('query.valid');
}
