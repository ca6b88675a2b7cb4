// Issue 40, "Seen" 5: the request log holds what was sent and received: the real body, or a plain
// word that it was cut (HAR `comment`, `_tarcTruncated`, the real `content.size`), never an excerpt
// shaped like data.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '../http/client.js';
import { startTestServer, type TestServer } from '../../test/support/test-server.js';
import { withRequestLog } from './request-log.js';

const records = Array.from({ length: 3000 }, (_, i) => ({ id: String(i), amount: '1.0000000000000000' }));
const large = JSON.stringify([{ id: '1', memo: 'x'.repeat(2 * 1024 * 1024) }]);
let server: TestServer;
let dir = '';
beforeAll(async () => {
  server = await startTestServer((req, res) => {
    const text = req.url?.startsWith('/v1/large') ? large : JSON.stringify(records);
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
    res.end(text);
  });
  dir = await mkdtemp(join(tmpdir(), 'tarc-request-log-'));
});
afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

async function logged(file: string) {
  await withRequestLog(
    file,
    () => undefined,
    async (onExchange) => {
      // A budget of nothing: the run log keeps excerpts; the request log must not.
      const http = createHttpClient({ baseUrl: server.url, logBudgetChars: 1, ...(onExchange ? { onExchange } : {}) });
      try {
        await http.get('/v1/crypto-assets');
        await http.get('/v1/large');
      } finally {
        await http.close();
      }
    },
  );
  return readFile(file, 'utf8');
}

interface HarContent {
  size: number;
  text?: string;
  comment?: string;
  _tarcTruncated?: boolean;
}

describe('--log-requests', () => {
  it('HAR: the body as received with its real size; a body past the bound says it was cut and has no text', async () => {
    const har = JSON.parse(await logged(join(dir, 'x.har'))) as { log: { entries: { request: { url: string }; response: { content: HarContent } }[] } };
    const [whole, cut] = har.log.entries.map((e) => e.response.content);
    expect(JSON.parse(whole!.text!)).toEqual(records);
    expect(whole!.size).toBe(Buffer.byteLength(JSON.stringify(records)));
    expect(whole!.comment).toBeUndefined();
    expect(cut!.text).toBeUndefined();
    expect(cut!._tarcTruncated).toBe(true);
    expect(cut!.comment).toMatch(/not logged whole/);
    expect(cut!.size).toBe(Buffer.byteLength(large));
  });

  it('JSON Lines: the same, one exchange a line', async () => {
    const lines = (await logged(join(dir, 'x.jsonl')))
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { response: { size: number; bodyText?: string; bodyCut?: string } });
    expect(JSON.parse(lines[0]!.response.bodyText!)).toEqual(records);
    expect(lines[0]!.response.size).toBe(Buffer.byteLength(JSON.stringify(records)));
    expect(lines[1]!.response.bodyText).toBeUndefined();
    expect(lines[1]!.response.bodyCut).toMatch(/first 1048576 of/);
  });
});
