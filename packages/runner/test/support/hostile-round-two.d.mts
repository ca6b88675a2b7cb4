// Types of hostile-round-two.mjs (plain JavaScript, shared with bench/hostile-rss.mjs).
export const SECRET: string;
export const API_KEY: string;
export const CLIENT_SIGNATURE: string;
export const HOSTILE_ANSWERS: number;
export const NORMAL_PATH: string;
export const HOSTILE_PATH: string;
export const FEE_LEVELS_BODY: string;
export function gzipBomb(): Buffer;

export interface CaseOutputs {
  code: number | string | null;
  rssMiB: number;
  stdout: string;
  stderr: string;
  /** The report directory's files by name: report.json, junit.xml, report.html, summary.md. */
  files: Record<string, string>;
}
export interface RunOutcome extends CaseOutputs {
  signatures: string[];
}
export interface ProxyAnswer {
  status: number;
  body?: string;
  error?: string;
  headers?: Record<string, string | string[] | undefined>;
}
export interface ProxyOutcome extends CaseOutputs {
  alive: boolean;
  hostileAnswers: ProxyAnswer[];
  next: ProxyAnswer;
}
export const RUN_CASES: Record<string, unknown>;
export const PROXY_CASES: Record<string, { kind: string | undefined; clients: number; startup?: boolean; upstreamTimeoutMs?: number }>;
export function runCase(name: string): Promise<RunOutcome>;
export function runTarget(
  makeHandler: (seen: Set<string>) => (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void,
  extraArgs?: string[],
  credentials?: Record<string, string>,
): Promise<RunOutcome>;
export function proxyCase(name: string, upstreamTimeoutMs?: number): Promise<ProxyOutcome>;
export function leaks(outputs: Record<string, string>, values: readonly string[]): string[];
