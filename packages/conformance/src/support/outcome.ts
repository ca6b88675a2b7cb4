// Builders for check outcomes, so every check reports the same way: a failure is a list of findings,
// each with a stable code; a check that cannot observe its rule is not evaluated, with a reason.
import type { CheckOutcome, CodeMeanings, Evidence, FailedOutcome, Finding, NotEvaluatedOutcome, NotEvaluatedReason, PassedOutcome } from '#types';

/**
 * Codes any check may emit without declaring them: the shape of an answer a shared helper reads
 * (`support/fetch-list.ts`), and a refusal of credentials the control request showed to be valid.
 * No check declares them, so the proof table need not prove each under every check (rows name them
 * where a fault shows them, e.g. an envelope's `not-json-array`). `transport-error` (no answer: a
 * connection refused or reset, a request past its time limit, a fuzz request's too) has no fault:
 * a server that hangs would make every attempt of the table wait out the time limit.
 */
export const COMMON_CODES = ['unexpected-status', 'not-json-array', 'not-json-object', 'refused-valid-credentials', 'transport-error'] as const;

/**
 * Codes the engine gives a check that threw, overran its time limit or returned nonsense. Not findings
 * about a server: `threw`, `invalid-outcome` and `undeclared-code` are defects of the suite (a property
 * whose predicate threw included), which the mutation table asserts no report holds; `timeout` is a
 * server too slow for the check's limit, left unproven for the reason `transport-error` is.
 */
export const ENGINE_CODES = ['threw', 'timeout', 'invalid-outcome', 'undeclared-code'] as const;

/** What each common and engine code means, for any check (`tarc explain`, REQUIREMENTS.md). */
export const SHARED_CODE_MEANINGS = {
  'unexpected-status': 'a request the check expected to be answered 200 got another status',
  'not-json-array': 'a list answered 200 with a body that is not a JSON array',
  'not-json-object': 'a single lookup answered 200 with a body that is not a JSON object',
  'refused-valid-credentials': 'the server refused credentials the control request shows it accepts',
  'transport-error': 'no HTTP answer could be read (connection refused or reset, timeout, body too large or unreadable)',
  'threw': 'the check threw (a defect of the suite or an answer it could not handle)',
  'timeout': 'the check did not finish within its time limit',
  'invalid-outcome': 'the check returned no valid outcome (a defect of the suite)',
  'undeclared-code': 'the check reported a code it does not declare (a defect of the suite)',
} as const satisfies Record<(typeof COMMON_CODES)[number] | (typeof ENGINE_CODES)[number], string>;

const CODE = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Whether `code` is a well-formed local finding code (kebab-case). */
export function isFindingCode(code: string): boolean {
  return CODE.test(code);
}

export function passed(message?: string, evidence?: Evidence[]): PassedOutcome {
  return { status: 'passed', ...(message === undefined ? {} : { message }), ...(evidence ? { evidence } : {}) };
}

/** A failure of one assertion; `evidence` is the exchanges that prove it. */
export function failed(code: string, message: string, evidence: Evidence[] = []): FailedOutcome {
  return { status: 'failed', message, findings: [{ code, message, evidence }], evidence };
}

/** The check could not observe its rule; never a pass. */
export function notEvaluated(reason: NotEvaluatedReason, message: string): NotEvaluatedOutcome {
  return { status: 'not-evaluated', reason, message };
}

/** The account holds nothing the rule can be seen on. */
export const noData = (message: string): CheckOutcome => notEvaluated('no-data', message);
/** The data cannot show the rule (e.g. fewer records than a cap). */
export const unobservable = (message: string): CheckOutcome => notEvaluated('unobservable', message);
/** The run lacks what the check needs (a second account, credentials). */
export const notConfigured = (message: string): CheckOutcome => notEvaluated('not-configured', message);
/** The server made an allowed choice that makes the rule moot; does not count against the verdict. */
export const notApplicable = (message: string): CheckOutcome => notEvaluated('not-applicable', message);

/** The outcome's findings: a failure's, none otherwise. */
export function findingsOf(outcome: CheckOutcome): readonly Finding[] {
  return outcome.status === 'failed' ? outcome.findings : [];
}

/** Why the outcome was not evaluated; `undefined` when it was. */
export function reasonOf(outcome: CheckOutcome): NotEvaluatedReason | undefined {
  return outcome.status === 'not-evaluated' ? outcome.reason : undefined;
}

/** A code a check may emit: one of its table's, or a common one. */
export type CodeOf<Codes extends CodeMeanings> = (keyof Codes & string) | (typeof COMMON_CODES)[number];

/**
 * Collects findings across several probes and turns them into one outcome. Built from the check's
 * code table (`new Findings(CODES)`), `add` takes only the codes it declares (and the common ones).
 */
export class Findings<Codes extends CodeMeanings = CodeMeanings> {
  private readonly list: Finding[] = [];
  private evidenceKept = 0;

  /** `_codes` types `add`; the engine checks the codes at run time whatever the type said. */
  // biome-ignore lint/complexity/noUselessConstructor: its parameter types `add` (the class is generic over it)
  constructor(_codes?: Codes) {}

  /** Adds a finding with the exchange(s) that prove it (kept for the first ten findings that have any). */
  add(code: CodeOf<Codes>, message: string, evidence?: Evidence | readonly Evidence[]): void {
    const proof = evidence === undefined ? [] : Array.isArray(evidence) ? [...(evidence as readonly Evidence[])] : [evidence as Evidence];
    const keep = proof.length > 0 && this.evidenceKept < 10;
    if (keep) this.evidenceKept++;
    this.list.push({ code, message, ...(keep ? { evidence: proof } : {}) });
  }

  /** Adds the findings of another outcome (a shared probe's), keeping their codes and evidence. */
  addOutcome(outcome: CheckOutcome): void {
    for (const f of findingsOf(outcome)) (this as Findings).add(f.code, f.message, f.evidence);
  }

  get count(): number {
    return this.list.length;
  }

  /** The findings added so far. */
  all(): readonly Finding[] {
    return this.list;
  }

  /** Failed with the first messages (and how many more), or passed with `passMessage`. */
  outcome(passMessage?: string): PassedOutcome | FailedOutcome {
    if (this.list.length === 0) return passed(passMessage);
    return withFindings(this.list);
  }
}

/** A failed outcome of several findings: the message joins the first three. */
export function withFindings(findings: readonly Finding[]): FailedOutcome {
  const shown = findings
    .slice(0, 3)
    .map((f) => f.message)
    .join('; ');
  const more = findings.length > 3 ? ` (and ${findings.length - 3} more)` : '';
  const evidence = findings.flatMap((f) => f.evidence ?? []).slice(0, 10);
  return { status: 'failed', message: `${shown}${more}`, findings: [...findings], evidence };
}
