// The whole conformance suite as tests of this project: one test per check, grouped by spec section,
// and a last test, `verdict`, that passes only when the server passes.
//   npx vitest run                          all of it
//   npx vitest run -t orders.canceled       the checks whose id starts so (and discovery)
//   npx vitest                              watch mode: a change to src/ runs it again
import { describeConformance } from '@tarc/vitest';
import { accounts, app } from '../src/app.js';

const [first, second] = accounts;

describeConformance({
  app,
  credentials: { apiKey: first!.apiKey, apiSecret: first!.apiSecret, second },
  seed: 1,
});
