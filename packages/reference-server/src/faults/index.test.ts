import { describe, expect, it } from 'vitest';
import { FAULTS, findFault, listFaults } from './index.js';

describe('fault catalogue', () => {
  it('names every fault once, in kebab-case, with a description and a broken rule', () => {
    const names = FAULTS.map((fault) => fault.name);
    expect(new Set(names).size).toBe(names.length);
    for (const fault of FAULTS) {
      expect(fault.name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)+$/);
      expect(fault.description.length).toBeGreaterThan(10);
      expect(fault.requirements.length).toBeGreaterThan(0);
      expect(Object.keys(fault.hooks).length).toBeGreaterThan(0);
    }
  });

  it('lists the faults the suite starts with', () => {
    const names = listFaults().map((fault) => fault.name);
    for (const name of [
      'orders-canceled-listed',
      'orders-page-size-51-accepted',
      'orders-no-90-day-clamp',
      'trades-buy-positive-amounts',
      'orders-scale-8-digits',
      'not-found-with-errors',
      'auth-not-enforced',
      'auth-bad-signature-accepted',
      'orders-other-account-by-id',
      'orders-other-account-in-list',
      'broker-pairs-scale-8-digits',
      'fee-levels-wrong-taker',
      'network-family-id-mismatch',
      'server-error-on-bad-page',
    ]) {
      expect(names).toContain(name);
    }
  });

  it('finds a fault by name and nothing for an unknown name', () => {
    expect(findFault('orders-canceled-listed')?.name).toBe('orders-canceled-listed');
    expect(findFault('no-such-fault')).toBeUndefined();
  });
});
