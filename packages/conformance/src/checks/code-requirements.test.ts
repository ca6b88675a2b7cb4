// A check naming several requirements says which of them each code breaks (`codeRequirements`), so
// the mutation table credits a requirement only through a fault row whose codes are that
// requirement's (packages/proof/test/mutation/coverage.ts).
import { describe, expect, it } from 'vitest';
import { COMMON_CODES } from '#support/outcome.js';
import { checks } from './index.js';

const several = checks.filter((c) => c.requirements.length > 1);

describe('code requirements', () => {
  it('are given for every code of a check naming several requirements', () => {
    expect(
      several.flatMap((c) =>
        Object.keys(c.codes)
          .filter((code) => !c.codeRequirements?.[code]?.length)
          .map((code) => `${c.id}/${code}`),
      ),
    ).toEqual([]);
  });

  it("name only requirements of the code's own check, for its own or common codes", () => {
    const common: readonly string[] = COMMON_CODES;
    const wrong = several.flatMap((c) =>
      Object.entries(c.codeRequirements ?? {}).flatMap(([code, ids]) => [
        ...(code in c.codes || common.includes(code) ? [] : [`${c.id}/${code}: not a code of the check`]),
        ...ids.filter((id) => !c.requirements.includes(id)).map((id) => `${c.id}/${code}: ${id} is not a requirement of the check`),
      ]),
    );
    expect(wrong).toEqual([]);
  });

  it('are left out by a check of one requirement (each of its codes is that one)', () => {
    expect(checks.filter((c) => c.requirements.length === 1 && c.codeRequirements !== undefined).map((c) => c.id)).toEqual([]);
  });
});
