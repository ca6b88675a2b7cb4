// A probe's list failure joins the check's findings with every exchange that proved it.
import { describe, expect, it } from 'vitest';
import { Findings, failed, findingsOf, passed } from '#support/outcome.js';
import type { Evidence } from '#types';
import { addListFailure } from './list-failure.js';

const exchange = (path: string): Evidence => ({ request: { method: 'GET', url: `http://t${path}`, headers: {} }, curl: `curl http://t${path}` });

describe('addListFailure', () => {
  it('labels the probe and keeps all its exchanges', () => {
    const findings = new Findings();
    expect(addListFailure(findings, 'symbol=BTC', failed('unexpected-status', '500', [exchange('/a'), exchange('/b')]))).toBeUndefined();
    const [finding] = findingsOf(findings.outcome());
    expect(finding?.message).toBe('symbol=BTC: 500');
    expect(finding?.evidence?.map((e) => e.request.url)).toEqual(['http://t/a', 'http://t/b']);
  });

  it('hands back an outcome that is not a failure', () => {
    expect(addListFailure(new Findings(), 'x', passed())?.status).toBe('passed');
  });
});
