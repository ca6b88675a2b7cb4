// Mutation rows of the forged-credentials faults (reference-server faults/forged-credentials.ts): a
// server that checks the auth headers only in part. Replay and stale stamp are SHOULD observations.
import type { ProofRow } from './types.js';

export const FORGED_CREDENTIALS_ROWS = [
  {
    fault: 'auth-signature-prefix-compared',
    fails: [
      'authentication.spoiled-signature/accepted-signature-extended',
      'authentication.spoiled-signature/accepted-signature-spoiled-end',
      'authentication.spoiled-signature/accepted-signature-spoiled-middle',
      'authentication.spoiled-signature/accepted-signature-truncated',
    ],
  },
  {
    fault: 'auth-signature-length-compared',
    fails: [
      'authentication.spoiled-signature/accepted-signature-spoiled-end',
      'authentication.spoiled-signature/accepted-signature-spoiled-middle',
      'authentication.spoiled-signature/accepted-signature-spoiled-start',
    ],
  },
  { fault: 'auth-signature-end-unchecked', fails: ['authentication.spoiled-signature/accepted-signature-spoiled-end'] },
  { fault: 'auth-signature-extra-characters-accepted', fails: ['authentication.spoiled-signature/accepted-signature-extended'] },
  { fault: 'auth-other-account-secret-accepted', fails: ['authentication.cross-account-secret/accepted-other-account-secret'] },
  { fault: 'auth-missing-nonce-accepted', fails: ['authentication.missing-header/accepted-without-x-nonce'] },
  {
    fault: 'auth-empty-header-accepted',
    fails: ['authentication.empty-header/accepted-empty-x-nonce', 'authentication.empty-header/accepted-whitespace-x-nonce'],
  },
  { fault: 'auth-missing-stamp-accepted', fails: ['authentication.missing-header/accepted-without-x-stamp'] },
  {
    fault: 'auth-skipped-on-trade-by-id',
    fails: [
      'authentication.missing-header/accepted-without-x-nonce',
      'authentication.missing-header/accepted-without-x-pck',
      'authentication.missing-header/accepted-without-x-signature',
      'authentication.missing-header/accepted-without-x-stamp',
    ],
  },
  {
    fault: 'auth-transfers-signature-unchecked',
    fails: [
      'authentication.spoiled-signature/accepted-signature-extended',
      'authentication.spoiled-signature/accepted-signature-spoiled-end',
      'authentication.spoiled-signature/accepted-signature-spoiled-middle',
      'authentication.spoiled-signature/accepted-signature-spoiled-start',
      'authentication.spoiled-signature/accepted-signature-truncated',
    ],
    profile: { referenceDataAuth: true },
  },
  { fault: 'auth-replayed-nonce-accepted', fails: ['authentication.replayed-nonce/accepted-replay'], failOn: 'should' },
  { fault: 'auth-stale-stamp-accepted', fails: ['authentication.stale-stamp/accepted-stale-stamp'], failOn: 'should' },
] as const satisfies readonly ProofRow[];
