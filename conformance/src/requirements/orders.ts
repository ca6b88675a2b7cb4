import type { Requirement } from '../types.js';

export const ordersRequirements: readonly Requirement[] = [];
