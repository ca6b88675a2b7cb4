import type { Check } from '#types';
import { isolationAccountId } from './account-id.js';
import { isolationFingerprints } from './fingerprints.js';
import { isolationLists } from './lists.js';
import { isolationOrderById } from './by-id.js';
import { isolationTradeById } from './by-id.js';

export const isolationChecks = [
  isolationAccountId,
  isolationLists,
  isolationOrderById,
  isolationTradeById,
  isolationFingerprints,
] as const satisfies readonly Check[];
