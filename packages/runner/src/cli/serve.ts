import { ConfigError } from '../config-error.js';
import { didYouMean } from '../close-names.js';
import type { Io } from './io.js';

/** `tarc serve …`: handed to the reference server's own command, with tarc's "did you mean". */
export async function serveCommand(argv: readonly string[], io: Io): Promise<number> {
  const module = (await import('@tarc/reference-server')) as unknown as {
    serveCommand?: (argv: string[], io: Io & { didYouMean: typeof didYouMean }) => Promise<number>;
  };
  if (typeof module.serveCommand !== 'function') {
    throw new ConfigError('tarc serve is not available in this build of @tarc/reference-server');
  }
  return module.serveCommand([...argv], { ...io, didYouMean });
}
