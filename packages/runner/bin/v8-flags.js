// V8 flags of the `tarc` process, set before the CLI is loaded. A run is short and executes most of
// its code a few times only (115 checks, a schema compilation per kind, property generators), so
// optimizing functions early costs more CPU than it saves: tiering up after four times V8's default
// budget cut a default run's CPU by about 20% in `pnpm bench` (runner overhead), while long loops
// (a 1,000,000-order dataset) still get optimized.
import { setFlagsFromString } from 'node:v8';

setFlagsFromString('--interrupt-budget=270336');
