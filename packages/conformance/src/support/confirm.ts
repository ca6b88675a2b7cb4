// Confirm before fail. On a production account records arrive and change status while the suite
// runs, so a comparison of two answers (a page walk against one large page, pageSize omitted against
// pageSize=50) can be disturbed by a record that arrived between them. Such a comparison is observed
// again, with every request sent anew (`fresh`, bypassing any answer cache) and closer together,
// and a violation is reported only when it repeats; the finding says it was confirmed.
import type { CheckContext, Finding } from '#types';

/** Added to the message of a finding seen on both observations. */
export const CONFIRMED = 'confirmed on a second observation';

/** The same context, every request of it marked `fresh` (sent to the server, never answered from a cache). */
export function freshContext(ctx: CheckContext): CheckContext {
  return {
    ...ctx,
    http: { get: (path, query, options) => ctx.http.get(path, query, { ...options, fresh: true }) },
  };
}

/**
 * The findings of `first` whose code the second observation (`again`, run with a fresh context)
 * shows too, each marked confirmed; none when the violation did not repeat. `again` returns
 * undefined when it could not observe (then the first observation stands unconfirmed: nothing is
 * reported on a comparison that could not be repeated).
 */
export async function confirmFindings(
  ctx: CheckContext,
  first: readonly Finding[],
  again: (fresh: CheckContext) => Promise<readonly Finding[] | undefined>,
): Promise<Finding[]> {
  if (first.length === 0) return [];
  const second = await again(freshContext(ctx));
  if (second === undefined) return [];
  const repeated = new Set(second.map((f) => f.code));
  return first.filter((f) => repeated.has(f.code)).map((f) => ({ ...f, message: `${f.message} (${CONFIRMED})` }));
}
