// A mutation row names a fault of the reference server and codes of known checks: a typo is a
// compile error (`tsc --noEmit` proves the `@ts-expect-error` lines), not a row that silently fails.
import { PROOF_ROWS } from '@tarc/conformance';
import { listFaults } from '@tarc/reference-server';
import { describe, expect, it } from 'vitest';
import type { MutationRow } from './mutation-row.js';

describe('MutationRow', () => {
  it('takes a catalogue fault and check-id/code with a known check', () => {
    const row: MutationRow = { fault: 'orders-canceled-listed', fails: ['orders.canceled-excluded/listed'] };
    // @ts-expect-error a fault the reference server does not have
    const unknownFault: MutationRow = { fault: 'orders-cancelled-listed', fails: ['orders.canceled-excluded/listed'] };
    // @ts-expect-error a check the registry does not hold
    const unknownCheck: MutationRow = { fault: 'orders-canceled-listed', fails: ['orders.cancelled-excluded/listed'] };
    const names = new Set(listFaults().map((f) => f.name));
    expect([row, unknownFault, unknownCheck].map((r) => names.has(r.fault))).toEqual([true, false, true]);
  });

  it("types every row of the proof table: its faults are the reference server's (else the assignment does not compile)", () => {
    const rows: readonly MutationRow[] = PROOF_ROWS;
    const names = new Set(listFaults().map((f) => f.name));
    expect(rows.filter((r) => !names.has(r.fault)).map((r) => r.fault)).toEqual([]);
  });
});
