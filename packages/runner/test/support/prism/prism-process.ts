// Prism's validation proxy (`@stoplight/prism-cli`, pinned) as a user runs it: `prism proxy DOC
// UPSTREAM`, in a child process, on a free loopback port; every violation it sees comes back to the
// client in the `sl-violations` response header (Prism's own reporting; without --errors it forwards
// every exchange unchanged).
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const RUNNER = fileURLToPath(new URL('../../..', import.meta.url));
const PRISM_BIN = join(RUNNER, 'node_modules', '.bin', 'prism');

export interface PrismProcess {
  url: string;
  close(): Promise<void>;
}

export function startPrism(document: string, upstream: string, timeoutMs = 60_000): Promise<PrismProcess> {
  // Port 0: the system's free port; Prism prints the address it got.
  const child: ChildProcess = spawn(PRISM_BIN, ['proxy', document, upstream, '--port', '0', '--host', '127.0.0.1', '--errors', 'false', '-v', 'info'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', SCARF_ANALYTICS: 'false', DO_NOT_TRACK: '1' },
    detached: false,
  });
  const close = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    let log = '';
    const timer = setTimeout(() => {
      void close();
      reject(new Error(`prism did not start in ${timeoutMs} ms:\n${log.slice(-2000)}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      const m = /Prism is listening on (http:\/\/[0-9.]+:[0-9]+)/.exec(log);
      if (m) {
        clearTimeout(timer);
        child.stdout!.off('data', onData);
        child.stdout!.resume();
        child.stderr!.resume();
        resolve({ url: m[1]!, close });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => {
      log += chunk.toString();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`prism exited (${String(code)}) before listening:\n${log.slice(-2000)}`));
    });
  });
}
