import { startReferenceServer } from '@tarc/reference-server';
import { it } from 'vitest';
import { get } from '../../packages/reference-server/src/client.testutil.js';

it('counts', async () => {
  const s = await startReferenceServer({});
  const now = new Date();
  const fmt = (d: Date) => d.toISOString().slice(0, 19);
  for (const pair of ['BTCTRY', 'ETHTRY', 'BTCUSDT', 'USDTTRY']) {
    const perDay = new Map<string, number>();
    let total = 0;
    for (let page = 1; page < 20; page++) {
      const r = await get(s.url, `/v1/trades?pairSymbol=${pair}&createdAtBefore=${fmt(now)}&pageSize=1000&page=${page}`, { account: s.accounts[0] });
      const list = r.json as { createdAt: string }[];
      if (!Array.isArray(list) || list.length === 0) break;
      total += list.length;
      for (const t of list) perDay.set(t.createdAt.slice(0, 10), (perDay.get(t.createdAt.slice(0, 10)) ?? 0) + 1);
    }
    const top = [...perDay.entries()].sort((a, b) => b[1] - a[1]).slice(0, 3);
    console.log(pair, total, JSON.stringify(top));
  }
  for (const ep of ['crypto-deposits', 'crypto-withdrawals']) {
    const r = await get(s.url, `/v1/${ep}?createdAtAfter=${fmt(new Date(now.getTime() - 400 * 864e5))}&createdAtBefore=${fmt(now)}&pageSize=1000`, {
      account: s.accounts[0],
    });
    const list = r.json as { assetId: unknown }[];
    const per = new Map<string, number>();
    for (const t of list) per.set(String(t.assetId), (per.get(String(t.assetId)) ?? 0) + 1);
    console.log(ep, list.length, JSON.stringify([...per.entries()]));
  }
  await s.close();
}, 120000);
