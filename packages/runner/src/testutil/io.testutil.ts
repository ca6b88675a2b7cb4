import type { Io } from '../cli/io.js';

/** Captures what the CLI writes. */
export function captureIo(env: Record<string, string | undefined> = { CI: '1' }, isTTY = false): Io & { out(): string; err(): string } {
  let out = '';
  let err = '';
  return {
    stdout: { write: (t: string) => (out += t), isTTY, columns: 100 },
    stderr: { write: (t: string) => (err += t) },
    env,
    out: () => out,
    err: () => err,
  };
}
