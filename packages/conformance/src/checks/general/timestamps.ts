import { isTimestamp } from '@tarc/domain';
import type { Check } from '#types';
import { FIELDS } from './_support/fields.js';
import { fieldsOutcome, judgeFields, recordSources } from './_support/record-sources.js';

const CODES = {
  'not-timestamp': 'a datetime field of a record is not ISO 8601 without offset with 6 or 7 fractional digits',
} as const;

/** "Timestamps are ISO 8601 date-times without a zone offset, with 6 or 7 fractional-second digits." */
export const timestamps = {
  id: 'general.timestamps',
  title: 'Every datetime field of every record read is ISO 8601 without offset, with 6 or 7 fractional digits',
  requirements: ['GEN-TIMESTAMP-FORMAT'],
  codes: CODES,
  needs: { credentials: true, orders: 1 },
  section: 'What the service does > General conventions',
  async run(ctx) {
    const { sources, notes } = await recordSources(ctx);
    const result = judgeFields(
      sources,
      (kind) => FIELDS[kind].timestamps,
      (value) => (isTimestamp(value) ? undefined : `is ${JSON.stringify(value)}, not YYYY-MM-DDTHH:mm:ss.ffffff(f) without offset`),
    );
    return fieldsOutcome(result, 'not-timestamp', 'e.g. "2024-05-01T12:30:00.1234567" (no offset, 6 or 7 fractional digits)', notes);
  },
} as const satisfies Check;
