// The id names the file: a tool (`tarc explain`, the catalogue) finds a check's source from its id.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SHARED_TRANSFER_CHECK_IDS } from './crypto-transfers/_support/endpoint-rules.js';
import { checkFiles } from './files.js';
import { checks } from './index.js';

const repo = fileURLToPath(new URL('../../../../', import.meta.url));
const read = (path: string) => (existsSync(repo + path) ? readFileSync(repo + path, 'utf8') : undefined);

describe('checkFiles', () => {
  it('names area/name.ts for area.name, and the test beside it', () => {
    expect(checkFiles('orders.canceled-excluded')).toEqual({
      file: 'packages/conformance/src/checks/orders/canceled-excluded.ts',
      test: 'packages/conformance/src/checks/orders/canceled-excluded.test.ts',
    });
  });

  it("names a shared transfer rule's own file and its registration row", () => {
    expect(checkFiles('crypto-transfers.deposits-dates-required')).toEqual({
      file: 'packages/conformance/src/checks/crypto-transfers/_support/dates-required.ts',
      test: 'packages/conformance/src/checks/crypto-transfers/_support/dates-required.test.ts',
      registration: 'packages/conformance/src/checks/crypto-transfers/_support/endpoint-rules.ts',
    });
    // A transfer check with a file of its own is not a shared rule.
    expect(checkFiles('crypto-transfers.withdrawals-status').file).toBe('packages/conformance/src/checks/crypto-transfers/withdrawals-status.ts');
  });

  it('finds the file of every registered check: it declares the id, or (shared rules) is the rule the table binds', () => {
    const shared = new Set<string>(SHARED_TRANSFER_CHECK_IDS);
    const wrong = checks.filter((c) => {
      const files = checkFiles(c.id);
      const source = read(files.file);
      if (source === undefined) return true;
      if (shared.has(c.id)) return files.registration === undefined || read(files.registration) === undefined;
      return files.registration !== undefined || !source.includes(`id: '${c.id}'`);
    });
    expect(wrong.map((c) => `${c.id} → ${checkFiles(c.id).file}`)).toEqual([]);
  });
});
