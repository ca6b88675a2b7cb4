// Faults of the account endpoints: wallets, crypto withdrawals, crypto deposits.
import type { Fault } from './types.js';

export const ACCOUNT_FAULTS: readonly Fault[] = [];
