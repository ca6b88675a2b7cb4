import type { Requirement } from '../types.js';

export const referenceDataRequirements: readonly Requirement[] = [];
