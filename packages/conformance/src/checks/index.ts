// The typed registry of every check, section by section, in the order reports list them.
import type { COMMON_CODES, ENGINE_CODES } from '#support/outcome.js';
import type { Check } from '#types';
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

const SECTIONS = [
  referenceDataChecks,
  ordersChecks,
  tradesChecks,
  accountWalletsChecks,
  cryptoTransfersChecks,
  authenticationChecks,
  isolationChecks,
  integrityChecks,
  errorsChecks,
  fuzzChecks,
  generalChecks,
] as const;

/** Every check id of the catalogue, as a literal union: an unknown id does not compile. */
export type CheckId = (typeof SECTIONS)[number][number]['id'];

type Section = (typeof SECTIONS)[number][number];
type SharedCode = (typeof COMMON_CODES)[number] | (typeof ENGINE_CODES)[number];
/** `check-id/code` for each code a check declares (a literal where its `codes` table's keys are; else any). */
type CodesOf<C> = C extends { readonly id: infer Id extends string; readonly codes: infer Codes } ? `${Id}/${(keyof Codes & string) | SharedCode}` : never;

/**
 * A finding code as reports print it, `check-id/code`: the check part is a `CheckId`; the local part
 * is one the check declares (or a common/engine code) where its codes are a literal table.
 */
export type FindingCode = CodesOf<Section>;

export const checks: readonly Check[] = SECTIONS.flat();
