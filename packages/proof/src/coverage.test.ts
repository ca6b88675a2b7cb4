import { describe, expect, it } from 'vitest';
import type { Requirement } from '@tarc/conformance';
import { mustRequirementsWithoutFault } from './coverage.js';

const requirement = (id: string, level: Requirement['level'], testable?: false): Requirement =>
  ({ id, level, section: 'S', quote: 'q', ...(testable === false ? { testable } : {}) }) as Requirement;

describe('mustRequirementsWithoutFault', () => {
  const catalogue = [requirement('A-ONE', 'MUST'), requirement('A-TWO', 'MUST'), requirement('A-SHOULD', 'SHOULD'), requirement('A-GAP', 'INFO', false)];
  const checks = [
    { id: 'a.one', requirements: ['A-ONE'] },
    { id: 'a.two', requirements: ['A-TWO', 'A-SHOULD'] },
  ];

  it('lists the MUST requirements no row expects a covering check of', () => {
    expect(mustRequirementsWithoutFault([{ fault: 'f', fails: ['a.one'] }], checks, catalogue)).toEqual(['A-TWO']);
  });

  it('counts every requirement of an expected check, and no unknown check', () => {
    expect(mustRequirementsWithoutFault([{ fault: 'f', fails: ['a.one', 'a.two'] }], checks, catalogue)).toEqual([]);
    expect(mustRequirementsWithoutFault([{ fault: 'f', fails: ['a.nope'] }], checks, catalogue)).toEqual(['A-ONE', 'A-TWO']);
  });
});
