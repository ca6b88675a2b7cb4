// Faults that show only beyond a sample (issue 22, "every rule on every sample"): each breaks a rule
// under one general condition (a later page, another query mode, a malformed id, a filter matching
// nothing...) that a check reading only page 1, one mode or one pair would miss.
import type { Fault } from './types.js';

export const EVERY_SAMPLE_FAULTS: readonly Fault[] = [
  {
    name: 'success-labelled-text-plain',
    description: 'Every 200 answer carries its JSON body with Content-Type text/plain.',
    requirements: ['GEN-SUCCESS-JSON-MEDIA-TYPE'],
    hooks: {
      successHeaders: () => ({ 'content-type': 'text/plain; charset=utf-8' }),
    },
  },
];
