import type { Check } from '../../types.js';

export const integrityChecks: readonly Check[] = [];
