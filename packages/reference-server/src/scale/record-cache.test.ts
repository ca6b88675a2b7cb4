import { describe, expect, it } from 'vitest';
import { JsonBytes } from './json-bytes.js';
import { RecordCache } from './record-cache.js';

const text = (p: number) => `{"record":${p},"pad":"${'x'.repeat(p % 7)}"}`;

describe('RecordCache', () => {
  it('gives the written bytes again, across arena refills', () => {
    const cache = new RecordCache(1000, 2000);
    const w = new JsonBytes();
    let writes = 0;
    const write = (out: JsonBytes, p: number) => {
      writes++;
      out.ascii(text(p));
    };
    for (let round = 0; round < 3; round++) {
      for (let p = 0; p < 1000; p += 7) {
        w.reset();
        cache.write(w, p, write);
        expect(w.take().toString('latin1')).toBe(text(p));
      }
    }
    const before = writes;
    w.reset();
    cache.write(w, 994, write);
    cache.write(w, 994, write);
    expect(w.take().toString('latin1')).toBe(text(994) + text(994));
    expect(writes).toBe(before);
  });
});
