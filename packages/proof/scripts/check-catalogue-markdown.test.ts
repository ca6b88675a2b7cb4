import { describe, expect, it } from 'vitest';
import { renderCheckCatalogue } from './check-catalogue-markdown.js';
import type { CatalogueCheck } from './check-catalogue-markdown.js';

const checks: readonly CatalogueCheck[] = [
  {
    id: 'orders.canceled-excluded',
    title: 'No Canceled order | listed',
    requirements: ['ORD-LIST-CANCELED-EXCLUDED'],
    codes: { listed: 'a Canceled order is in the list' },
  },
  {
    id: 'crypto-transfers.deposits-window',
    title: 'Window',
    requirements: ['DEP-WINDOW'],
    codes: { 'outside-window': 'outside', 'missing-in-window': 'missing' },
  },
  { id: 'general.no-codes', title: 'Quiet', requirements: ['R'], codes: {} },
  {
    id: 'orders.paging',
    title: 'Paging',
    requirements: ['ORD-LIST-PAGING', 'ORD-LIST-PAGE-SIZE-RANGE'],
    codes: { 'pages-overlap': 'two pages share a record' },
    codeRequirements: { 'pages-overlap': ['ORD-LIST-PAGING'] },
  },
];
const proofs = [
  { fault: 'orders-canceled-listed', fails: ['orders.canceled-excluded/listed'] },
  { fault: 'orders-all-listed', fails: ['orders.canceled-excluded/listed', 'orders.other/x'] },
];

describe('renderCheckCatalogue', () => {
  const md = renderCheckCatalogue(checks, proofs).join('\n');

  it('gives each check its file, test and requirements, and each code its meaning and proving faults', () => {
    expect(md).toContain('### `orders.canceled-excluded`\n\nNo Canceled order \\| listed\n');
    expect(md).toContain('- File: `packages/conformance/src/checks/orders/canceled-excluded.ts`');
    expect(md).toContain('- Test: `packages/conformance/src/checks/orders/canceled-excluded.test.ts`');
    expect(md).toContain('| `listed` | a Canceled order is in the list | `orders-all-listed`, `orders-canceled-listed` |');
  });

  it('says "none" for a code no fault proves, names the rule file of a shared rule, and a check without codes', () => {
    expect(md).toContain('| `missing-in-window` | missing | none |');
    expect(md).toContain('- File: `packages/conformance/src/checks/crypto-transfers/window.ts`\n');
    expect(md).toContain('### `general.no-codes`\n\nQuiet\n\n- File: `packages/conformance/src/checks/general/no-codes.ts`');
    expect(md).toContain('No codes of its own.');
  });

  it("shows, for a check naming several requirements, each code's own", () => {
    expect(md).toContain('| Code | Meaning | Requirements | Proving faults |');
    expect(md).toContain('| `pages-overlap` | two pages share a record | `ORD-LIST-PAGING` | none |');
  });
});
