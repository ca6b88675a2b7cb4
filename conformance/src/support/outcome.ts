// Builders for check outcomes, so every check reports the same way.
import type { CheckOutcome, Evidence } from '../types.js';

export function passed(message?: string, evidence?: Evidence[]): CheckOutcome {
  return { status: 'passed', ...(message === undefined ? {} : { message }), ...(evidence ? { evidence } : {}) };
}

export function failed(message: string, evidence: Evidence[] = []): CheckOutcome {
  return { status: 'failed', message, evidence };
}

/** A check that lacks what it needs is skipped with the reason, never passed. */
export function skipped(reason: string): CheckOutcome {
  return { status: 'skipped', message: reason };
}

/** Collects failures across several probes and turns them into one outcome. */
export class Findings {
  private readonly messages: string[] = [];
  private readonly evidence: Evidence[] = [];

  add(message: string, evidence?: Evidence): void {
    this.messages.push(message);
    if (evidence && this.evidence.length < 10) this.evidence.push(evidence);
  }

  get count(): number {
    return this.messages.length;
  }

  /** Failed with the first messages (and how many more), or passed with `passMessage`. */
  outcome(passMessage?: string): CheckOutcome {
    if (this.messages.length === 0) return passed(passMessage);
    const shown = this.messages.slice(0, 3).join('; ');
    const more = this.messages.length > 3 ? ` (and ${this.messages.length - 3} more)` : '';
    return failed(`${shown}${more}`, this.evidence);
  }
}
