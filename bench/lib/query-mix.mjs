// A deterministic mix of page queries:
// windows at several depths, filters, deep pages, id order, trades, single orders.
export function queryMix(now, count, seed = 12345) {
  let state = seed;
  const rand = (n) => {
    state = (state + 0x6d2b79f5) >>> 0; // mulberry32
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
  const pairs = ['BTCTRY', 'ETHTRY', 'ETHBTC', 'USDTTRY', 'AVAXTRY'];
  const day = 86_400_000;
  const iso = (msBeforeNow) => new Date(now.getTime() - msBeforeNow).toISOString().replace('Z', '');
  const next = () => {
    const pair = pairs[rand(pairs.length)];
    const page = 1 + (rand(4) === 0 ? rand(200) : rand(5));
    switch (rand(6)) {
      case 0:
        return `/v1/orders?pairSymbol=${pair}&createdAtBefore=${iso(rand(380) * day)}&page=${page}&pageSize=50`;
      case 1:
        return `/v1/orders?pairSymbol=${pair}&createdAtBefore=${iso(rand(380) * day)}&createdAtAfter=${iso((380 + rand(20)) * day)}&status=Partial&type=Buy&page=${page}&pageSize=${1 + rand(50)}&order=ASC`;
      case 2:
        return `/v1/orders?pairSymbol=${pair}&orderIdAfter=${rand(1_000_000_000)}&page=${page}&pageSize=50`;
      case 3:
        return `/v1/orders?pairSymbol=${pair}&orderIdAfter=${rand(1000)}&createdAtBefore=${iso(rand(300) * day)}&status=Untouched&page=${page}`;
      case 4:
        return `/v1/trades?pairSymbol=${pair}&pairSymbol=ETHBTC&createdAtBefore=${iso(rand(380) * day)}&side=Sell&page=${page}&pageSize=${1 + rand(200)}`;
      default:
        return `/v1/orders/${1 + rand(5000)}`;
    }
  };
  return Array.from({ length: count }, next);
}

/** The class of a path of the mix, for per-class figures. */
export function queryClass(path) {
  if (path.startsWith('/v1/trades')) return 'trades, 2 pairs, Sell';
  if (path.includes('status=Partial')) return 'orders window, Partial+Buy, ASC';
  if (path.includes('status=Untouched')) return 'orders by id from, window, Untouched';
  if (path.includes('orderIdAfter')) return 'orders by id from';
  if (path.includes('createdAtBefore')) return 'orders window';
  return 'single order';
}
