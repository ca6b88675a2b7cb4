import { describe, expect, it } from 'vitest';
import { MAX_KEPT_STRING } from '../http/kept-string.js';
import type { CheckResult } from '../types.js';
import { keptResult } from './kept-result.js';

const id = 'A'.repeat(6 * 1024 * 1024);
const result = (message: string): CheckResult => ({
  id: 'orders.type-filter',
  title: 't',
  section: 's',
  level: 'MUST',
  status: 'failed',
  requirements: [],
  spec: [],
  message,
  findings: [{ code: 'orders.type-filter/filter-not-applied', message, evidence: [] }],
  evidence: [],
  durationMs: 1,
});

describe('keptResult', () => {
  it('keeps the words of a result within the bound (evidence is bounded where captured): start, end, length and digest', () => {
    const kept = keptResult(result(`type=Buy returned ${id} of type Sell`));
    const all = JSON.stringify(kept);
    expect(all.length).toBeLessThan(4 * MAX_KEPT_STRING);
    expect(kept.message).toMatch(/^type=Buy returned AAAA/);
    expect(kept.message).toMatch(/AAAA of type Sell$/);
    expect(kept.message).toContain(`not kept of ${id.length + 'type=Buy returned '.length + ' of type Sell'.length}, sha256 `);
    expect(kept.findings[0]!.message).toBe(kept.message);
  });

  it('tells two long values apart by their digest', () => {
    const a = keptResult(result(`${id}a`)).message!;
    const b = keptResult(result(`${id}b`)).message!;
    expect(/sha256 (\w+)/.exec(a)![1]).not.toBe(/sha256 (\w+)/.exec(b)![1]);
  });

  it('leaves a result with no long string as it is', () => {
    const r = result('short');
    expect(keptResult(r)).toBe(r);
  });
});
