import type { Requirement } from '../types.js';

export const errorsRequirements: readonly Requirement[] = [];
