// The requirement catalogue: every normative statement of the spec, by section.
import type { Requirement } from './requirement.js';
import { accountWalletsRequirements } from './account-wallets.js';
import { authenticationRequirements } from './authentication.js';
import { cryptoDepositsRequirements } from './crypto-deposits.js';
import { cryptoWithdrawalsRequirements } from './crypto-withdrawals.js';
import { errorsRequirements } from './errors.js';
import { gapsRequirements } from './gaps.js';
import { generalRequirements } from './general.js';
import { ordersRequirements } from './orders.js';
import { referenceDataRequirements } from './reference-data.js';
import { tradesRequirements } from './trades.js';

const TABLES = [
  generalRequirements,
  ordersRequirements,
  tradesRequirements,
  accountWalletsRequirements,
  cryptoWithdrawalsRequirements,
  cryptoDepositsRequirements,
  referenceDataRequirements,
  authenticationRequirements,
  errorsRequirements,
  gapsRequirements,
] as const;

/** Every requirement id of the catalogue, as a literal union: an unknown id does not compile. */
export type RequirementId = (typeof TABLES)[number][number]['id'];

export const requirements: readonly Requirement[] = [
  ...generalRequirements,
  ...ordersRequirements,
  ...tradesRequirements,
  ...accountWalletsRequirements,
  ...cryptoWithdrawalsRequirements,
  ...cryptoDepositsRequirements,
  ...referenceDataRequirements,
  ...authenticationRequirements,
  ...errorsRequirements,
  ...gapsRequirements,
];

export const requirementsById: ReadonlyMap<string, Requirement> = new Map(requirements.map((r) => [r.id, r]));
