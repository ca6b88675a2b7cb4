/** A usage or configuration error: reported as one line, exit code 2, never a stack trace. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}
