import { describe, expect, it } from 'vitest';
import { generateDataset } from '../data/dataset.js';
import { DEFAULT_PROFILE } from '../profile.js';
import { EXTRA_FIELD } from '../extra-field.js';
import type { ReferenceProfile } from '../types.js';
import { orderText, tradeText } from './record-text.js';
import { orderRecord, tradeRecord } from '../model/records.js';

const PROFILES: ReferenceProfile[] = [
  DEFAULT_PROFILE,
  { ...DEFAULT_PROFILE, timestampDigits: 6, idStyle: 'prefixed', sellSign: 'negative' },
  { ...DEFAULT_PROFILE, idStyle: 'fixed-width', extraFields: true },
];

describe('orderText and tradeText', () => {
  it.each(PROFILES)('write the bytes of JSON.stringify of the record objects (%o)', (profile) => {
    const ds = generateDataset({ seed: 5, orders: 20_000, now: new Date('2026-06-01T12:00:00Z'), timestampDigits: profile.timestampDigits });
    const extra = (record: object) => (profile.extraFields ? { ...record, [EXTRA_FIELD]: 1 } : record);
    for (let p = 0; p < ds.orders.count; p++) expect(orderText(ds, p, profile)).toBe(JSON.stringify(extra(orderRecord(ds, p, profile))));
    for (let t = 0; t < ds.trades.count; t++) expect(tradeText(ds, t, profile)).toBe(JSON.stringify(extra(tradeRecord(ds, t, profile))));
  });
});
