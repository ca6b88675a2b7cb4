import { requirementOfEvery } from '#support/codes.js';
import { sendAll } from '#support/in-order.js';
import { Findings } from '#support/outcome.js';
import { isSuccess } from '#support/protected-endpoints.js';
import type { Check, Exchange } from '#types';
import { answered, bodyWords, headServed, readySample, servedAsHandler } from './_support/equivalent-forms.js';

const CODES = {
  'served-head': 'a protected endpoint answered HEAD without credentials as it answers GET with them (2xx, JSON)',
  'other-account-served': "HEAD, or a GET with X-HTTP-Method-Override, of the first account's single lookup answered 2xx to the second account's credentials",
  'served-method-override':
    'a protected endpoint answered a GET carrying X-HTTP-Method-Override: OPTIONS without credentials as its handler does (a JSON list or record)',
} as const;

/** The override a CORS-aware authentication layer is most likely to wave through: a preflight's method. */
const OVERRIDE = 'OPTIONS';

/** What a HEAD got, in a few words (its body is never sent). */
function headAnswered(exchange: Exchange): string {
  return headServed(exchange) ? `${exchange.status} (answered as the GET, ${exchange.headers['content-type']})` : answered(exchange);
}

/**
 * OPEN-POINTS #5 on the methods a framework derives from GET: HEAD (answered by the GET handler, its
 * body left out) and a GET carrying `X-HTTP-Method-Override`, both without credentials, get no 2xx
 * where the GET needs credentials. A HEAD has no body to show records in: a 2xx with the JSON media
 * type is the GET's answer, and fails. The single lookup's are asked with the second account's
 * credentials too: the first account's record, never a 2xx. Asked of one list, one single lookup, the wallets and the first
 * other endpoint the server is seen to protect (OPEN-POINTS #6). What each got is reported (INFO).
 */
export const authenticationEquivalentMethods = {
  id: 'authentication.equivalent-methods',
  title: 'HEAD, and a GET with X-HTTP-Method-Override, answer no 2xx without credentials',
  requirements: ['AUTH-EQUIVALENT-FORMS', 'AUTH-FAILURE-STATUS'],
  codes: CODES,
  codeRequirements: requirementOfEvery(CODES, ['AUTH-EQUIVALENT-FORMS']),
  section: 'Authentication',
  needs: { credentials: true },
  async run(ctx) {
    const prepared = await readySample(ctx);
    if ('outcome' in prepared) return prepared.outcome;
    const { ready, skipped } = prepared;
    const findings = new Findings(CODES);
    const seen: string[] = [];
    const ask = (request: (typeof ready)[number], who: 'none' | 'secondary') =>
      Promise.all([
        ctx.http.get(request.path, request.query, { credentials: who, method: 'HEAD', form: `HEAD ${request.label.slice(4)}` }),
        ctx.http.get(request.path, request.query, {
          credentials: who,
          headerLines: [['X-HTTP-Method-Override', OVERRIDE]],
          form: `${request.label} with X-HTTP-Method-Override: ${OVERRIDE}`,
        }),
      ]);
    const answers = await sendAll(ready, async (request) => {
      const [head, override] = await ask(request, 'none');
      // The first account's record, asked with the second account's credentials: never a 2xx.
      const second = request.kind === 'lookup' && ctx.hasSecondAccount ? await ask(request, 'secondary') : undefined;
      return { head, override, second };
    });
    for (const [i, request] of ready.entries()) {
      const { head, override, second } = answers[i]!;
      for (const exchange of second ?? []) {
        if (!isSuccess(exchange.status)) continue;
        const how = exchange.request.method === 'HEAD' ? `HEAD ${request.label.slice(4)}` : `${request.label} with X-HTTP-Method-Override: ${OVERRIDE}`;
        findings.add(
          'other-account-served',
          `${how} of the first account's record with the second account's credentials answered ${exchange.status}`,
          exchange.evidence({ expected: "no 2xx: the record is the first account's (404 or any 4xx)", actual: String(exchange.status) }),
        );
      }
      const path = request.label.slice(4);
      seen.push(`HEAD ${path} → ${headAnswered(head)}`, `GET ${path} with X-HTTP-Method-Override: ${OVERRIDE} → ${answered(override)}`);
      if (headServed(head)) {
        findings.add(
          'served-head',
          `HEAD ${path} without credentials answered ${head.status} with ${head.headers['content-type']}, as the GET answers with credentials`,
          head.evidence({
            expected: 'no 2xx without credentials (401, 403, 404, 405 or any 4xx)',
            actual: `${head.status}, the GET's answer without its body`,
          }),
        );
      }
      if (servedAsHandler(override, request.control)) {
        findings.add(
          'served-method-override',
          `${request.label} with X-HTTP-Method-Override: ${OVERRIDE} and no credentials answered ${override.status} with ${bodyWords(override)}, as its handler`,
          override.evidence({ expected: 'no 2xx without credentials', actual: `${override.status} with ${bodyWords(override)}` }),
        );
      }
    }
    if (findings.count > 0) return findings.outcome();
    return findings.outcome(
      `no other method reached a handler without credentials; what each got (INFO, OPEN-POINTS #5): ${seen.join('; ')}${skipped.length > 0 ? `; not asked: ${skipped.join(', ')}` : ''}`,
    );
  },
} as const satisfies Check;
