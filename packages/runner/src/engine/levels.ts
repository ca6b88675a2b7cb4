import type { Check, Level, Requirement } from '@tarc/conformance';
import { ConfigError } from '../config-error.js';
import type { SpecReference } from '../types.js';

const RANK: Record<Level, number> = { INFO: 0, SHOULD: 1, MUST: 2 };

/** Checks report facts; levels come from the catalogue: "its level is the highest of theirs". */
export function levelOf(check: Check<string>, catalogue: ReadonlyMap<string, Requirement>): Level {
  let level: Level = 'INFO';
  for (const ref of specOf(check, catalogue)) if (RANK[ref.level] > RANK[level]) level = ref.level;
  return level;
}

/** The spec sentences a check stands on; an id missing from the catalogue is a configuration error. */
export function specOf(check: Check<string>, catalogue: ReadonlyMap<string, Requirement>): SpecReference[] {
  return check.requirements.map((id) => {
    const r = catalogue.get(id);
    if (!r) throw new ConfigError(`check ${check.id} names requirement ${id}, which is not in the catalogue`);
    return { requirement: r.id, section: r.section, quote: r.quote, level: r.level };
  });
}

/** Whether a failed check at `level` fails the run. INFO never does. */
export function failsRun(level: Level, failOn: 'must' | 'should'): boolean {
  return level === 'MUST' || (level === 'SHOULD' && failOn === 'should');
}
