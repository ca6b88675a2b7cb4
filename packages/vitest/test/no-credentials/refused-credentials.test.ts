// describeConformance with credentials the server refuses: preflight says so once, naming the option.
import { createReferenceHandler } from '@tarc/reference-server';
import { describeConformance } from '@tarc/vitest';

const { listener } = createReferenceHandler({ seed: 1 });
describeConformance({ app: listener, seed: 1, credentials: { apiKey: 'pk_nobody', apiSecret: 'bm9ib2R5' } });
