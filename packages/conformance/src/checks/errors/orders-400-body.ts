// One GET /v1/orders request that must fail validation: 400, a problem body, errors keyed by
// parameter name, and a message on each key the rule names.
import { ORDERS_PARAMETERS } from '@tarc/domain';
import { Findings, failed } from '#support/outcome.js';
import { isRefusal, judgeRefusal } from '#support/refusal.js';
import type { CheckContext, CheckOutcome, Query, Check } from '#types';
import { kebabCase } from '#support/codes.js';
import type { KebabCase } from '#support/codes.js';
import {
  PROBLEM_CODES,
  VALIDATION_ERRORS_CODES,
  hasMessageOn,
  problemFindings,
  validationErrorsFindings,
  PROBLEM_CODE_REQUIREMENTS,
  VALIDATION_ERRORS_CODE_REQUIREMENTS,
} from '#support/problem-body.js';
import { errorKeys } from '#support/objects.js';

interface RequiredKey {
  key: string;
  requirement: string;
}

/** The code of a missing message on required key `K`: `no-message-on-pair-symbol`. */
type RequiredKeyCode<K extends string> = `no-message-on-${KebabCase<K>}`;

/** The code of a missing message on a required key: `no-message-on-pair-symbol`. */
const requiredKeyCode = <K extends string>(key: K): RequiredKeyCode<K> => `no-message-on-${kebabCase(key)}`;

/** The codes of the probe whatever its required keys. */
const VALIDATION_PROBE_CODES = {
  'not-400': 'a GET /v1/orders request that must fail validation was not answered 400',
  ...PROBLEM_CODES,
  ...VALIDATION_ERRORS_CODES,
} as const;

async function probeOrdersValidation(ctx: CheckContext, query: Query, required: readonly RequiredKey[], what: string): Promise<CheckOutcome> {
  const exchange = await ctx.http.get('/v1/orders', query);
  // Refused credentials leave it unseen; a refusal of credentials the control accepts is a wrong status.
  if (isRefusal(exchange.status)) return judgeRefusal(ctx, exchange);
  if (exchange.status !== 400) {
    return failed('not-400', `${what}: GET /v1/orders answered ${exchange.status}, not a 400 validation error`, [
      exchange.evidence({ expected: '400 with a validation problem body', actual: String(exchange.status) }),
    ]);
  }
  const findings = new Findings();
  const keys = errorKeys(exchange.json);
  for (const f of problemFindings(exchange, 400)) {
    findings.add(f.code, `[${f.requirement}] ${f.message}`, exchange.evidence({ expected: 'a 400 validation problem body', actual: f.message }));
  }
  for (const f of validationErrorsFindings(exchange)) {
    findings.add(
      f.code,
      `[${f.requirement}] ${f.message}`,
      exchange.evidence({
        expected: `errors keyed by parameter names as written (${ORDERS_PARAMETERS.join(', ')}, or accountId), each an array of message strings`,
        actual: f.message,
      }),
    );
  }
  for (const { key, requirement } of required) {
    if (!hasMessageOn(exchange, key)) {
      findings.add(
        requiredKeyCode(key),
        `[${requirement}] ${what}: errors.${key} carries no message`,
        exchange.evidence({ expected: `a message on errors.${key}`, actual: `errors keys: ${keys.join(', ') || '(none)'}` }),
      );
    }
  }
  // ERR-ORD-ACCOUNTID (INFO): allowed, reported.
  const accountIdNote = keys.includes('accountId') ? '; errors also carries accountId (allowed)' : '';
  return findings.outcome(`${what}: 400 with errors on ${keys.join(', ')}${accountIdNote}`);
}

const REQUIRED = [
  { key: 'pairSymbol', requirement: 'ERR-ORD-PAIR-REQUIRED' },
  { key: 'orderIdAfter', requirement: 'ERR-ORD-BOTH-MISSING' },
  { key: 'createdAtBefore', requirement: 'ERR-ORD-BOTH-MISSING' },
] as const satisfies readonly RequiredKey[];

/** The code of each required key's missing message, written out; `satisfies` holds them to REQUIRED. */
const REQUIRED_KEY_CODES = {
  'no-message-on-pair-symbol': 'a 400 of GET /v1/orders has no message on errors.pairSymbol, which the rule names',
  'no-message-on-order-id-after': 'a 400 of GET /v1/orders has no message on errors.orderIdAfter, which the rule names',
  'no-message-on-created-at-before': 'a 400 of GET /v1/orders has no message on errors.createdAtBefore, which the rule names',
} as const satisfies Record<RequiredKeyCode<(typeof REQUIRED)[number]['key']>, string>;

/**
 * Rules 1-3 of "Errors" on one request with no parameters: pairSymbol is missing, and both
 * orderIdAfter and createdAtBefore are missing.
 */
export const orders400Body = {
  id: 'errors.orders-400-body',
  title: 'GET /v1/orders without pairSymbol, orderIdAfter and createdAtBefore: 400 problem body with errors on each key',
  requirements: [
    'ERR-400-ERRORS-KEYED',
    'ERR-ORD-BOTH-MISSING',
    'ERR-ORD-PAIR-REQUIRED',
    'ERR-ORD-ACCOUNTID',
    'ERR-PROBLEM-FIELDS',
    'ERR-PROBLEM-TYPE',
    'ERR-PROBLEM-TITLE',
    'ERR-STATUS-MATCHES',
  ],
  codes: { ...VALIDATION_PROBE_CODES, ...REQUIRED_KEY_CODES },
  codeRequirements: {
    'not-400': ['ERR-ORD-BOTH-MISSING', 'ERR-ORD-PAIR-REQUIRED'],
    ...PROBLEM_CODE_REQUIREMENTS,
    ...VALIDATION_ERRORS_CODE_REQUIREMENTS,
    'no-message-on-pair-symbol': ['ERR-ORD-PAIR-REQUIRED'],
    'no-message-on-order-id-after': ['ERR-ORD-BOTH-MISSING'],
    'no-message-on-created-at-before': ['ERR-ORD-BOTH-MISSING'],
  },
  needs: { credentials: true },
  section: 'Errors',
  endpoint: 'GET /v1/orders',
  run(ctx) {
    return probeOrdersValidation(ctx, {}, REQUIRED, 'no pairSymbol, orderIdAfter or createdAtBefore');
  },
} as const satisfies Check;
