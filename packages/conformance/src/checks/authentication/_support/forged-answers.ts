// One forged question, one request: authentication.bad-signature and authentication.unknown-key ask
// each endpoint with a wrong X-Signature (the account's, wrong in its first character: also
// spoiled-signature's first spoiling) and with an unknown key; authentication.signature-not-echoed
// asks the very same forged requests to see whether the refusal echoes the signature. Within a run,
// the first to ask sends; the other reads that answer (a forged request bypasses the answer cache,
// so the sharing is here). A run is known by its HTTP client, the one every check of it sends with
// (the answer cache lives with that client too).
import { type ProtectedRequest, sendProtected } from '#support/protected-endpoints.js';
import type { CheckContext, Exchange, RequestOptions } from '#types';
import { spoilAt } from './forgery.js';
import { signatureHeader } from './rejection.js';
import { unknownCredentials } from './unknown-credentials.js';

export type SharedForgery = 'wrong-signature' | 'unknown-key';

export interface ForgedAnswer {
  exchange: Exchange;
  /** The X-Signature the forged request carried; undefined when the signed headers had none. */
  sentSignature?: string;
}

const asked = new WeakMap<object, Map<string, Promise<ForgedAnswer>>>();

function optionsOf(ctx: CheckContext, forgery: SharedForgery, onSent: (signature: string | undefined) => void): RequestOptions {
  if (forgery === 'wrong-signature') {
    return {
      credentials: 'primary',
      tamper: (headers) => {
        const name = signatureHeader(headers);
        if (name === undefined) {
          onSent(undefined);
          return headers;
        }
        const spoiled = spoilAt(headers[name]!, 0);
        onSent(spoiled);
        return { ...headers, [name]: spoiled };
      },
    };
  }
  return {
    credentials: unknownCredentials(ctx.options.seed),
    onSigned: (headers) => {
      const name = signatureHeader(headers);
      onSent(name === undefined ? undefined : headers[name]);
    },
  };
}

/** `request` sent once per run with `forgery`: the answer, and the X-Signature it carried. */
export function askForged(ctx: CheckContext, forgery: SharedForgery, request: ProtectedRequest): Promise<ForgedAnswer> {
  let run = asked.get(ctx.http);
  if (!run) asked.set(ctx.http, (run = new Map()));
  const key = `${forgery} ${request.path} ${JSON.stringify(request.query ?? {})}`;
  let answer = run.get(key);
  if (!answer) {
    let sentSignature: string | undefined;
    answer = sendProtected(
      ctx,
      request,
      optionsOf(ctx, forgery, (s) => (sentSignature = s)),
    ).then((exchange) => ({
      exchange,
      ...(sentSignature === undefined ? {} : { sentSignature }),
    }));
    // A transport failure is this asker's; the next one asks again.
    answer.catch(() => run.delete(key));
    run.set(key, answer);
  }
  return answer;
}
