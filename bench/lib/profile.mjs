// TARC_BENCH_PROFILE_DIR=dir: a child writes a CPU profile of its measured window only (imports and
// start-up excluded) to dir/<name>-<pid>.cpuprofile, for the flame chart of Chrome DevTools.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';

export async function startWindowProfile(name) {
  const dir = process.env.TARC_BENCH_PROFILE_DIR;
  if (!dir) return { stop: async () => {} };
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return {
    async stop() {
      const { profile } = await session.post('Profiler.stop');
      writeFileSync(join(dir, `${name}-${process.pid}.cpuprofile`), JSON.stringify(profile));
      session.disconnect();
    },
  };
}
