import { main } from '../../src/cli.js';
import type { Io } from '../../src/cli/io.js';
import type { RunCommandOverrides } from '../../src/cli/run.js';

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

/** Runs `tarc ARGV` in-process (with these checks and requirement catalogue): its exit code and what it wrote. */
export async function runCli(argv: readonly string[], overrides: RunCommandOverrides, env: Record<string, string | undefined> = { CI: '1' }) {
  const io = captureIo(env);
  const code = await main(argv, io, overrides);
  return { code, out: io.out(), err: io.err() };
}
