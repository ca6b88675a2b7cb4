// Faults at the limits the spec states for trades, withdrawals and deposits ("1 to 1000") whose
// refusal status it does not show (OPEN-POINTS #7).
import type { Fault } from './types.js';

export const LIMIT_FAULTS: readonly Fault[] = [
  {
    name: 'trades-page-size-above-max-capped',
    description: 'GET /v1/trades answers any pageSize above 1000 with 200, as if 1000 were asked, instead of refusing it.',
    requirements: ['GEN-PAGE-SIZE-ABOVE-MAX-REFUSED'],
    hooks: {
      rawQuery(c) {
        const asked = c.params.get('pageSize');
        if (c.endpoint !== 'trades' || asked === null || !/^\d+$/.test(asked) || Number(asked) <= 1000) return;
        const params = new URLSearchParams(c.params);
        params.set('pageSize', '1000');
        return params;
      },
    },
  },
];
