import { withAnswerCache } from '../http/answer-cache.js';
import { createHttpClient, type RunHttpClient } from '../http/client.js';
import type { RunSuiteOptions } from '../types.js';
import type { ExchangeJudge } from './exchange-judge.js';
import type { Settings } from './settings.js';
import type { Target } from './target.js';

/** The run's one client; preflight, discovery and the checks share the answers (http/answer-cache.ts). */
export function runClient(target: Target, settings: Settings, options: RunSuiteOptions, judge: ExchangeJudge): RunHttpClient {
  return withAnswerCache(
    createHttpClient({
      baseUrl: target.baseUrl,
      timeoutMs: settings.timeoutMs,
      logBudgetChars: settings.memory.logChars,
      concurrency: settings.concurrency,
      onThrottle: (message) => options.onProgress?.({ kind: 'throttled', message }),
      onAnswered: (exchange, headers, sender) => judge.judge(exchange, headers, sender),
      ...(options.onExchange ? { onExchange: options.onExchange } : {}),
      ...(target.credentials ? { credentials: target.credentials } : {}),
      ...(target.secondCredentials ? { secondCredentials: target.secondCredentials } : {}),
      ...(target.signer ? { signer: target.signer } : {}),
      ...(settings.rate !== undefined ? { rate: settings.rate } : {}),
      ...(options.headers ? { headers: options.headers } : {}),
      ...(options.proxy && !target.embedded ? { proxy: options.proxy } : {}),
    }),
    settings.memory.cacheChars,
  );
}
