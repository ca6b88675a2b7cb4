// The run judges every exchange it makes (preflight, discovery, every check, property runs, fuzz,
// forgeries that got a 2xx, isolation) with the single-exchange rules of @tarc/conformance, the
// rules `tarc proxy` applies: a broken rule is a finding of its run code, on that code's check,
// with the exchange as evidence and the part of the run that sent it named; one per code.
//
// No rule here compares two answers, so none waits for a second look: a Canceled order listed or
// a wrong scale is wrong in the one answer that shows it, whatever records arrive meanwhile. What
// the run cannot judge a server on is left out: throttled answers (429, or 503), a condition of the
// run; answers whose check is not selected.
import { judgeExchange, operationOf, pairsOf, type Exchange, type FindingCode, type JudgedExchange, type Knowledge, type Operation } from '@tarc/conformance';
import type { CheckResult, ResultFinding } from '../types.js';
import { keptString } from '../http/kept-string.js';
import { encodeQuery } from '../http/query.js';

interface Held {
  finding: ResultFinding;
  sender: string;
  count: number;
}

export interface ExchangeJudge {
  /** Judges one answer as it is read (the client's `onAnswered`); `sender`: the part of the run that asked (a check's id). */
  judge(exchange: Exchange, requestHeaders: Readonly<Record<string, string>>, sender?: string): void;
  /** The results with the judge's findings added to the checks their codes belong to. */
  merge(results: readonly CheckResult[]): CheckResult[];
  /** Exchanges judged, and rules found broken, so far. */
  counts(): { judged: number; codes: number };
  /** What the report must say of the judge: a rule that threw (a bug of ours) left exchanges unjudged. */
  notes(): string[];
}

function lowerCased(headers: Readonly<Record<string, string>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) out[name.toLowerCase()] = value;
  return out;
}

/** The query as the caller built it (never read back out of the URL). */
function queryOf(exchange: Exchange): URLSearchParams {
  const { request } = exchange;
  return new URLSearchParams(request.rawQuery ?? encodeQuery(request.query));
}

/**
 * The operation the rules judge an exchange as: its own, or for an equivalent form (another spelling,
 * another method) the one `tarc proxy` reads from the same request on the wire, so that the run and the
 * proxy judge the same traffic alike (a trailing slash is the operation; an encoded letter or HEAD is none).
 */
function judgedOperation(exchange: Exchange): Operation | undefined {
  if (exchange.operation !== undefined || exchange.request.form === undefined) return exchange.operation;
  return operationOf(exchange.request.method ?? 'GET', exchange.request.path);
}

/** What the rules read of a run's exchange, or undefined for one they do not judge. */
export function judgedOf(exchange: Exchange, requestHeaders: Readonly<Record<string, string>>): JudgedExchange | undefined {
  const { status } = exchange;
  const operation = judgedOperation(exchange);
  if (!operation || status === 429 || (status === 503 && exchange.headers['retry-after'] !== undefined)) return undefined;
  return {
    operation,
    query: queryOf(exchange),
    requestHeaders: lowerCased(requestHeaders),
    status,
    responseHeaders: exchange.headers,
    json: exchange.json,
    ...(exchange.encodingError !== undefined ? { encodingError: exchange.encodingError } : {}),
  };
}

/**
 * Answers waiting for the judge at most: past it, an answer is judged as it is read. Each holds its
 * parsed body (a page of 1000 trades is a few MB), so the wait is bounded by count, not by time.
 */
const MAX_WAITING = 16;
/** How long one turn of the judge runs before the event loop gets the floor again. */
const SLICE_MS = 4;

/**
 * `now`: the clock the domain's query rules read (the run's own, fixed when the run is given one).
 * The judge works off the run's path: an answer goes to the check that asked at once, and is judged in
 * a later turn of the event loop (setImmediate, after the answers that arrived meanwhile), a few ms at a
 * time; `merge`, `counts` and `notes` judge whatever still waits first, so every answer is judged.
 */
export function createExchangeJudge(now: () => Date): ExchangeJudge {
  const knowledge: Knowledge = {};
  const held = new Map<FindingCode, Held>();
  let judged = 0;
  let unjudged = 0;
  let firstError = '';
  const waiting: { exchange: Exchange; requestHeaders: Readonly<Record<string, string>>; sender: string }[] = [];
  let turn: ReturnType<typeof setImmediate> | undefined;

  function judgeNow(exchange: Exchange, requestHeaders: Readonly<Record<string, string>>, sender: string): void {
    const x = judgedOf(exchange, requestHeaders);
    if (!x) return;
    judged++;
    try {
      const pairs = pairsOf(x);
      if (pairs) knowledge.pairs = pairs;
      for (const v of judgeExchange(x, knowledge, now()).violations) {
        const seen = held.get(v.code);
        if (seen) {
          seen.count++;
          continue;
        }
        // A rule's words may quote a server's value whole (an id of megabytes): kept cut, a copy, so
        // what the run holds per code is bounded whatever the server sends.
        const message = keptString(v.message);
        const evidence = exchange.evidence({ ...v.evidence, note: v.evidence?.note ?? `${v.rule} (${v.requirement}): ${message}` });
        held.set(v.code, { finding: { code: v.code, message, evidence: [evidence] }, sender, count: 1 });
      }
    } catch (error) {
      // A rule that threw is a bug of ours, never the server's: the exchange stays unjudged, and said.
      if (unjudged++ === 0) firstError = `${exchange.url}: ${error instanceof Error ? error.message : String(error)}`;
    }
  }

  /** Judges what waits, in the order it was read; `until`: a time to stop at (the rest waits for the next turn). */
  function drain(until = Infinity): void {
    let next = 0;
    while (next < waiting.length && (until === Infinity || performance.now() < until)) {
      const w = waiting[next++]!;
      judgeNow(w.exchange, w.requestHeaders, w.sender);
    }
    waiting.splice(0, next);
  }

  function later(): void {
    turn = undefined;
    drain(performance.now() + SLICE_MS);
    if (waiting.length > 0) turn = setImmediate(later);
  }

  /** Nothing left waiting, and no turn left scheduled. */
  function settled(): void {
    if (turn !== undefined) clearImmediate(turn);
    turn = undefined;
    drain();
  }

  return {
    judge(exchange, requestHeaders, sender = 'the run') {
      // Full: the oldest is judged now, so what waits stays bounded and in order.
      if (waiting.length >= MAX_WAITING) {
        const oldest = waiting.shift()!;
        judgeNow(oldest.exchange, oldest.requestHeaders, oldest.sender);
      }
      waiting.push({ exchange, requestHeaders, sender });
      turn ??= setImmediate(later);
    },
    merge(results) {
      settled();
      const byCheck = new Map<string, Held[]>();
      for (const [code, h] of held) {
        const id = code.slice(0, code.indexOf('/'));
        byCheck.set(id, [...(byCheck.get(id) ?? []), h]);
      }
      return results.map((result) => {
        const mine = (byCheck.get(result.id) ?? []).filter((h) => !result.findings.some((f) => f.code === h.finding.code));
        return mine.length === 0 ? result : withFindings(result, mine);
      });
    },
    counts: () => {
      settled();
      return { judged, codes: held.size };
    },
    notes: () => {
      settled();
      return unjudged === 0 ? [] : [`${unjudged} answer(s) could not be judged by the single-exchange rules (a bug of tarc's), the first ${firstError}`];
    },
  };
}

const times = (n: number) => (n === 1 ? 'once' : `on ${n} exchanges`);

function withFindings(result: CheckResult, held: readonly Held[]): CheckResult {
  const findings = held.map((h) => ({
    ...h.finding,
    message: `${h.finding.message} (seen ${times(h.count)}; the first answered a request of ${h.sender})`,
  }));
  const { reason: _reason, accepted: _accepted, ...rest } = result;
  return {
    ...rest,
    status: 'failed',
    message: result.status === 'failed' ? result.message : `an answer the run received breaks this rule: ${findings[0]!.message}`,
    findings: [...result.findings, ...findings],
    evidence: result.evidence.length > 0 ? result.evidence : findings.flatMap((f) => f.evidence ?? []),
  };
}
