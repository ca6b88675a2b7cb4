import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { serveCommand } from './cli.js';
import { get } from '../test/support/client.js';

function capture() {
  let out = '',
    err = '';
  return {
    io: { stdout: { write: (t: string) => (out += t) }, stderr: { write: (t: string) => (err += t) } },
    out: () => out,
    err: () => err,
  };
}

describe('tarc serve', () => {
  it('prints help', async () => {
    const c = capture();
    expect(await serveCommand(['--help'], c.io)).toBe(0);
    expect(c.out()).toContain('Usage: tarc serve');
    expect(c.out()).toContain('windowAnchor: before | after');
  });

  it('lists the faults', async () => {
    const c = capture();
    expect(await serveCommand(['--list-faults'], c.io)).toBe(0);
    expect(c.out()).toContain('orders-canceled-listed');
    expect(c.out()).toContain('breaks:');
  });

  it.each([
    [['--port'], /--port expects a value/],
    [['--port', 'abc'], /--port expects an integer/],
    [['--port', '70000'], /--port expects an integer from 0 to 65535/],
    [['--orders', '-5'], /--orders expects an integer/],
    [['--orders', '99999999'], /--orders expects an integer from 0 to 5000000/],
    [['--seed', '1.5'], /--seed expects an integer/],
    [['--fault', 'nope'], /unknown fault "nope"/],
    [['--auth', 'some'], /--auth expects "all" or "account"/],
    [['--profile', 'idStyle=odd'], /profile idStyle must be one of/],
    [['--profile', 'x'], /--profile expects key=value/],
    [['--bogus'], /unknown option "--bogus"/],
    [['--help=yes'], /takes no value/],
    [['--throttle', '40'], /--throttle expects N\/S/],
    [['--throttle', '0/10'], /--throttle expects N\/S/],
    [['--live-rate', '5'], /--live-rate expects ORDER_MS or ORDER_MS\/TRANSFER_MS \(each at least 10\)/],
    [['--live-rate', 'fast'], /--live-rate expects/],
    [['--live=yes'], /takes no value/],
  ])('refuses %j with exit 2 and a message', async (argv, message) => {
    const c = capture();
    expect(await serveCommand(argv, c.io)).toBe(2);
    expect(c.err()).toMatch(message);
    expect(c.err()).not.toMatch(/\n\s+at /); // no stack trace
  });

  it('starts, prints the URL and demo credentials, serves, and stops', async () => {
    const c = capture();
    let stop!: () => void;
    const until = new Promise<void>((resolve) => (stop = resolve));
    const done = serveCommand(['--orders', '200', '--seed', '9', '--profile', 'timestampDigits=6', '--fault', 'auth-not-enforced'], { ...c.io, until });
    await expect.poll(() => c.out(), { timeout: 5000 }).toContain('Press Ctrl+C');
    const url = /listening on (http:\/\/\S+)/.exec(c.out())![1]!;
    expect(c.out()).toMatch(/apiKey pk_[0-9a-f]{32}\s+apiSecret \S+/);
    expect(c.out()).toContain('FAULT auth-not-enforced');
    expect((await get(url, '/v1/account-wallets')).status).toBe(200);
    stop();
    expect(await done).toBe(0);
    expect(c.out()).toContain('stopped');
  });

  it('returns 1 with a message when the port is taken', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as { port: number }).port;
    try {
      const c = capture();
      expect(await serveCommand(['--port', String(port), '--orders', '10'], { ...c.io, until: Promise.resolve() })).toBe(1);
      expect(c.err()).toContain('the port is already in use');
    } finally {
      blocker.close();
    }
  });
});
