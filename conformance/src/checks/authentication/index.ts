import type { Check } from '../../types.js';

export const authenticationChecks: readonly Check[] = [];
