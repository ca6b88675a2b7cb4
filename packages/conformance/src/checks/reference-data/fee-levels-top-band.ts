import { Findings, unobservable } from '#support/outcome.js';
import type { Check } from '#types';
import { fetchReferenceList } from './_support/fetch-reference.js';
import { objectsOf } from '#support/objects.js';
import { volumeRangeLowerBound } from './_support/volume-range.js';
import { FEE_TABLE } from '#spec-constants';

/** The table's last level: "levels 1 to 8 are listed". */
const TOP_LEVEL = FEE_TABLE[FEE_TABLE.length - 1]!.level;

const CODES = {
  'top-band-closed': 'the volumeRange of level 8 has no trailing plus (the top band is not open-ended)',
  'lower-band-open': 'a volumeRange below level 8 is written open-ended',
  'lower-bound-differs': "a volumeRange starts at another bound than the spec's table gives for its level",
} as const;

/**
 * "the top level is open-ended, written with a trailing plus": level 8 only; and every level's band
 * starts at the table's lower bound ("volume lower bound in USDT"), read from the text's first number.
 */
export const feeLevelsTopBand = {
  id: 'reference-data.fee-levels-top-band',
  title: "Fee levels: each volumeRange starts at the table's lower bound; the top level (8) is open-ended, written with a trailing plus; no other is",
  requirements: ['FEE-TOP-BAND-OPEN', 'FEE-VOLUME-RANGE-LOWER-BOUND'],
  codes: CODES,
  codeRequirements: {
    'top-band-closed': ['FEE-TOP-BAND-OPEN'],
    'lower-band-open': ['FEE-TOP-BAND-OPEN'],
    'lower-bound-differs': ['FEE-VOLUME-RANGE-LOWER-BOUND'],
  },
  section: 'Resources and their fields > Fee level',
  endpoint: 'GET /v1/fee-levels',
  async run(ctx) {
    const list = await fetchReferenceList(ctx, '/v1/fee-levels');
    if (!list.ok) return list.outcome;
    const withRange = objectsOf(list.items).filter((item) => typeof item.volumeRange === 'string' && typeof item.level === 'number');
    if (!withRange.some((item) => item.level === TOP_LEVEL)) {
      return unobservable('no fee level 8 with a string volumeRange (fee-levels-complete and fee-levels-schema report why)');
    }
    const findings = new Findings(CODES);
    for (const item of withRange) {
      const range = item.volumeRange as string;
      const open = range.trimEnd().endsWith('+'); // as the domain's volume-range rule reads it
      const lowerBound = FEE_TABLE[(item.level as number) - 1]?.lowerBound;
      const expectedBound = lowerBound === undefined ? undefined : Number(lowerBound);
      const bound = volumeRangeLowerBound(range);
      if (expectedBound !== undefined && bound !== undefined && bound !== expectedBound) {
        findings.add(
          'lower-bound-differs',
          `level ${String(item.level)} volumeRange ${JSON.stringify(range)} starts at ${bound}, but the table's lower bound is ${expectedBound}`,
          list.exchange.evidence({ expected: `a band starting at ${expectedBound} USDT`, actual: JSON.stringify(range), body: item }),
        );
      }
      if (item.level === TOP_LEVEL && !open) {
        findings.add(
          'top-band-closed',
          `level 8 volumeRange ${JSON.stringify(range)} has no trailing plus`,
          list.exchange.evidence({ expected: 'a volumeRange ending with "+"', actual: JSON.stringify(range), body: item }),
        );
      } else if (item.level !== TOP_LEVEL && open) {
        findings.add(
          'lower-band-open',
          `level ${String(item.level)} volumeRange ${JSON.stringify(range)} is written open-ended, but only the top level is`,
          list.exchange.evidence({ expected: 'a closed band (no trailing "+")', actual: JSON.stringify(range), body: item }),
        );
      }
    }
    return findings.outcome("every band starts at the table's lower bound; only the top level is written open-ended");
  },
} as const satisfies Check;
