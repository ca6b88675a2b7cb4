// Date windows the checks ask for, computed from the run's clock (never from the server's data).
import { addDays } from '@tarc/domain';
import type { Instant } from '@tarc/domain';
import type { CheckContext } from '#types';

import { MAX_RANGE_DAYS } from '#spec-constants';

export { MAX_RANGE_DAYS };

/** The window of the last `days` days ending at the run's start. */
export function recentWindow(ctx: CheckContext, days = MAX_RANGE_DAYS): { after: Instant; before: Instant } {
  const before = ctx.discovery.now;
  return { after: addDays(before, -days), before };
}

/** DATETIME text for a query parameter, in the configured format (OPEN-POINTS #2). */
export function datetime(ctx: CheckContext, instant: Instant): string {
  return ctx.options.formatDateTime(instant);
}
