// The example's suite against the reference server with the fault src/example.test.ts injects there.
import { createReferenceHandler } from '@tarc/reference-server';
import { describeConformance } from '@tarc/vitest';

const { listener, accounts } = createReferenceHandler({ seed: 1, fault: 'trades-buy-positive-amounts' });
const [first, second] = accounts;
describeConformance({ app: listener, credentials: { apiKey: first!.apiKey, apiSecret: first!.apiSecret, second }, seed: 1 });
