import type { Requirement } from '../types.js';

export const generalRequirements: readonly Requirement[] = [];
