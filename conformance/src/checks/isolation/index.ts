import type { Check } from '../../types.js';

export const isolationChecks: readonly Check[] = [];
