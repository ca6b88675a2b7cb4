// The seeded accounts and their demo credentials.
import type { DemoAccount } from '../types.js';
import { createRandom } from './random.js';

export interface AccountSpec extends DemoAccount {
  /** The user who creates the account's orders and withdrawals ("an e-mail form, <EMAIL>"). */
  email: string;
}

/** Two accounts (so isolation can be tested), deterministic per seed. */
export function generateAccounts(seed: number, count = 2): AccountSpec[] {
  const random = createRandom(seed * 31 + 7);
  const accounts: AccountSpec[] = [];
  const hex = (length: number) => Array.from({ length }, () => random.int(0, 15).toString(16)).join('');
  for (let i = 0; i < count; i++) {
    let accountId: string;
    do accountId = String(random.int(100_000, 999_999));
    while (accounts.some((account) => account.accountId === accountId));
    const secret = Buffer.from(Array.from({ length: 32 }, () => random.int(0, 255)));
    accounts.push({
      accountId,
      apiKey: `pk_${hex(32)}`,
      apiSecret: secret.toString('base64'),
      email: `trader${i + 1}.${accountId}@example.com`,
    });
  }
  return accounts;
}
