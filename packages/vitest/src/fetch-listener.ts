// A fetch handler (Hono, Elysia, a Next route handler) served by node:http: each request becomes a
// Fetch API Request (Node's global one), the Response it returns is written back as it is.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';

export type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;
/** `(request) => Response`: what Hono's `app.fetch`, Elysia's `app.fetch` and Next route handlers are. */
export type FetchHandler = (request: Request) => Response | Promise<Response>;

/** The errors an app threw while serving (kept for the suite's report). */
export interface AppErrors {
  record(error: unknown): void;
  readonly list: readonly unknown[];
}

function toRequest(req: IncomingMessage, signal: AbortSignal): Request {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? '127.0.0.1'}`);
  const headers = new Headers();
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) headers.append(req.rawHeaders[i]!, req.rawHeaders[i + 1]!);
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(url, {
    method: req.method ?? 'GET',
    headers,
    signal,
    ...(hasBody ? { body: Readable.toWeb(req) as ReadableStream<Uint8Array>, duplex: 'half' } : {}),
  } as RequestInit);
}

async function writeResponse(response: Response, req: IncomingMessage, res: ServerResponse): Promise<void> {
  res.statusCode = response.status;
  if (response.statusText) res.statusMessage = response.statusText;
  const cookies = response.headers.getSetCookie();
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') res.setHeader(name, value);
  });
  if (cookies.length > 0) res.setHeader('set-cookie', cookies);
  if (response.body === null || req.method === 'HEAD') return void res.end();
  res.end(Buffer.from(await response.arrayBuffer()));
}

/** What the server answers when the app threw: a 500, which the suite reports as the app's failure. */
export function answerThrown(res: ServerResponse, error: unknown, errors: AppErrors): void {
  errors.record(error);
  if (res.headersSent) return void res.destroy();
  const body = `the app threw: ${error instanceof Error ? error.message : String(error)}`;
  res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

export function fetchListener(handler: FetchHandler, errors: AppErrors): RequestListener {
  return (req, res) => {
    const aborted = new AbortController();
    res.once('close', () => {
      if (!res.writableFinished) aborted.abort();
    });
    void (async () => {
      let request: Request;
      try {
        request = toRequest(req, aborted.signal);
      } catch {
        // A target the URL parser refuses: what a fetch-based server's Node adapter answers too.
        res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
        return void res.end('bad request target');
      }
      try {
        const response = await handler(request);
        if (!(response instanceof Response)) throw new TypeError(`the fetch handler returned ${typeof response}, not a Response`);
        await writeResponse(response, req, res);
      } catch (error) {
        answerThrown(res, error, errors);
      }
    })();
  };
}
