// The proxy's own start-up read of `{target}/v1/broker-pairs`, bounded like every exchange: at most
// `maxBytes` on the wire and decoded, within `timeoutMs` in all.
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { decodeBody } from './body.js';

export async function fetchBounded(url: URL, maxBytes: number, timeoutMs: number): Promise<{ status: number; text: string }> {
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const raw = await new Promise<{ status: number; bytes: Buffer; encoding: string | undefined }>((resolve, reject) => {
    let settled = false;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      req.destroy();
      reject(error);
    };
    const req = send(url, { method: 'GET', headers: { accept: 'application/json' } });
    const timer = setTimeout(() => fail(new Error(`no complete answer within ${timeoutMs} ms`)), timeoutMs);
    req.on('error', fail);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) fail(new Error(`body larger than ${maxBytes} bytes`));
        else chunks.push(chunk);
      });
      res.on('error', (error) => fail(error));
      res.on('close', () => fail(new Error('the connection closed before the body ended')));
      res.on('end', () => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        const encoding = res.headers['content-encoding'];
        resolve({ status: res.statusCode ?? 0, bytes: Buffer.concat(chunks), encoding: Array.isArray(encoding) ? encoding.join(',') : encoding });
      });
    });
    req.end();
  });
  const decoded = await decodeBody(raw.bytes, raw.encoding, maxBytes);
  if (!decoded.ok) throw new Error(decoded.message);
  return { status: raw.status, text: decoded.text };
}
