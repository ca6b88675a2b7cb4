// The typed registry of every check, section by section, in the order reports list them.
import type { Check } from '../types.js';
import { accountWalletsChecks } from './account-wallets/index.js';
import { authenticationChecks } from './authentication/index.js';
import { cryptoTransfersChecks } from './crypto-transfers/index.js';
import { errorsChecks } from './errors/index.js';
import { fuzzChecks } from './fuzz/index.js';
import { generalChecks } from './general/index.js';
import { integrityChecks } from './integrity/index.js';
import { isolationChecks } from './isolation/index.js';
import { ordersChecks } from './orders/index.js';
import { referenceDataChecks } from './reference-data/index.js';
import { tradesChecks } from './trades/index.js';

export const checks: readonly Check[] = [
  ...referenceDataChecks,
  ...ordersChecks,
  ...tradesChecks,
  ...accountWalletsChecks,
  ...cryptoTransfersChecks,
  ...authenticationChecks,
  ...isolationChecks,
  ...integrityChecks,
  ...errorsChecks,
  ...fuzzChecks,
  ...generalChecks,
];
