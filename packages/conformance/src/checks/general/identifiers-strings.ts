import type { Check } from '#types';
import { FIELDS } from './_support/fields.js';
import { fieldsOutcome, judgeFields, recordSources } from './_support/record-sources.js';

const CODES = {
  'not-string-id': 'an identifier of a record (id, accountId, orderId, assetId, networkId, familyId) is not a JSON string',
} as const;

/** "Identifiers are strings." Ids and the fields that refer to ids. */
export const identifiersStrings = {
  id: 'general.identifiers-strings',
  title: 'Every identifier of every record read (id, accountId, orderId, assetId, networkId, familyId) is a string',
  requirements: ['GEN-ID-STRINGS'],
  codes: CODES,
  needs: { credentials: true, brokerPairs: 1 },
  section: 'What the service does > General conventions',
  async run(ctx) {
    const { sources, notes } = await recordSources(ctx);
    const result = judgeFields(
      sources,
      (kind) => FIELDS[kind].ids,
      (value) => (typeof value === 'string' ? undefined : `is a JSON ${value === null ? 'null' : typeof value} (${JSON.stringify(value)}), not a string`),
    );
    return fieldsOutcome(result, 'not-string-id', 'a JSON string', notes);
  },
} as const satisfies Check;
