import type { Check } from '../../types.js';

export const referenceDataChecks: readonly Check[] = [];
