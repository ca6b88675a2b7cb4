// Mutation rows of the equivalent-form and signed-input faults (reference-server faults/equivalent-forms.ts,
// faults/signed-inputs.ts, issue 42): a router and an authentication check that read a request
// differently, and a signature check that lets one input change. The stamp's form is SHOULD.
import type { ProofRow } from './types.js';

export const EQUIVALENT_FORM_ROWS = [
  {
    fault: 'auth-decoded-route-raw-check',
    fails: ['authentication.equivalent-paths/other-account-served', 'authentication.equivalent-paths/served-percent-encoded'],
  },
  {
    fault: 'auth-trailing-slash-unhooked',
    fails: ['authentication.equivalent-paths/other-account-served', 'authentication.equivalent-paths/served-trailing-slash'],
  },
  {
    fault: 'auth-head-unauthenticated',
    fails: ['authentication.equivalent-methods/other-account-served', 'authentication.equivalent-methods/served-head'],
  },
  {
    fault: 'auth-method-override-before-auth',
    fails: ['authentication.equivalent-methods/other-account-served', 'authentication.equivalent-methods/served-method-override'],
  },
  {
    fault: 'auth-lenient-router-raw-check',
    fails: [
      'authentication.equivalent-paths/other-account-served',
      'authentication.equivalent-paths/served-dot-segment',
      'authentication.equivalent-paths/served-double-slash',
      'authentication.equivalent-paths/served-encoded-slash',
      'authentication.equivalent-paths/served-other-case',
      'authentication.equivalent-paths/served-path-parameter',
    ],
  },
  { fault: 'auth-duplicate-pck-last', fails: ['authentication.header-forms/duplicate-pck-other-account'] },
  { fault: 'auth-nonce-unsigned', fails: ['authentication.changed-signed-input/accepted-changed-nonce'] },
  { fault: 'auth-stamp-unsigned', fails: ['authentication.changed-signed-input/accepted-changed-stamp'] },
  { fault: 'auth-signature-any-account', fails: ['authentication.changed-signed-input/accepted-other-key-signature'] },
  {
    fault: 'auth-stamp-any-form',
    fails: ['authentication.stamp-form/accepted-stamp-in-seconds', 'authentication.stamp-form/accepted-stamp-iso'],
    failOn: 'should',
  },
] as const satisfies readonly ProofRow[];
