import { describe, expect, it } from 'vitest';
import * as api from './index.js';

describe('public API', () => {
  it('exports the contract by name', () => {
    expect(Object.keys(api).sort()).toEqual(
      [
        'DEFAULT_LIVE_RATE',
        'DEFAULT_PROFILE',
        'MAX_ORDERS',
        'PROFILE_CHOICES',
        'createReferenceHandler',
        'isFaultName',
        'listFaults',
        'parseThrottle',
        'serveCommand',
        'startReferenceServer',
      ].sort(),
    );
    expect(api.listFaults().length).toBeGreaterThanOrEqual(14);
  });
});
