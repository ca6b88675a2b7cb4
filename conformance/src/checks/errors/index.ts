import type { Check } from '../../types.js';

export const errorsChecks: readonly Check[] = [];
