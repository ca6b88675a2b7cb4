import { SIXTEEN_DIGIT_FIELDS, checkSixteenDigits } from '@tarc/domain';
import { Findings, noData, unobservable } from '#support/outcome.js';
import type { Check } from '#types';
import { fetchReferenceList } from './_support/fetch-reference.js';
import { objectsOf } from '#support/objects.js';

const CODES = {
  'not-16-digits': 'a decimal string of a broker pair does not carry exactly 16 fractional digits',
} as const;

/**
 * "Orders, trades, wallets and broker pairs use 16 fractional digits." Only `scale` findings: a value
 * that is not a decimal string at all is general.decimal-strings' finding.
 */
export const brokerPairsScale = {
  id: 'reference-data.broker-pairs-scale',
  title: 'Broker pairs: every decimal string carries exactly 16 fractional digits',
  requirements: ['GEN-DECIMAL-SCALE-16'],
  codes: CODES,
  needs: { brokerPairs: 1 },
  section: 'Resources and their fields > Broker pair',
  endpoint: 'GET /v1/broker-pairs',
  async run(ctx) {
    const list = await fetchReferenceList(ctx, '/v1/broker-pairs');
    if (!list.ok) return list.outcome;
    const pairs = objectsOf(list.items);
    if (pairs.length === 0) return noData('GET /v1/broker-pairs returned no pairs: nothing to check');
    const compared = pairs.reduce((n, p) => n + SIXTEEN_DIGIT_FIELDS.brokerPair.filter((f) => typeof p[f] === 'string').length, 0);
    if (compared === 0) return unobservable('no broker pair carried a decimal string to check');
    const findings = new Findings(CODES);
    for (const pair of pairs) {
      for (const f of checkSixteenDigits('brokerPair', pair).filter((x) => x.code === 'scale')) {
        findings.add(
          'not-16-digits',
          `pair ${JSON.stringify(pair.symbol ?? pair.id)}: ${f.message}`,
          list.exchange.evidence({ expected: `${f.field} with 16 fractional digits`, actual: String(pair[f.field]), body: pair }),
        );
      }
    }
    return findings.outcome(`${compared} decimal strings of ${pairs.length} pairs carry 16 fractional digits`);
  },
} as const satisfies Check;
