// Each export comes from one entry: `@tarc/domain` is the library, `@tarc/domain/testing` only adds
// the fast-check arbitraries (a name exported by both would be two ways to reach one thing).
import { describe, expect, it } from 'vitest';
import * as main from './index.js';
import * as testing from './testing/index.js';

describe('the entries', () => {
  it('export no name twice', () => {
    expect(Object.keys(testing).filter((name) => name in main)).toEqual([]);
  });
});
