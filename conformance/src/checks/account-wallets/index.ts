import type { Check } from '../../types.js';
import { accountWalletsCurrencySymbolFilter } from './currency-symbol-filter.js';
import { accountWalletsDecimalScale } from './decimal-scale.js';
import { accountWalletsSchema } from './schema.js';

export const accountWalletsChecks: readonly Check[] = [
  accountWalletsSchema,
  accountWalletsDecimalScale,
  accountWalletsCurrencySymbolFilter,
];
