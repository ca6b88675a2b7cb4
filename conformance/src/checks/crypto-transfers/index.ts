import type { Check } from '../../types.js';

export const cryptoTransfersChecks: readonly Check[] = [];
