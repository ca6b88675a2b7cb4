import type { Requirement } from '../types.js';

export const accountWalletsRequirements: readonly Requirement[] = [];
