// describeConformance without credentials: the run cannot start, said once with the option to pass.
import { createReferenceHandler } from '@tarc/reference-server';
import { describeConformance } from '@tarc/vitest';

const { listener } = createReferenceHandler({ seed: 1 });
describeConformance({ app: listener, seed: 1 });
