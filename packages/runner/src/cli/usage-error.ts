import { ConfigError } from '../config-error.js';

/** A bad command line: reported as one line plus where to read more, exit code 2. */
export class UsageError extends ConfigError {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}
