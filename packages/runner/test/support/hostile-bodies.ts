// What a broken or hostile server sends, at the runner's own limits: for the test that a run survives
// it with bounded memory and a clean terminal.
import { DEFAULT_MAX_BODY_BYTES } from '../../src/http/client.js';

const CAP = DEFAULT_MAX_BODY_BYTES;
/** Clear screen, set the window title, carriage return and a forged line. */
const TERMINAL_ESCAPES = '\u001b[2J\u001b]0;pwned\u0007\r\u001b[32mPASS\u001b[0m \u009b31m';

interface HostileAnswer {
  status: number;
  body: Buffer;
}

/** Answers by path; each body is built once. */
export type HostileCase = (path: string) => HostileAnswer;

function cached(build: (path: string) => HostileAnswer): HostileCase {
  const bodies = new Map<string, HostileAnswer>();
  return (path) => {
    let answer = bodies.get(path);
    if (!answer) bodies.set(path, (answer = build(path)));
    return answer;
  };
}

const ok = (text: string): HostileAnswer => ({ status: 200, body: Buffer.from(text) });
const evil = TERMINAL_ESCAPES;

export const HOSTILE_CASES: Readonly<Record<string, () => HostileCase>> = {
  /** Every endpoint: `[[[[…]]]]` 4 Mi levels deep, the whole 8 MiB. */
  'nested arrays at the cap': () => {
    const half = Math.floor(CAP / 2);
    const body = ok('['.repeat(half) + ']'.repeat(half));
    return () => body;
  },
  /** Every endpoint: `[{},{},…]`, 2.8 million objects in 8 MiB. */
  'an array of small objects at the cap': () => {
    const body = ok(`[${'{},'.repeat(Math.floor((CAP - 5) / 3))}{}]`);
    return () => body;
  },
  /** 5,000 broker pairs (and each listed twice); every other list empty. */
  '5,000 broker pairs': () =>
    cached((path) => {
      if (path !== '/v1/broker-pairs') return ok('[]');
      const pairs = Array.from({ length: 10_000 }, (_, i) => {
        const n = String(i % 5000).padStart(4, '0');
        return { symbol: `C${n}USD`, numeratorSymbol: `C${n}`, denominatorSymbol: 'USD', priceScale: 2, quantityScale: 8 };
      });
      return ok(JSON.stringify(pairs));
    }),
  /** Every string of every record (and every problem) carries terminal escapes. */
  'escape sequences in every string': () =>
    cached((path) => {
      const record = {
        id: `1${evil}`,
        accountId: evil,
        pairSymbol: `AB${evil}`,
        symbol: `AB${evil}`,
        status: evil,
        type: evil,
        side: evil,
        createdAt: evil,
        amount: evil,
        title: evil,
        detail: evil,
        errors: { [evil]: [evil] },
        [evil]: evil,
      };
      if (path.startsWith('/v1/fee-levels'))
        return { status: 400, body: Buffer.from(JSON.stringify({ title: evil, status: 400, errors: { pairSymbol: [evil] } })) };
      if (path.split('/').length > 3) return ok(JSON.stringify(record));
      return ok(JSON.stringify([record, { ...record, id: `2${evil}` }]));
    }),
};
