// `pnpm test`'s first step: the typecheck of the whole workspace (tests included) and the build of
// every package, side by side. Each is one tsc process at a time, so on two cores the pair takes the
// time of the longer; one after the other they cost CI about half a minute more. Each one's output is
// printed whole when it ends (never interleaved); the exit code is the first failure's, else 0.
// The packages still build one at a time (`pnpm build`): conformance's tests run the runner, a
// devDependency, so pnpm sees a cycle and, two at a time, built the runner before conformance.
import { spawn } from 'node:child_process';

const steps = [
  ['typecheck', 'tsc -p tsconfig.json --noEmit'],
  ['build', 'pnpm build'],
];

const run = ([name, command]) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (b) => output.push(b));
    child.stderr.on('data', (b) => output.push(b));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code, signal) => {
      const status = code ?? (signal ? 1 : 0);
      process.stdout.write(Buffer.concat(output));
      console.log(`${name} (${command}): ${status === 0 ? 'ok' : `FAILED, exit ${status}`} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
      resolve(status);
    });
  });

const codes = await Promise.all(steps.map(run));
process.exitCode = codes.find((code) => code !== 0) ?? 0;
