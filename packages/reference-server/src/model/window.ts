import type { Instant } from '@tarc/domain';
import type { InstantWindow } from './filters.js';

/** Half-open: "created after" (exclusive), "on or before" (inclusive). Instants compare as text. */
export function inWindow(createdAt: Instant, window: InstantWindow): boolean {
  return (window.after === undefined || createdAt > window.after) && (window.before === undefined || createdAt <= window.before);
}
