import type { Requirement } from '../types.js';

export const authenticationRequirements: readonly Requirement[] = [];
