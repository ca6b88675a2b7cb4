import { describe, expect, it } from 'vitest';
import { codeOnly } from '../test/support/code-only.js';

describe('codeOnly', () => {
  it('leaves out comments, string and template text and regular expressions', () => {
    const code = codeOnly("const a = 50; // 90 days\nconst t = 'at most 1000'; const m = `x ${n * 100} 1001`;\n/** 51 */\nconst r = /1001/g; /* 1_000 */");
    expect(code).not.toMatch(/90|1000|1001|1_000|51/);
    expect(code).toMatch(/const a = 50;/);
  });

  it('keeps the code inside a template, a division and every line', () => {
    expect(codeOnly('const m = `x ${n * 100}`;')).toMatch(/n \* 100/);
    expect(codeOnly('const half = total / 2 / 100; // 1001')).toMatch(/total \/ 2 \/ 100;\s*$/);
    const source = "/*\n 1000\n*/\nconst x = 'a // b';\nconst y = 1001;\n";
    const lines = codeOnly(source).split('\n');
    expect(lines).toHaveLength(source.split('\n').length);
    expect(lines[4]).toBe('const y = 1001;');
  });

  it('reads type syntax as code (a generic is not a comparison)', () => {
    expect(codeOnly('const p: Array<number> = f<string>("90"); type T = { n: 100 };')).toMatch(/Array<number> = f<string>\( +\); type T = \{ n: 100 \};/);
  });
});
