import type { Check } from '@tarc/conformance';
import type { RunHttpClient } from '../http/client.js';
import type { RunSuiteOptions } from '../types.js';
import type { ExchangeJudge } from './exchange-judge.js';
import type { RunChecksOptions } from './run-checks.js';
import type { Settings } from './settings.js';
import type { Target } from './target.js';

/** What every phase of one run shares (engine/phases.ts). */
export interface Run {
  http: RunHttpClient;
  judge: ExchangeJudge;
  target: Target;
  settings: Settings;
  selected: readonly Check<string>[];
  /** How the checks run: the same slots for those started early and the rest. */
  checks: RunChecksOptions;
  options: RunSuiteOptions;
  started: number;
}
