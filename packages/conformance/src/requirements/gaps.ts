// Specification gaps: what the spec says is "not shown". Listed in reports, never checked
// (OPEN-POINTS #14 for rate limits, quotas, versioning policy and events).
import type { Requirement } from './requirement.js';

export const gapsRequirements = [
  {
    id: 'GAP-WRITE-OPERATIONS',
    section: 'What the service does > General conventions',
    quote:
      'Operations that create or cancel orders or that create withdrawal requests are referred to (a withdrawal request carries an externalTransactionId) but are not shown.',
    level: 'INFO',
    testable: false,
    note: 'Nothing of a write operation can be probed by a read-only suite.',
  },
  {
    id: 'GAP-DATETIME-INPUT-FORMAT',
    section: 'Endpoints',
    quote: 'DATETIME: a date-time. The accepted input format: not shown.',
    level: 'INFO',
    openPoint: 2,
    testable: false,
    note: 'The suite sends ISO 8601 as the service writes it (UTC, no offset) by default; the format is configurable; a 400 for another format is not a failure.',
  },
  {
    id: 'GAP-ORDER-TRANSITIONS',
    section: 'States and transitions',
    quote: 'Transitions between order states: not shown.',
    level: 'INFO',
    openPoint: 8,
    testable: false,
  },
  {
    id: 'GAP-WITHDRAWAL-TRANSITIONS',
    section: 'States and transitions',
    quote: 'Crypto withdrawal: transitions between withdrawal states: not shown.',
    level: 'INFO',
    openPoint: 8,
    testable: false,
  },
  {
    id: 'GAP-DEPOSIT-STATES',
    section: 'States and transitions',
    quote: 'Crypto deposit: status values and transitions: not shown.',
    level: 'INFO',
    openPoint: 8,
    testable: false,
    note: 'Deposit status is checked as a string only.',
  },
  {
    id: 'GAP-EVENTS',
    section: 'Events',
    quote: 'Events, callbacks or notifications: not shown.',
    level: 'INFO',
    openPoint: 14,
    testable: false,
  },
  {
    id: 'GAP-RATE-LIMITS',
    section: 'Limits',
    quote: 'Rate limits and request quotas: not shown.',
    level: 'INFO',
    openPoint: 14,
    testable: false,
    note: 'The runner can be throttled (--rate, --concurrency) but never checks a limit.',
  },
  {
    id: 'GAP-VERSIONING-POLICY',
    section: 'Versioning',
    quote: 'Rules for introducing later versions, deprecation and compatibility: not shown.',
    level: 'INFO',
    openPoint: 14,
    testable: false,
  },
] as const satisfies readonly Requirement[];
