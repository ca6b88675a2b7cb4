import type { Check } from '#types';
import { accountWalletsCurrencySymbolFilter } from './currency-symbol-filter.js';
import { accountWalletsDecimalScale } from './decimal-scale.js';
import { accountWalletsSchema } from './schema.js';

export const accountWalletsChecks = [accountWalletsSchema, accountWalletsDecimalScale, accountWalletsCurrencySymbolFilter] as const satisfies readonly Check[];
