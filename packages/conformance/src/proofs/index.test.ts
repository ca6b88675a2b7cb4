import { describe, expect, it } from 'vitest';
import { PROOF_ROWS, faultsProving } from './index.js';

describe('the proof table', () => {
  it('names the faults that prove a code, and none for a code no row names', () => {
    expect(faultsProving('orders.canceled-excluded/listed').map((r) => r.fault)).toContain('orders-canceled-listed');
    expect(faultsProving('orders.canceled-excluded/no-such-code')).toEqual([]);
  });

  it('has one row per fault', () => {
    const faults = PROOF_ROWS.map((r) => r.fault);
    expect(faults.filter((f, i) => faults.indexOf(f) !== i)).toEqual([]);
  });
});
