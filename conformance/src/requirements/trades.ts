import type { Requirement } from '../types.js';

export const tradesRequirements: readonly Requirement[] = [];
