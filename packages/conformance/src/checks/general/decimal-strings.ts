import { isDecimalString } from '@tarc/domain';
import type { Check } from '#types';
import { FIELDS } from './_support/fields.js';
import { fieldsOutcome, judgeFields, recordSources } from './_support/record-sources.js';

const CODES = {
  'not-decimal-string': 'a decimal field of a record is not a JSON string holding a decimal number',
} as const;

/** "Amounts, prices, fees and rates are decimal numbers carried as JSON strings." */
export const decimalStrings = {
  id: 'general.decimal-strings',
  title: 'Every decimal field of every record read is a JSON string holding a decimal number',
  requirements: ['GEN-DECIMAL-STRING'],
  codes: CODES,
  needs: { credentials: true, brokerPairs: 1 },
  section: 'What the service does > General conventions',
  async run(ctx) {
    const { sources, notes } = await recordSources(ctx);
    const result = judgeFields(
      sources,
      (kind) => FIELDS[kind].decimals,
      (value) => {
        if (typeof value !== 'string') return `is a JSON ${value === null ? 'null' : typeof value}, not a string`;
        return isDecimalString(value) ? undefined : `is ${JSON.stringify(value)}, not a decimal number`;
      },
    );
    return fieldsOutcome(result, 'not-decimal-string', 'a JSON string holding a decimal number, e.g. "0.1000000000000000"', notes);
  },
} as const satisfies Check;
