import type { Check } from '../../types.js';

export const tradesChecks: readonly Check[] = [];
