// `tarc run --log-requests FILE`: every request the run sends, answered or not, with the body it
// received (signatures as $TARC_SIGNATURE, secrets hidden; a body past 1 MiB is said to be cut, never
// replaced by an excerpt shaped like data). FILE.har is a HAR 1.2
// log (browsers' developer tools open it); any other name gets JSON Lines, one exchange a line,
// written as the run goes (an interrupted run keeps what it sent).
import { createWriteStream, type WriteStream } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { ConfigError } from '../config-error.js';
import type { LoggedBody, SentExchange } from '../http/exchange.js';
import { fsProblem } from '../reports/fs-problem.js';
import { TOOL } from '../version.js';
import { ensureFolderOf } from './output-folder.js';

export interface RequestLog {
  onExchange(exchange: SentExchange): void;
  /** Finishes the file; a failure to write is said as a ConfigError. */
  close(): Promise<void>;
}

const pairs = (headers: Readonly<Record<string, string>>) => Object.entries(headers).map(([name, value]) => ({ name, value }));

/**
 * A response's HAR content: the body's text as received (secrets hidden) and its real size in bytes;
 * a body past the log's bound has no `text`, and says so (`comment`, `_tarcTruncated`), so that no
 * tool reads an excerpt as the server's answer.
 */
function harContent(body: LoggedBody | undefined, mimeType: string) {
  if (body === undefined) return { size: 0, mimeType, text: '' };
  if (body.cut === undefined) return { size: body.size, mimeType, text: body.text };
  return { size: body.size, mimeType, comment: `body not logged whole: ${body.cut}`, _tarcTruncated: true, _tarcExcerpt: body.text };
}

/** A JSON Lines entry: the evidence's request and status, the body as received (or plainly cut). */
function linesEntry({ startedAt, durationMs, evidence, body }: SentExchange) {
  const { response, ...rest } = evidence;
  if (response === undefined) return { startedAt, durationMs, ...rest };
  const { body: _excerpt, bodyCut: _excerptCut, ...head } = response;
  return {
    startedAt,
    durationMs,
    ...rest,
    response: { ...head, size: body?.size ?? 0, ...(body?.cut === undefined ? { bodyText: body?.text ?? '' } : { bodyExcerpt: body.text, bodyCut: body.cut }) },
  };
}

function harEntry({ startedAt, durationMs, evidence, body }: SentExchange) {
  const url = new URL(evidence.request.url);
  const content = harContent(body, evidence.response?.headers['content-type'] ?? 'application/octet-stream');
  return {
    startedDateTime: startedAt,
    time: durationMs,
    request: {
      method: evidence.request.method,
      url: evidence.request.url,
      httpVersion: 'HTTP/1.1',
      cookies: [],
      headers: pairs(evidence.request.headers),
      queryString: [...url.searchParams].map(([name, value]) => ({ name, value })),
      headersSize: -1,
      bodySize: 0,
    },
    response: {
      status: evidence.response?.status ?? 0,
      statusText: '',
      httpVersion: 'HTTP/1.1',
      cookies: [],
      headers: pairs(evidence.response?.headers ?? {}),
      content,
      redirectURL: '',
      headersSize: -1,
      bodySize: -1,
    },
    cache: {},
    timings: { send: 0, wait: durationMs, receive: 0 },
    ...(evidence.error !== undefined ? { _error: evidence.error } : {}),
    _curl: evidence.curl,
  };
}

function harLog(file: string): RequestLog {
  const entries: ReturnType<typeof harEntry>[] = [];
  return {
    onExchange: (exchange) => entries.push(harEntry(exchange)),
    async close() {
      entries.sort((a, b) => a.startedDateTime.localeCompare(b.startedDateTime));
      const har = { log: { version: '1.2', creator: { name: TOOL.name, version: TOOL.version }, entries } };
      try {
        await writeFile(file, `${JSON.stringify(har, null, 2)}\n`);
      } catch (error) {
        throw new ConfigError(`cannot write the request log ${file}: ${fsProblem(error)}`);
      }
    },
  };
}

async function linesLog(file: string): Promise<RequestLog> {
  const stream: WriteStream = createWriteStream(file);
  let failure: unknown;
  stream.on('error', (error) => (failure ??= error));
  await new Promise<void>((resolve) => {
    stream.once('open', () => resolve());
    stream.once('error', () => resolve());
  });
  if (failure) throw new ConfigError(`cannot write the request log ${file}: ${fsProblem(failure)}`);
  return {
    onExchange: (exchange) => {
      if (!failure) stream.write(`${JSON.stringify(linesEntry(exchange))}\n`);
    },
    close: () =>
      new Promise<void>((resolve, reject) =>
        stream.end(() => (failure ? reject(new ConfigError(`cannot write the request log ${file}: ${fsProblem(failure)}`)) : resolve())),
      ),
  };
}

/** Opens `file` for the run's requests (HAR when it ends in .har); a file that cannot be written is a ConfigError before the run. */
async function openRequestLog(file: string): Promise<RequestLog> {
  if (file === '') throw new ConfigError('--log-requests expects a file');
  try {
    await ensureFolderOf(file);
  } catch (error) {
    throw new ConfigError(`cannot write the request log ${file}: ${fsProblem(error)}`);
  }
  if (/\.har$/i.test(file)) {
    // Said before the run, not after it: the file must be writable.
    try {
      await writeFile(file, '');
    } catch (error) {
      throw new ConfigError(`cannot write the request log ${file}: ${fsProblem(error)}`);
    }
    return harLog(file);
  }
  return linesLog(file);
}

/**
 * Runs `run` with the request log of `file` (none when undefined) and closes it after; a log that
 * cannot be opened is a ConfigError before the run, one that cannot be finished is said on `warn`.
 */
export async function withRequestLog<T>(
  file: string | undefined,
  warn: (message: string) => void,
  run: (onExchange: RequestLog['onExchange'] | undefined) => Promise<T>,
): Promise<T> {
  const log = file !== undefined ? await openRequestLog(file) : undefined;
  try {
    return await run(log?.onExchange);
  } finally {
    try {
      await log?.close();
    } catch (error) {
      warn(error instanceof Error ? error.message : String(error));
    }
  }
}
