import { checks as allChecks, requirementsById } from '@tarc/conformance';
import type { Level } from '@tarc/conformance';
import type { RunSuiteOptions } from '../types.js';
import { levelOf } from './levels.js';
import { selectChecks } from './select.js';

/** A check a run would execute, as a test runner registers it before the run. */
export interface PlannedCheck {
  id: string;
  title: string;
  /** The spec section it is reported under. */
  section: string;
  level: Level;
  requirements: readonly string[];
}

/**
 * The checks `runSuite(options)` would run, in its order, without touching the network: selection by
 * `only`/`skip`/`shard` (the same glob rules), levels from the catalogue. Throws `ConfigError` where
 * runSuite would (an `only` matching nothing, a requirement missing from the catalogue).
 */
export function planChecks(options: Pick<RunSuiteOptions, 'only' | 'skip' | 'shard' | 'checks' | 'requirements'> = {}): PlannedCheck[] {
  const catalogue = options.requirements ?? requirementsById;
  const selected = selectChecks(options.checks ?? allChecks, {
    ...(options.only ? { only: options.only } : {}),
    ...(options.skip ? { skip: options.skip } : {}),
    ...(options.shard ? { shard: options.shard } : {}),
  });
  return selected.map((c) => ({ id: c.id, title: c.title, section: c.section, level: levelOf(c, catalogue), requirements: c.requirements }));
}
