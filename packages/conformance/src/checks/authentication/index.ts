import type { Check } from '#types';
import { authenticationBadSignature } from './bad-signature.js';
import { authenticationEveryPageAndMode } from './every-page-and-mode.js';
import { authenticationNoCredentials } from './no-credentials.js';
import { authenticationOtherEndpoints } from './other-endpoints.js';
import { authenticationSignatureNotEchoed } from './signature-not-echoed.js';
import { authenticationUnknownKey } from './unknown-key.js';
import { authenticationMissingHeader } from './missing-header.js';
import { authenticationEmptyHeader } from './empty-header.js';
import { authenticationSpoiledSignature } from './spoiled-signature.js';
import { authenticationCrossAccountSecret } from './cross-account-secret.js';
import { authenticationReplayedNonce } from './replayed-nonce.js';
import { authenticationStaleStamp } from './stale-stamp.js';
import { authenticationEquivalentPaths } from './equivalent-paths.js';
import { authenticationEquivalentMethods } from './equivalent-methods.js';
import { authenticationHeaderForms } from './header-forms.js';
import { authenticationChangedSignedInput } from './changed-signed-input.js';
import { authenticationStampForm } from './stamp-form.js';

export const authenticationChecks = [
  authenticationNoCredentials,
  authenticationEveryPageAndMode,
  authenticationBadSignature,
  authenticationUnknownKey,
  authenticationSignatureNotEchoed,
  authenticationOtherEndpoints,
  authenticationMissingHeader,
  authenticationEmptyHeader,
  authenticationSpoiledSignature,
  authenticationCrossAccountSecret,
  authenticationReplayedNonce,
  authenticationStaleStamp,
  authenticationEquivalentPaths,
  authenticationEquivalentMethods,
  authenticationHeaderForms,
  authenticationChangedSignedInput,
  authenticationStampForm,
] as const satisfies readonly Check[];
