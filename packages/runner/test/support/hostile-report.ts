// A report with hostile content (as a server could send) for the writers' tests.
import type { RunReport } from '../../src/types.js';

const HOSTILE = `<script>alert("x")</script> & ]]> ' \u0001 | *bold* \`tick\``;

export function hostileReport(overrides: Partial<RunReport> = {}): RunReport {
  const counts = (total: number, passed: number, failed: number, notEvaluated: number) => ({ total, passed, failed, notEvaluated });
  return {
    tool: { name: 'tarc', version: '0.1.0' },
    target: { baseUrl: 'http://127.0.0.1:1234', embedded: false, reachable: true },
    seed: 99,
    runs: 25,
    failOn: 'must',
    startedAt: '2026-11-22T03:00:00.000Z',
    durationMs: 1234,
    summary: {
      ...counts(3, 1, 1, 1),
      verdict: 'fail',
      byLevel: { MUST: counts(2, 1, 1, 0), SHOULD: counts(1, 0, 0, 1), INFO: counts(0, 0, 0, 0) },
      bySection: { 'Endpoints > GET /v1/orders': counts(2, 1, 1, 0), [HOSTILE]: counts(1, 0, 0, 1) },
      notEvaluatedByReason: { 'no-data': 1 },
      mustRequirements: { total: 2, evaluated: 2, accepted: [], notEvaluated: [] },
      requests: 10,
    },
    notes: [`note ${HOSTILE}`],
    results: [
      {
        id: 'orders.canceled-excluded',
        title: 'Canceled orders never appear',
        section: 'Endpoints > GET /v1/orders',
        level: 'MUST',
        status: 'failed',
        requirements: ['ORD-LIST-CANCELED-EXCLUDED'],
        spec: [{ requirement: 'ORD-LIST-CANCELED-EXCLUDED', section: 'States', quote: 'Canceled orders never appear in the order list.', level: 'MUST' }],
        message: `order 7 is Canceled ${HOSTILE}`,
        findings: [{ code: 'orders.canceled-excluded/listed', message: `order 7 is Canceled ${HOSTILE}` }],
        evidence: [
          {
            request: { method: 'GET', url: 'http://127.0.0.1:1234/v1/orders?pairSymbol=BTCTRY', headers: { 'X-PCK': 'k', 'X-Signature': '<redacted>' } },
            curl: `curl -sS -H 'X-PCK: k' -H "X-Signature: $TARC_SIGNATURE" 'http://127.0.0.1:1234/v1/orders?pairSymbol=BTCTRY'`,
            response: { status: 200, headers: { 'content-type': 'application/json' }, body: [{ id: '7', status: 'Canceled', note: HOSTILE }] },
            expected: 'no Canceled order',
            actual: 'status Canceled',
          },
        ],
        replay: { seed: 99, path: '0:1', runs: 25 },
        durationMs: 12,
      },
      {
        id: 'orders.schema',
        title: 'Orders match the schema',
        section: 'Endpoints > GET /v1/orders',
        level: 'MUST',
        status: 'passed',
        requirements: ['ORD-SCHEMA'],
        spec: [],
        findings: [],
        evidence: [],
        durationMs: 3,
      },
      {
        id: 'x.skip',
        title: HOSTILE,
        section: HOSTILE,
        level: 'SHOULD',
        status: 'not-evaluated',
        reason: 'no-data',
        requirements: ['R'],
        spec: [],
        message: `no data ${HOSTILE}`,
        findings: [],
        evidence: [],
        durationMs: 0,
      },
    ],
    observations: [{ id: 'auth.status', requirements: ['AUTH-STATUS'], message: `answers 403 ${HOSTILE}` }],
    gaps: [{ id: 'GAP-RATE-LIMITS', section: 'Limits', quote: 'Rate limits and request quotas: not shown.', openPoint: 14 }],
    ...overrides,
  };
}
