/** Where the CLI writes and what it reads from its environment; `process` by default, captured in tests. */
export interface Io {
  stdout: { write(text: string): unknown; isTTY?: boolean; columns?: number };
  stderr: { write(text: string): unknown };
  env: Readonly<Record<string, string | undefined>>;
  /** Where a config file is looked for first (default: process.cwd()). */
  cwd?: string;
  /**
   * Calls `handler` on the first SIGINT or SIGTERM (a second one gets the default: the process
   * ends at once); returns a function that removes the handlers.
   */
  onInterrupt?(handler: (signal: 'SIGINT' | 'SIGTERM') => void): () => void;
}

/**
 * What the launcher (bin/tarc.js) caught before the CLI finished loading: it listens from its first
 * line, so a signal that arrives while the CLI loads still stops the run it starts, which then writes
 * its partial report.
 */
export interface EarlySignals {
  /** The first SIGINT or SIGTERM that arrived while the CLI was loading, if one did. */
  readonly pendingSignal: 'SIGINT' | 'SIGTERM' | undefined;
  /** Removes the launcher's listeners: the CLI's own take over. */
  releaseEarlyListeners(): void;
}

/** `tarc run | head` closes stdout early: the run goes on (reports, exit code) without output. */
const ignorePipeError = (): undefined => undefined;

/** The process's streams and signals; `early` is what the launcher caught before the CLI loaded. */
export function processIo(early?: EarlySignals): Io {
  // The streams say whether they are quiet already (processIo may be called more than once).
  for (const stream of [process.stdout, process.stderr]) {
    if (!stream.listeners('error').includes(ignorePipeError)) stream.on('error', ignorePipeError);
  }
  return {
    stdout: process.stdout,
    stderr: process.stderr,
    env: process.env,
    onInterrupt(handler) {
      // A signal the launcher caught is handled now; from here on the CLI's own listeners catch them.
      early?.releaseEarlyListeners();
      const pending = early?.pendingSignal;
      if (pending) {
        queueMicrotask(() => handler(pending));
        return () => undefined;
      }
      const on = (signal: 'SIGINT' | 'SIGTERM') => () => {
        off();
        handler(signal);
      };
      const sigint = on('SIGINT');
      const sigterm = on('SIGTERM');
      const off = () => {
        process.off('SIGINT', sigint);
        process.off('SIGTERM', sigterm);
      };
      process.on('SIGINT', sigint);
      process.on('SIGTERM', sigterm);
      return off;
    },
  };
}

/** A terminal that can redraw a progress line: a TTY, and not CI. */
export function isInteractive(io: Io): boolean {
  return io.stdout.isTTY === true && !io.env.CI;
}

/** Colour only on an interactive terminal and never with NO_COLOR set (https://no-color.org). */
export function useColor(io: Io): boolean {
  return isInteractive(io) && !('NO_COLOR' in io.env && io.env.NO_COLOR !== '');
}

export interface Paint {
  red(s: string): string;
  green(s: string): string;
  yellow(s: string): string;
  dim(s: string): string;
  bold(s: string): string;
}

const wrap = (open: number, close: number) => (s: string) => `\u001b[${open}m${s}\u001b[${close}m`;
const plain = (s: string) => s;

export function paint(color: boolean): Paint {
  return color
    ? { red: wrap(31, 39), green: wrap(32, 39), yellow: wrap(33, 39), dim: wrap(2, 22), bold: wrap(1, 22) }
    : { red: plain, green: plain, yellow: plain, dim: plain, bold: plain };
}
