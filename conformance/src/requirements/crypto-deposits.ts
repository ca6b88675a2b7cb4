import type { Requirement } from '../types.js';

export const cryptoDepositsRequirements: readonly Requirement[] = [];
