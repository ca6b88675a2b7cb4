// The id comparison orders.id-ordering and orders.order-id-after-inclusive read from (OPEN-POINTS
// #10): their table tests run on the reference server's ids, all of one length, where comparing as
// strings and as numbers agree. Here ids of several lengths tell the two apart.
import { describe, expect, it } from 'vitest';
import { belowFloor, idMode, medianId } from './ids.js';

const records = (...ids: string[]) => ids.map((id) => ({ id }));

describe('order ids', () => {
  it('compares decimal integers as numbers, and says so', () => {
    expect(idMode(['9', '10'])).toEqual({ mode: 'numeric', words: expect.stringMatching(/compared as decimal integers/) });
    expect(idMode(['9', 'a10'])).toEqual({ mode: 'string', words: expect.stringMatching(/compared as strings/) });
  });

  it('takes the median of the ids in their order, whatever the order of the records', () => {
    // As numbers 3 5 7 9 20 100 1000; as strings, or as given, the fourth would be '3'.
    expect(medianId(records('100', '9', '20', '3', '1000', '5', '7'))).toBe('9');
    expect(medianId(records('c', 'a', 'b'))).toBe('b');
    expect(medianId([])).toBeUndefined();
  });

  it('finds the first id below the floor in the mode given', () => {
    expect(belowFloor(records('100', '20', '9'), '10', 'numeric')).toEqual({ id: '9' });
    expect(belowFloor(records('100', '20'), '10', 'numeric')).toBeUndefined();
    expect(belowFloor(records('100', '20'), '3', 'string')).toEqual({ id: '100' });
  });
});
