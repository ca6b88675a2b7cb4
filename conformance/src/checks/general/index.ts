import type { Check } from '../../types.js';

export const generalChecks: readonly Check[] = [];
