import { describe, expect, it } from 'vitest';
import { reverseTies } from './ties.js';

describe('reverseTies', () => {
  it('reverses each run of equal keys and leaves the rest in place', () => {
    const items = [
      [1, 'a'],
      [2, 'b'],
      [2, 'c'],
      [2, 'd'],
      [3, 'e'],
      [4, 'f'],
      [4, 'g'],
    ] as const;
    expect(
      reverseTies([...items], (x) => x[0])
        .map((x) => x[1])
        .join(''),
    ).toBe('adcbegf');
    expect(reverseTies([], (x: number) => x)).toEqual([]);
  });
});
