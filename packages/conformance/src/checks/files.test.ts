// The id names the file: a tool (`tarc explain`, the catalogue) finds a check's source from its id.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
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

  it("names a shared transfer rule's own file, which holds both checks", () => {
    expect(checkFiles('crypto-transfers.deposits-dates-required')).toEqual({
      file: 'packages/conformance/src/checks/crypto-transfers/dates-required.ts',
      test: 'packages/conformance/src/checks/crypto-transfers/dates-required.test.ts',
    });
    // A transfer check with a file of its own is not a shared rule.
    expect(checkFiles('crypto-transfers.withdrawals-status').file).toBe('packages/conformance/src/checks/crypto-transfers/withdrawals-status.ts');
  });

  it('names the file in orders-and-trades/ of a rule orders and trades share, which holds both checks', () => {
    expect(checkFiles('trades.window-anchor')).toEqual({
      file: 'packages/conformance/src/checks/orders-and-trades/window-anchor.ts',
      test: 'packages/conformance/src/checks/orders-and-trades/window-anchor.test.ts',
    });
    expect(checkFiles('orders.window-default').file).toBe('packages/conformance/src/checks/orders-and-trades/window-bounds.ts');
  });

  it('names lists/query-modes.ts for the query-modes check of every list', () => {
    for (const id of ['orders.query-modes', 'trades.query-modes', 'crypto-transfers.withdrawals-query-modes', 'crypto-transfers.deposits-query-modes']) {
      expect(checkFiles(id)).toEqual({
        file: 'packages/conformance/src/checks/lists/query-modes.ts',
        test: 'packages/conformance/src/checks/lists/query-modes.test.ts',
      });
    }
  });

  it('finds the file of every registered check, and the file declares the id', () => {
    const wrong = checks.filter((c) => !read(checkFiles(c.id).file)?.includes(`id: '${c.id}'`));
    expect(wrong.map((c) => `${c.id} → ${checkFiles(c.id).file}`)).toEqual([]);
  });
});
