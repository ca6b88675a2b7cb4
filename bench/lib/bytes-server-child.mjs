// Child: the floor of the server benchmark. A bare node:http server answering, for each recorded
// URL, the reference server's recorded status, content type and body bytes from memory.
//   argv: [recordingFile]   → first message { url } (no file: answers 404 to everything)
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { memory, reply, serveParent } from './child.mjs';

const recorded = new Map(
  Object.entries(process.argv[2] ? JSON.parse(readFileSync(process.argv[2], 'utf8')) : {}).map(([url, r]) => [
    url,
    { ...r, body: Buffer.from(r.body, 'base64') },
  ]),
);
const server = createServer((req, res) => {
  const r = recorded.get(req.url);
  if (!r) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(r.status, { 'content-type': r.contentType, 'content-length': r.body.length }).end(r.body);
});
await reply(async () => {
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}` };
});
serveParent({ memory: () => memory() }, () => new Promise((resolve) => server.close(resolve)));
