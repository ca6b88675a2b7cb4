import { requirementOfEvery } from '#support/codes.js';
import { sendAll } from '#support/in-order.js';
import { Findings } from '#support/outcome.js';
import { isSuccess } from '#support/protected-endpoints.js';
import type { Check, CheckContext, Exchange } from '#types';
import { answered, bodyWords, readySample, servedAsHandler, isUnreserved, percent, type Controlled, type Sampled } from './_support/equivalent-forms.js';

const CODES = {
  'served-percent-encoded':
    'a protected path spelt with a percent-encoded unreserved character (/v1/%6Frders) answered 2xx as its handler does (a JSON list or record) without credentials',
  'served-trailing-slash': 'a protected path with a trailing slash (/v1/orders/) answered 2xx as its handler does (a JSON list or record) without credentials',
  'served-double-slash': 'a protected path with a doubled slash (/v1//orders) answered 2xx as its handler does (a JSON list or record) without credentials',
  'served-dot-segment':
    'a protected path with a dot segment (/v1/./orders, /v1/x/../orders) answered 2xx as its handler does (a JSON list or record) without credentials',
  'served-other-case': 'a protected path in another letter case (/v1/Orders) answered 2xx as its handler does (a JSON list or record) without credentials',
  'served-path-parameter': 'a protected path with a ;parameter (/v1/orders;x=1) answered 2xx as its handler does (a JSON list or record) without credentials',
  'served-encoded-slash': 'a single lookup with its slash encoded (/v1/orders%2F{id}) answered 2xx with the record without credentials',
  'other-account-served': "a single lookup of the first account's record, spelt otherwise, answered it to the second account's credentials",
} as const;

type FormCode = Exclude<keyof typeof CODES, 'other-account-served'>;

interface PathForm {
  code: FormCode;
  /** In words, with the path: `percent-encoded /v1/%6Frders`. */
  how: string;
  path: string;
}

const capitalised = (s: string): string => s.replace(/(^|-)([a-z])/g, (_, dash: string, c: string) => `${dash}${c.toUpperCase()}`);

/**
 * The spellings of one protected path: percent-encoded unreserved characters (the `v1`, collection and
 * id segments among the sample, upper and lower hex), a trailing slash, a doubled slash, two dot
 * segments, another letter case, a `;parameter`, and for a lookup its slash encoded.
 */
function pathForms(request: Sampled): PathForm[] {
  const [, version, collection, id] = request.path.split('/') as [string, string, string, string | undefined];
  const rest = id === undefined ? '' : `/${id}`;
  const form = (code: FormCode, path: string, words: string): PathForm => ({ code, how: `${words} ${path}`, path });
  const forms: PathForm[] = [];
  if (request.kind === 'list') {
    forms.push(form('served-percent-encoded', `/${percent(version[0]!, false)}${version.slice(1)}/${collection}`, 'percent-encoded'));
    forms.push(form('served-percent-encoded', `/${version}/${percent(collection[0]!, false)}${collection.slice(1)}`, 'percent-encoded (upper hex)'));
  } else if (request.kind === 'wallets' || request.kind === 'observed') {
    const dash = collection.indexOf('-');
    const encoded =
      dash < 0 ? `${percent(collection[0]!, true)}${collection.slice(1)}` : `${collection.slice(0, dash)}${percent('-', true)}${collection.slice(dash + 1)}`;
    forms.push(form('served-percent-encoded', `/${version}/${encoded}`, 'percent-encoded (lower hex)'));
  } else {
    forms.push(form('served-percent-encoded', `/${version}/${percent(collection[0]!, true)}${collection.slice(1)}${rest}`, 'percent-encoded (lower hex)'));
    if (id !== undefined && isUnreserved(id[0])) {
      forms.push(form('served-percent-encoded', `/${version}/${collection}/${percent(id[0], false)}${id.slice(1)}`, 'its id percent-encoded'));
    }
  }
  forms.push(form('served-trailing-slash', `${request.path}/`, 'with a trailing slash'));
  forms.push(form('served-double-slash', `/${version}//${collection}${rest}`, 'with a doubled slash'));
  forms.push(form('served-dot-segment', `/${version}/./${collection}${rest}`, 'with a dot segment'));
  forms.push(form('served-dot-segment', `/${version}/x/../${collection}${rest}`, 'with a dot-dot segment'));
  forms.push(form('served-other-case', `/${version.toUpperCase()}/${capitalised(collection)}${rest}`, 'in another letter case'));
  forms.push(form('served-path-parameter', `/${version}/${collection};x=1${rest}`, 'with a ;parameter'));
  if (id !== undefined) forms.push(form('served-encoded-slash', `/${version}/${collection}%2F${id}`, 'with its slash encoded'));
  return forms;
}

/** The record the first account's lookup answered (its id and accountId), to know it in another answer. */
function recordOf(control: Exchange): { id?: unknown; accountId?: unknown } {
  const json = control.json;
  return json !== null && typeof json === 'object' && !Array.isArray(json) ? (json as { id?: unknown; accountId?: unknown }) : {};
}

/** The second account's answer to a spelling of the first account's lookup holds that record. */
function holdsFirstRecord(exchange: Exchange, control: Exchange): boolean {
  if (!isSuccess(exchange.status)) return false;
  const mine = recordOf(control);
  const got = recordOf(exchange);
  return (got.id !== undefined && got.id === mine.id) || (got.accountId !== undefined && got.accountId === mine.accountId);
}

async function judgePaths(ctx: CheckContext, ready: readonly Controlled[], findings: Findings<typeof CODES>): Promise<string[]> {
  const seen: string[] = [];
  const second = ctx.hasSecondAccount;
  const probes = ready.flatMap((request) =>
    pathForms(request).flatMap((form) => [
      { request, form, who: 'none' as const },
      ...(second && request.kind === 'lookup' ? [{ request, form, who: 'secondary' as const }] : []),
    ]),
  );
  const answers = await sendAll(probes, ({ request, form, who }) =>
    ctx.http.get(form.path, request.query, { credentials: who, form: `${request.label} ${form.how}` }),
  );
  for (const [i, { request, form, who }] of probes.entries()) {
    const exchange = answers[i]!;
    if (who === 'none') {
      seen.push(`${form.how} → ${answered(exchange)}`);
      if (servedAsHandler(exchange, request.control)) {
        findings.add(
          form.code,
          `${request.label} ${form.how} without credentials answered ${exchange.status} with ${bodyWords(exchange)}, as its handler (the spec's spelling needs credentials)`,
          exchange.evidence({ expected: 'no 2xx without credentials (404 or any 4xx)', actual: `${exchange.status} with ${bodyWords(exchange)}` }),
        );
      }
    } else if (holdsFirstRecord(exchange, request.control)) {
      findings.add(
        'other-account-served',
        `${request.label} ${form.how} with the second account's credentials answered ${exchange.status} with the first account's record`,
        exchange.evidence({ expected: "no 2xx with the first account's record (404 or any 4xx)", actual: `${exchange.status} with that record` }),
      );
    }
  }
  return seen;
}

/**
 * OPEN-POINTS #5 on every spelling of a protected path: a request without credentials gets no account
 * data whatever spelling of the path reaches the handler. The forms are asked of one list, one single
 * lookup, the wallets and the first other endpoint the server is seen to protect (OPEN-POINTS #6); the lookup's also with the second account's credentials (the first
 * account's record must not come back). What the server did with each form is reported (INFO).
 */
export const authenticationEquivalentPaths = {
  id: 'authentication.equivalent-paths',
  title:
    'Protected paths spelt otherwise (percent-encoded, trailing or doubled slash, dot segments, letter case, ;parameter, encoded slash) answer no 2xx without credentials',
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
    const seen = await judgePaths(ctx, ready, findings);
    if (findings.count > 0) return findings.outcome();
    const secondWords = ctx.hasSecondAccount ? '' : ' (no second account configured: the lookup was not asked with its credentials)';
    const message = `no spelling reached a handler without credentials${secondWords}; what each form got (INFO, OPEN-POINTS #5): ${seen.join('; ')}${skipped.length > 0 ? `; not asked: ${skipped.join(', ')}` : ''}`;
    return findings.outcome(message);
  },
} as const satisfies Check;
