// Send first, judge in order: a check's independent requests go out together (the run's HTTP client
// bounds how many are in flight: --concurrency, --rate) and their answers come back in the check's
// order, so the judging loop reads as if each request had been awaited in turn. 50 ms away, a loop
// of twenty requests costs one round trip instead of twenty.

/**
 * Starts `send(item)` for every item at once and yields `[item, answer]` in the items' order. A
 * rejection is thrown where its item comes, as a sequential loop would; the ones after it (and those
 * a loop that breaks early never reads) are settled quietly.
 */
export async function* inOrder<T, R>(items: Iterable<T>, send: (item: T, index: number) => Promise<R>): AsyncGenerator<readonly [T, R]> {
  const list = [...items];
  const answers = list.map((item, index) => {
    const answer = Promise.resolve().then(() => send(item, index));
    answer.catch(() => undefined);
    return answer;
  });
  for (let i = 0; i < list.length; i++) yield [list[i]!, await answers[i]!] as const;
}

/** Every answer, in the items' order; the first rejection in that order is thrown. */
export async function sendAll<T, R>(items: Iterable<T>, send: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for await (const [, answer] of inOrder(items, send)) out.push(answer);
  return out;
}
