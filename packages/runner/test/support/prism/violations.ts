// What Prism reports in the `sl-violations` header, read and sorted into classes.

export interface Violation {
  location: string[];
  severity: string;
  code?: string | number;
  message: string;
}

/** What a violation shows, in the words: schema (type, envelope), scale, enum, required field, status code... */
export type ViolationClass =
  | 'status code'
  | 'media type'
  | 'type'
  | 'required field'
  | 'forbidden field'
  | 'enum/const'
  | 'scale'
  | 'form'
  | 'maxItems'
  | 'record rule'
  | 'security';

/** Prism's violations sorted by ajv's keyword (`code`), or by Prism's own message for statuses and media types. */
export function classOf(v: Violation): ViolationClass {
  if (v.location[0] === 'request' && v.code === 401) return 'security';
  if (/Unable to match the returned status code/.test(v.message)) return 'status code';
  if (/received media type/.test(v.message)) return 'media type';
  switch (v.code) {
    case 'type':
      return 'type';
    case 'required':
      return 'required field';
    case 'false schema':
      return 'forbidden field';
    case 'enum':
    case 'const':
      return 'enum/const';
    case 'maxItems':
      return 'maxItems';
    // A decimal's pattern (`^-?[0-9]+…`) is its scale; any other pattern a form (timestamp, e-mail, RFC 9110 reference).
    case 'pattern':
      return /pattern "\^-\?\[0-9\]\+/.test(v.message) ? 'scale' : 'form';
    default:
      return 'record rule';
  }
}

/**
 * The `sl-violations` header: JSON, or past 8 KB "Too many violations! " and a cut JSON text, from
 * which every whole violation object is read.
 */
export function parseViolations(header: string): Violation[] {
  try {
    return JSON.parse(header) as Violation[];
  } catch {
    const out: Violation[] = [];
    for (const m of header.matchAll(/\{"location":\[[^\]]*\],"severity":"[^"]*"(?:,"code":(?:"[^"]*"|[0-9]+))?,"message":"(?:[^"\\]|\\.)*"\}/g)) {
      try {
        out.push(JSON.parse(m[0]) as Violation);
      } catch {
        /* a cut object */
      }
    }
    return out.length > 0 ? out : [{ location: ['response'], severity: 'Error', message: header.slice(0, 300) }];
  }
}
