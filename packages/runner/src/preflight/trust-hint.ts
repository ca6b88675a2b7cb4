// An HTTPS target whose certificate Node does not trust: the run stops unreachable (exit 3), and the
// message says how a private CA is trusted, since the TLS code alone does not.

/** Node's (OpenSSL's) codes for a certificate chain it cannot verify against the CAs it trusts. */
const UNTRUSTED = [
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'CERT_UNTRUSTED',
];

/** The advice for a transport error's text naming an untrusted certificate, or undefined. */
export function trustHint(errorText: string): string | undefined {
  const code = UNTRUSTED.find((c) => errorText.includes(c));
  if (code === undefined) return undefined;
  return (
    `the server's certificate is not trusted (${code}): for a private or staging CA, ` +
    'start tarc with NODE_EXTRA_CA_CERTS=/path/to/ca.pem (the CA of the chain; Node reads it at start)'
  );
}
