import type { Check } from '../../types.js';
import { authenticationBadSignature } from './bad-signature.js';
import { authenticationNoCredentials } from './no-credentials.js';
import { authenticationOtherEndpoints } from './other-endpoints.js';
import { authenticationSignatureNotEchoed } from './signature-not-echoed.js';
import { authenticationUnknownKey } from './unknown-key.js';

export const authenticationChecks: readonly Check[] = [
  authenticationNoCredentials,
  authenticationBadSignature,
  authenticationUnknownKey,
  authenticationSignatureNotEchoed,
  authenticationOtherEndpoints,
];
