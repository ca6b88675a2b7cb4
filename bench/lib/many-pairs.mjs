// A front for the reference server that lists `total` broker pairs instead of its own few: the
// added pairs hold no orders and no trades. For the growth benchmark's pair-count figure only
// (the server's model has a fixed set of pairs): the runner's cost must stay flat in the pairs too.
import { createServer, request } from 'node:http';

const ADDED = /^ZZ\d+TRY$/;

/** Starts the front on 127.0.0.1 before `upstream` (a base URL); resolves to its base URL and a close. */
export async function manyPairsFront(upstream, total) {
  const target = new URL(upstream);
  const forward = (req, res, path) => {
    const out = request({ host: target.hostname, port: target.port, method: req.method, path, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    out.on('error', () => res.destroy());
    req.pipe(out);
  };
  const empty = (res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('[]');
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://front');
    if (url.pathname === '/v1/broker-pairs' && !url.search) return pairsList(req, res, target, total);
    const pairs = url.searchParams.getAll('pairSymbol');
    const added = pairs.filter((p) => ADDED.test(p));
    if (added.length === 0 || (url.pathname !== '/v1/orders' && url.pathname !== '/v1/trades')) return forward(req, res, req.url);
    if (added.length === pairs.length) return empty(res);
    // Trades of several pairs: the added ones asked of nobody (the signature does not cover the URL).
    url.searchParams.delete('pairSymbol');
    for (const p of pairs) if (!ADDED.test(p)) url.searchParams.append('pairSymbol', p);
    return forward(req, res, `${url.pathname}?${url.searchParams}`);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}

/** The server's own pairs, then added ones (copies of its first, under new ids and symbols) up to `total`. */
function pairsList(req, res, target, total) {
  const out = request({ host: target.hostname, port: target.port, method: 'GET', path: '/v1/broker-pairs', headers: req.headers }, (answer) => {
    const chunks = [];
    answer.on('data', (c) => chunks.push(c));
    answer.on('end', () => {
      let own;
      try {
        own = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        own = undefined;
      }
      if (answer.statusCode !== 200 || !Array.isArray(own) || own.length === 0) {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        return res.end(Buffer.concat(chunks));
      }
      const added = Array.from({ length: Math.max(0, total - own.length) }, (_, i) => ({
        ...own[0],
        id: `zz-${i + 1}`,
        symbol: `ZZ${i + 1}TRY`,
        numeratorSymbol: `ZZ${i + 1}`,
        denominatorSymbol: 'TRY',
      }));
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify([...own, ...added]));
    });
  });
  out.on('error', () => res.destroy());
  out.end();
}
