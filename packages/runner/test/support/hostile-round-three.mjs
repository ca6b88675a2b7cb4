// Issue 33: servers whose EVERY answer is hostile (round two's heavy cases sent a few such answers,
// then turned plain). What one answer holds stays under the 8 MiB cap; what they test is what the run
// keeps of hundreds of them. Plain JavaScript for bench/hostile-rss-every-answer.mjs (and tests).
import { gzipBomb } from './hostile-round-two.mjs';

const MB = 1024 * 1024;

const PAIRS = [
  { symbol: 'AAABBB', numeratorSymbol: 'AAA', denominatorSymbol: 'BBB', priceScale: 2, quantityScale: 8 },
  { symbol: 'CCCDDD', numeratorSymbol: 'CCC', denominatorSymbol: 'DDD', priceScale: 2, quantityScale: 8 },
];

function send(res, status, body, headers = {}) {
  const type = status >= 400 ? 'application/problem+json' : 'application/json';
  res.writeHead(status, { 'content-type': type, 'content-length': body.length, ...headers });
  res.end(body);
}

/** Is `path` a lookup by id (`/v1/orders/{id}`), answered 404 by these targets? */
const lookup = (path) => path.split('/').length > 3;

/**
 * Every answer holds one 6 MB string: broker pairs' and records' names, every record's id (every
 * lookup then asks for an id of 6 MB, which the client does not send), a problem's `detail`.
 */
function sixMegabyteString() {
  const token = 'A'.repeat(6 * MB);
  const pairs = Buffer.from(JSON.stringify(PAIRS.map((p, i) => (i === 0 ? { ...p, name: token } : p))));
  const list = Buffer.from(
    `[{"id":"${token}","orderId":"o1","pairSymbol":"AAABBB","createdAt":"2025-01-01T00:00:00.0000000"},{"id":"2","orderId":"o2","pairSymbol":"AAABBB","createdAt":"2025-01-01T00:00:00.0000000"}]`,
  );
  const problem = (status) => Buffer.from(`{"type":"about:blank","title":"Not Found","status":${status},"detail":"${token}"}`);
  const notFound = problem(404);
  return () => (req, res) => {
    const path = new URL(req.url, 'http://h').pathname;
    if (path === '/v1/broker-pairs') return send(res, 200, pairs);
    if (lookup(path)) return send(res, 404, notFound);
    return send(res, 200, list);
  };
}

/** Every list answer ~7 MB: 70,000 small records (a page-size limit ignored); lookups 404. */
function sevenMegabyteArray() {
  const records = [];
  for (let i = 0; records.length * 100 < 7 * MB; i++) {
    records.push(`{"id":"${i}","orderId":"o${i}","pairSymbol":"AAABBB","createdAt":"2025-01-01T00:00:00.0000000","side":"Buy"}`);
  }
  const list = Buffer.from(`[${records.join(',')}]`);
  const pairs = Buffer.from(JSON.stringify(PAIRS));
  const notFound = Buffer.from('{"type":"about:blank","title":"Not Found","status":404}');
  return () => (req, res) => {
    const path = new URL(req.url, 'http://h').pathname;
    if (path === '/v1/broker-pairs') return send(res, 200, pairs);
    if (lookup(path)) return send(res, 404, notFound);
    return send(res, 200, list);
  };
}

/** Decimals of 100,000 digits, as strings and as JSON numbers, in every record, every answer. */
function hugeDecimals() {
  const digits = `1${'7'.repeat(99_999)}`;
  const record = `{"id":"1","pairSymbol":"AAABBB","price":"${digits}.${digits}","quantity":${digits},"amount":"-${digits}","fee":${digits}.${digits},"makerFee":"${digits}","volume":${digits}e${digits.slice(0, 6)}}`;
  const list = Buffer.from(`[${record},${record}]`);
  const one = Buffer.from(record);
  const pairs = Buffer.from(JSON.stringify(PAIRS.map((p) => ({ ...p, minQuantity: digits }))));
  return () => (req, res) => {
    const path = new URL(req.url, 'http://h').pathname;
    if (path === '/v1/broker-pairs') return send(res, 200, pairs);
    return send(res, 200, lookup(path) ? one : list);
  };
}

/** Every answer but the broker pairs a gzip bomb (2 MB on the wire, 2 GiB inflated). */
function gzipBombs() {
  const bomb = gzipBomb();
  const pairs = Buffer.from(JSON.stringify(PAIRS));
  return () => (req, res) => {
    const path = new URL(req.url, 'http://h').pathname;
    if (path === '/v1/broker-pairs') return send(res, 200, pairs);
    send(res, 200, bomb, { 'content-encoding': 'gzip' });
  };
}

/** The targets by name: `() => (seen) => handler` (built once per case, the bodies shared by every answer). */
export const EVERY_ANSWER_CASES = {
  'a 6 MB string in every answer': sixMegabyteString,
  'a ~7 MB array on every list answer': sevenMegabyteArray,
  '100,000-digit decimals on every answer': hugeDecimals,
  'a gzip bomb on every answer': gzipBombs,
};
