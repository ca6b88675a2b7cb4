// tarc explain: from a finding code, a check id or a requirement id to the rule, the check's file and
// test, the code's meaning and the faults that prove it; an unknown one is a usage error (exit 2).
import { describe, expect, it } from 'vitest';
import { main } from '../cli.js';
import { captureIo } from '../../test/support/cli-io.js';

async function explain(...argv: string[]) {
  const io = captureIo();
  const code = await main(['explain', ...argv], io);
  return { code, out: io.out(), err: io.err() };
}

describe('tarc explain', () => {
  it('a finding code: its meaning, the requirement quoted, the check file and test, the proving fault', async () => {
    const { code, out, err } = await explain('orders.canceled-excluded/listed');
    expect([code, err]).toEqual([0, '']);
    expect(out).toMatch(/^orders\.canceled-excluded\/listed: a Canceled order is in the list/);
    expect(out).toContain('File:   packages/conformance/src/checks/orders/canceled-excluded.ts');
    expect(out).toContain('Test:   packages/conformance/src/checks/orders/canceled-excluded.test.ts');
    expect(out).toMatch(/ORD-LIST-CANCELED-EXCLUDED \(MUST\) /);
    expect(out).toMatch(/> .*Canceled/);
    expect(out).toMatch(/Proved by the reference server with fault:\n {2}orders-canceled-listed: \S/);
  });

  it('a code of a rule orders and trades share: the meaning from its table, the rule file holding both checks', async () => {
    const { code, out } = await explain('trades.created-at-ordering/asc-not-desc-reversed');
    expect(code).toBe(0);
    expect(out).toMatch(/^trades\.created-at-ordering\/asc-not-desc-reversed: order=ASC did not return the records of order=DESC reversed/);
    expect(out).toContain('File:   packages/conformance/src/checks/orders-and-trades/created-at-ordering.ts');
  });

  it('a code every check may report, and a shared transfer rule (the rule file holding both checks)', async () => {
    const shared = await explain('orders.canceled-excluded/transport-error');
    expect(shared.out).toMatch(/no HTTP answer could be read.*\(a code every check may report\)/);
    const rule = await explain('crypto-transfers.deposits-window/outside-window');
    expect(rule.out).toContain('File:   packages/conformance/src/checks/crypto-transfers/window.ts\n');
  });

  it('a check id: every code with its meaning and faults', async () => {
    const { code, out } = await explain('authentication.missing-header');
    expect(code).toBe(0);
    expect(out).toContain('Check:  authentication.missing-header:');
    for (const header of ['x-pck', 'x-signature', 'x-stamp', 'x-nonce']) expect(out).toContain(`  accepted-without-${header}: `);
  });

  it('a requirement id: the quote and the checks covering it, with their files', async () => {
    const { code, out } = await explain('ORD-LIST-CANCELED-EXCLUDED');
    expect(code).toBe(0);
    expect(out).toMatch(/^ORD-LIST-CANCELED-EXCLUDED \(MUST\)/);
    expect(out).toContain('  orders.canceled-excluded: ');
    expect(out).toContain('    packages/conformance/src/checks/orders/canceled-excluded.ts');
  });

  it('an unknown code is a usage error naming what the check declares (exit 2, no stack)', async () => {
    const { code, out, err } = await explain('orders.canceled-excluded/shown');
    expect([code, out]).toEqual([2, '']);
    expect(err).toMatch(
      /^tarc: no finding code "orders\.canceled-excluded\/shown" \(orders\.canceled-excluded declares listed; any check may report unexpected-status, /,
    );
    expect(err).toContain('(see tarc explain --help)');
    expect(err).not.toMatch(/\n\s+at /);
  });

  it('an unknown id or no argument is a usage error (exit 2)', async () => {
    const typo = await explain('orders.cancelled-excluded');
    expect(typo.code).toBe(2);
    expect(typo.err).toMatch(/is no finding code \(check-id\/code\), check id or requirement id \(close: orders\./);
    expect((await explain()).code).toBe(2);
    expect((await explain('--nope')).code).toBe(2);
  });

  it('--help says what it prints and its exit codes', async () => {
    const { code, out } = await explain('--help');
    expect(code).toBe(0);
    expect(out).toMatch(/^Usage: tarc explain WHAT/);
    expect(out).toContain('Exit codes: 0 explained, 2');
  });
});
