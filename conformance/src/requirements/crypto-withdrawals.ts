import type { Requirement } from '../types.js';

export const cryptoWithdrawalsRequirements: readonly Requirement[] = [];
