// The default profile and the parsing of `--profile key=value`.
import type { ReferenceProfile } from './types.js';

export const DEFAULT_PROFILE: Readonly<ReferenceProfile> = Object.freeze({
  authFailureStatus: 401,
  timestampDigits: 7,
  idStyle: 'varying',
  referenceDataAuth: false,
  tradesOrderId: 'exclusive',
  windowAnchor: 'before',
  tradesCreatedAt: 'day',
  extraFields: false,
  sellSign: 'positive',
  otherValidationStatus: 400,
  pageSizeAboveMax: 'refuse',
  authFailureBody: 'problem',
  datetimeInput: 'any',
  depositStatuses: 'default',
  tieOrder: 'stable',
  signatureEncoding: 'base64',
  enumCase: 'exact',
  pathForms: 'strict',
});

type Choices = { [K in keyof ReferenceProfile]: readonly ReferenceProfile[K][] };

/** Every value each profile key may take, first the default. */
export const PROFILE_CHOICES: Readonly<Choices> = Object.freeze({
  authFailureStatus: [401, 403],
  timestampDigits: [7, 6],
  idStyle: ['varying', 'fixed-width', 'prefixed'],
  referenceDataAuth: [false, true],
  tradesOrderId: ['exclusive', 'filter', 'ignore'],
  windowAnchor: ['before', 'after'],
  tradesCreatedAt: ['day', 'instant'],
  extraFields: [false, true],
  sellSign: ['positive', 'negative'],
  otherValidationStatus: [400, 422],
  pageSizeAboveMax: ['refuse', 'cut'],
  authFailureBody: ['problem', 'empty'],
  datetimeInput: ['any', 'service', 'zoned'],
  depositStatuses: ['default', 'other'],
  tieOrder: ['stable', 'reversed-in-page'],
  signatureEncoding: ['base64', 'hex'],
  enumCase: ['exact', 'insensitive'],
  pathForms: ['strict', 'lenient'],
});

export type ProfileResult = { ok: true; profile: ReferenceProfile } | { ok: false; message: string };

/** Merges a partial profile over the defaults, rejecting unknown keys and values. */
export function resolveProfile(partial: Partial<ReferenceProfile> | undefined): ProfileResult {
  const profile: ReferenceProfile = { ...DEFAULT_PROFILE };
  for (const [key, value] of Object.entries(partial ?? {})) {
    if (value === undefined) continue;
    if (!Object.hasOwn(PROFILE_CHOICES, key)) {
      return { ok: false, message: `unknown profile key "${key}" (known: ${Object.keys(PROFILE_CHOICES).join(', ')})` };
    }
    const choices = PROFILE_CHOICES[key as keyof ReferenceProfile] as readonly unknown[];
    if (!choices.includes(value)) {
      return { ok: false, message: `profile ${key} must be one of ${choices.join(', ')}` };
    }
    (profile as unknown as Record<string, unknown>)[key] = value;
  }
  return { ok: true, profile };
}

/** Parses one `key=value` of `--profile`, turning numbers and booleans into their types. */
export function parseProfileAssignment(text: string): { ok: true; key: keyof ReferenceProfile; value: unknown } | { ok: false; message: string } {
  const eq = text.indexOf('=');
  if (eq <= 0) return { ok: false, message: `--profile expects key=value, got "${text}"` };
  const key = text.slice(0, eq);
  const raw = text.slice(eq + 1);
  if (!Object.hasOwn(PROFILE_CHOICES, key)) {
    return { ok: false, message: `unknown profile key "${key}" (known: ${Object.keys(PROFILE_CHOICES).join(', ')})` };
  }
  const choices = PROFILE_CHOICES[key as keyof ReferenceProfile] as readonly unknown[];
  const value = choices.find((choice) => String(choice) === raw);
  if (value === undefined) return { ok: false, message: `profile ${key} must be one of ${choices.join(', ')}, got "${raw}"` };
  return { ok: true, key: key as keyof ReferenceProfile, value };
}
