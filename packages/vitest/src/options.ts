import type { RunSuiteOptions } from '@tarc/runner';
import type { App } from './app.js';

export interface ApiCredentials {
  apiKey: string;
  apiSecret: string;
}

/** What every call takes besides its target. */
interface CommonOptions
  extends Omit<
    RunSuiteOptions,
    'baseUrl' | 'credentials' | 'secondCredentials' | 'embedded' | 'shard' | 'checks' | 'requirements' | 'signal' | 'onProgress' | 'configNames'
  > {
  /** The account under test; `second` (another account with its own records) enables the isolation checks. */
  credentials?: ApiCredentials & { second?: ApiCredentials };
  /** Write report.json, junit.xml, report.html and summary.md here after the run. */
  reportDir?: string;
  /** The outer describe's name (default `tarc conformance`). */
  name?: string;
  /** How long one test may wait for its check's result (default 600000: the whole run's bound). */
  testTimeoutMs?: number;
}

/** The target: exactly one of `app` and `baseUrl` (the other one absent), checked by the compiler. */
type Target =
  | {
      /** The server under test, served on 127.0.0.1:0 in the test process for the run (see `App`). */
      app: App;
      baseUrl?: never;
    }
  | {
      /** A server that is already running. */
      baseUrl: string;
      app?: never;
    };

export type DescribeConformanceOptions = CommonOptions & Target;
