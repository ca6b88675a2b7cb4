import type { Check } from '../../types.js';

export const accountWalletsChecks: readonly Check[] = [];
