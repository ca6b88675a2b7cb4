// The run's settings: each option checked, or its default; a bad value is a configuration error
// before anything starts.
import { randomInt } from 'node:crypto';
import { requirementsById, type Requirement } from '@tarc/conformance';
import { ConfigError } from '../config-error.js';
import { DEFAULT_MAX_PAIRS } from '../discovery/pairs.js';
import { DEFAULT_CONCURRENCY, DEFAULT_TIMEOUT_MS } from '../http/client.js';
import { DEFAULT_MEMORY_BUDGET_MIB, memoryShares, type MemoryShares } from '../http/memory-budget.js';
import type { RunSuiteOptions } from '../types.js';

/** Property runs per check by default: keeps a default run against the embedded server well under a minute. */
export const DEFAULT_RUNS = 25;
const DEFAULT_HORIZON_DAYS = 365;
const DEFAULT_CHECK_TIMEOUT_MS = 120_000;
/** A property check's time limit by default; a property stopped by it is not evaluated (`interrupted`). */
const DEFAULT_PROPERTY_TIME_LIMIT_MS = 60_000;

/** A random seed that fits fast-check's 32-bit seeds; printed and reported so any run replays. */
export function randomSeed(): number {
  return randomInt(0, 2 ** 31 - 1);
}

export interface Settings {
  catalogue: ReadonlyMap<string, Requirement>;
  failOn: 'must' | 'should';
  seed: number;
  runs: number;
  horizonDays: number;
  timeoutMs: number;
  concurrency: number;
  rate: number | undefined;
  propertyTimeLimitMs: number;
  maxPairs: number;
  checkTimeoutMs: number;
  memory: MemoryShares;
}

function positive(name: string, value: number | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (!Number.isFinite(value) || value <= 0) throw new ConfigError(`${name} must be a positive number, got ${value}`);
  return value;
}

export function settingsOf(options: RunSuiteOptions): Settings {
  const seed = options.seed ?? randomSeed();
  const timeoutMs = positive('timeout-ms', options.timeoutMs, DEFAULT_TIMEOUT_MS);
  const settings: Settings = {
    catalogue: options.requirements ?? requirementsById,
    failOn: options.failOn ?? 'must',
    seed,
    runs: positive('runs', options.runs, DEFAULT_RUNS),
    horizonDays: positive('horizon-days', options.horizonDays, DEFAULT_HORIZON_DAYS),
    timeoutMs,
    concurrency: positive('concurrency', options.concurrency, DEFAULT_CONCURRENCY),
    rate: options.rate === undefined ? undefined : positive('rate', options.rate, 0),
    propertyTimeLimitMs: positive('property-time-limit', options.propertyTimeLimitMs, DEFAULT_PROPERTY_TIME_LIMIT_MS),
    maxPairs: Math.floor(positive('max-pairs', options.maxPairs, DEFAULT_MAX_PAIRS)),
    memory: memoryShares(positive('memory-budget', options.memoryBudgetMiB, DEFAULT_MEMORY_BUDGET_MIB)),
    // A check may wait on several slow requests; its limit never undercuts a few request timeouts.
    checkTimeoutMs: positive('check time limit', options.checkTimeoutMs, Math.max(DEFAULT_CHECK_TIMEOUT_MS, 6 * timeoutMs)),
  };
  if (!Number.isInteger(seed) || seed < 0) throw new ConfigError(`seed must be a non-negative integer, got ${seed}`);
  if (options.now !== undefined && !(options.now instanceof Date && Number.isFinite(options.now.getTime()))) {
    throw new ConfigError('now must be a valid Date');
  }
  return settings;
}
