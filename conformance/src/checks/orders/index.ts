import type { Check } from '../../types.js';

export const ordersChecks: readonly Check[] = [];
