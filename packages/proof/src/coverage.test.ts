import { describe, expect, it } from 'vitest';
import { checks, PROOF_ROWS } from '@tarc/conformance';
import type { Requirement } from '@tarc/conformance';
import { mustRequirementsWithoutFault, requirementsOfCode } from './coverage.js';

const requirement = (id: string, level: Requirement['level'], testable?: false): Requirement =>
  ({ id, level, section: 'S', quote: 'q', ...(testable === false ? { testable } : {}) }) as Requirement;

describe('mustRequirementsWithoutFault', () => {
  const catalogue = [requirement('A-ONE', 'MUST'), requirement('A-TWO', 'MUST'), requirement('A-THREE', 'MUST'), requirement('A-GAP', 'INFO', false)];
  const checks = [
    { id: 'a.one', requirements: ['A-ONE'] },
    { id: 'a.two', requirements: ['A-TWO', 'A-THREE'], codeRequirements: { second: ['A-TWO'], third: ['A-THREE'], both: ['A-TWO', 'A-THREE'] } },
  ];

  it('lists the MUST requirements no row expects a code of', () => {
    expect(mustRequirementsWithoutFault([{ fault: 'f', fails: ['a.one/x'] }], checks, catalogue)).toEqual(['A-TWO', 'A-THREE']);
  });

  it("credits a check of one requirement with any of its codes, and a check of several only with each code's own", () => {
    expect(mustRequirementsWithoutFault([{ fault: 'f', fails: ['a.one/x', 'a.two/second'] }], checks, catalogue)).toEqual(['A-THREE']);
    expect(mustRequirementsWithoutFault([{ fault: 'f', fails: ['a.two/both'] }], checks, catalogue)).toEqual(['A-ONE']);
  });

  it('credits nothing for an unknown check or a code its check of several does not map', () => {
    expect(mustRequirementsWithoutFault([{ fault: 'f', fails: ['a.nope/x', 'a.two/unmapped'] }], checks, catalogue)).toEqual(['A-ONE', 'A-TWO', 'A-THREE']);
  });
});

describe('the proof rows', () => {
  it('name, for a check of several requirements, only codes it maps to requirements (a common code too)', () => {
    const byId = new Map(checks.map((c) => [c.id, c]));
    const unmapped = PROOF_ROWS.flatMap((r) => r.fails).filter((code) => requirementsOfCode(code, byId).length === 0);
    expect([...new Set(unmapped)]).toEqual([]);
  });
});
