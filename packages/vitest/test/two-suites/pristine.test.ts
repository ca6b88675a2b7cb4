// The example's suite (examples/vitest-express) against the pristine reference server.
import { createReferenceHandler } from '@tarc/reference-server';
import { describeConformance } from '@tarc/vitest';

const { listener, accounts } = createReferenceHandler({ seed: 1 });
const [first, second] = accounts;
describeConformance({ app: listener, credentials: { apiKey: first!.apiKey, apiSecret: first!.apiSecret, second }, seed: 1 });
