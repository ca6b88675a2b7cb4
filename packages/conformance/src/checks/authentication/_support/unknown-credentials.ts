// The unknown key of authentication.unknown-key (and of the refusals signature-not-echoed reads).

/** A key no server issued, signed with a well-formed (base64) secret of its own. */
export function unknownCredentials(seed: number): { apiKey: string; apiSecret: string } {
  return {
    apiKey: `pk_tarcunknownkey${String(seed).padStart(16, '0')}`,
    apiSecret: Buffer.from(`tarc-unknown-secret-${seed}`.padEnd(32, '.')).toString('base64'),
  };
}
