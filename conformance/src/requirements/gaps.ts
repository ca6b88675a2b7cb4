import type { Requirement } from '../types.js';

export const gapsRequirements: readonly Requirement[] = [];
