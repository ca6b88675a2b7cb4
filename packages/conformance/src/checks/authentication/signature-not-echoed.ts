import { inOrder } from '#support/in-order.js';
import { Findings, notConfigured } from '#support/outcome.js';
import { protectedRequests } from '#support/protected-endpoints.js';
import type { Check, Exchange } from '#types';
import { askForged, type SharedForgery } from './_support/forged-answers.js';

/** Shorter values could occur in a body by chance. */
const MIN_SIGNATURE_LENGTH = 8;

const CODES = {
  'signature-echoed': 'a refusal echoed the X-Signature sent, in its headers or body',
} as const;

/**
 * The answers to a wrong X-Signature and to an unknown key do not echo the X-Signature sent, in the
 * body or a header. The signature itself never enters a message or evidence: the body is withheld.
 */
export const authenticationSignatureNotEchoed = {
  id: 'authentication.signature-not-echoed',
  title: 'Refusals do not echo the X-Signature sent',
  requirements: ['AUTH-NO-SIGNATURE-ECHO'],
  codes: CODES,
  section: 'Authentication',
  needs: { credentials: true },
  async run(ctx) {
    const { requests } = protectedRequests(ctx);
    const findings = new Findings(CODES);
    let probed = 0;
    // The very forged requests bad-signature and unknown-key send: one request answers both checks.
    const spoilings: { how: string; forgery: SharedForgery }[] = [
      { how: 'a wrong X-Signature', forgery: 'wrong-signature' },
      { how: 'an unknown key', forgery: 'unknown-key' },
    ];
    const cases = spoilings.flatMap((spoiling) => requests.map((request) => ({ spoiling, request })));
    const send = async ({ spoiling, request }: (typeof cases)[number]) => {
      const { exchange, sentSignature: sent } = await askForged(ctx, spoiling.forgery, request);
      return { exchange, sent };
    };
    for await (const [{ spoiling, request }, { exchange, sent }] of inOrder(cases, send)) {
      if (sent === undefined || sent.length < MIN_SIGNATURE_LENGTH) continue;
      probed++;
      const where = echoed(exchange, sent);
      if (where) {
        findings.add(
          'signature-echoed',
          `${request.label} with ${spoiling.how} answered ${exchange.status} echoing the X-Signature sent in its ${where}`,
          exchange.evidence({
            expected: 'no trace of the X-Signature sent',
            actual: `the X-Signature sent appears in the response ${where}`,
            body: '(withheld: it contains the signature)',
          }),
        );
      }
    }
    if (probed === 0) return notConfigured('requests carry no X-Signature header (no credentials configured, or a signer without it)');
    return findings.outcome(`${probed} answer(s) to a wrong signature or an unknown key carry no trace of the X-Signature sent`);
  },
} as const satisfies Check;

function echoed(exchange: Exchange, signature: string): 'body' | 'headers' | undefined {
  const forms = [signature, signature.replace(/\//g, '\\/'), encodeURIComponent(signature)];
  if (forms.some((form) => exchange.bodyText.includes(form))) return 'body';
  const headers = Object.values(exchange.headers).join('\n');
  if (forms.some((form) => headers.includes(form))) return 'headers';
  return undefined;
}
