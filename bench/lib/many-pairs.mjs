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
  // The front must stay conformant (the benchmark's verdict means something): the pair list is the
  // one served whatever its filter, and a query on an added pair is judged upstream on the server's
  // first pair (its 400s as they are), then answered with nothing.
  let firstPair;
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://front');
    if (url.pathname === '/v1/broker-pairs') return pairsList(req, res, target, total, url.searchParams.getAll('symbol'), (first) => (firstPair = first));
    const pairs = url.searchParams.getAll('pairSymbol');
    const added = pairs.filter((p) => ADDED.test(p));
    if (added.length === 0 || (url.pathname !== '/v1/orders' && url.pathname !== '/v1/trades')) return forward(req, res, req.url);
    if (added.length === pairs.length) {
      if (firstPair === undefined) return empty(res);
      url.searchParams.delete('pairSymbol');
      for (let i = 0; i < pairs.length; i++) url.searchParams.append('pairSymbol', firstPair);
      return judgedUpstream(req, res, target, `${url.pathname}?${url.searchParams}`);
    }
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

/** Forwards `path`; a 2xx answer is replaced by an empty list (the added pair holds nothing), any other is passed on. */
function judgedUpstream(req, res, target, path) {
  const out = request({ host: target.hostname, port: target.port, method: req.method, path, headers: req.headers }, (answer) => {
    if ((answer.statusCode ?? 500) < 300) {
      answer.resume();
      return empty(res);
    }
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  out.on('error', () => res.destroy());
  req.pipe(out);
}

function empty(res) {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end('[]');
}

/**
 * The server's own pairs, then added ones (copies of its first, under new ids and symbols) up to
 * `total`; filtered by `symbols` when asked (the server's own filter cannot know the added ones).
 */
function pairsList(req, res, target, total, symbols, onFirst) {
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
      onFirst(own[0].symbol);
      const all = [...own, ...added];
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(symbols.length > 0 ? all.filter((p) => symbols.includes(p.symbol)) : all));
    });
  });
  out.on('error', () => res.destroy());
  out.end();
}
