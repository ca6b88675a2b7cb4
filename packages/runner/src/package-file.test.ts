import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { packageFile } from './package-file.js';

describe('packageFile', () => {
  it("finds the runner's package.json and schemas from src/ (the bundle and dist/ sit at other depths)", () => {
    expect(JSON.parse(readFileSync(packageFile('package.json'), 'utf8')).name).toBe('@tarc/runner');
    expect(packageFile('schemas/report.schema.json').href).toBe(new URL('../schemas/report.schema.json', import.meta.url).href);
  });
});
