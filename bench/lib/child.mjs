// Child processes spoken to over IPC: one request, one answer. Every child is killed on exit, so
// a failing benchmark never leaves a server behind.
import { fork } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './modules.mjs';

const live = new Set();
process.on('exit', () => {
  for (const child of live) child.kill('SIGKILL');
});

/**
 * Forks `bench/lib/<script>` and waits for its first message (`{ ready }` or `{ error }`).
 * Returns `{ first, ask(message), stop() }`; `ask` resolves with the next message.
 */
export async function startChild(script, args = [], { execArgv = [], timeoutMs = 120_000 } = {}) {
  const child = fork(join(ROOT, 'bench', 'lib', script), args, { execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  live.add(child);
  child.once('exit', () => live.delete(child));
  let pending;
  const next = () =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${script}: no answer within ${timeoutMs} ms`)), timeoutMs);
      const onExit = (code) => reject(new Error(`${script} exited (${code}) before answering`));
      pending = (message) => {
        clearTimeout(timer);
        child.off('exit', onExit);
        if (message?.error) reject(new Error(`${script}: ${message.error}`));
        else resolve(message);
      };
      child.once('exit', onExit);
    });
  child.on('message', (message) => pending?.(message));
  const first = await next();
  return {
    pid: child.pid,
    first,
    ask(message) {
      const answer = next();
      child.send(message);
      return answer;
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send({ cmd: 'stop' });
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** For children: answer the parent's commands with `handlers[cmd](message)`; `stop` ends the process. */
export function serveParent(handlers, onStop = async () => {}) {
  process.on('message', async (message) => {
    if (message.cmd === 'stop') {
      await onStop();
      process.exit(0);
    }
    try {
      process.send(await handlers[message.cmd](message));
    } catch (error) {
      process.send({ error: error.stack ?? String(error) });
    }
  });
}

const send = (message) => new Promise((resolve) => process.send(message, resolve));

/** For children: run `main` and send its result as the first message (resolves once it is sent). */
export async function reply(main) {
  let message;
  try {
    message = { ready: true, ...(await main()) };
  } catch (error) {
    message = { error: error.stack ?? String(error) };
  }
  await send(message);
}

/** This process's memory: RSS now, peak RSS so far (maxRSS), heap in use. */
export function memory() {
  const { rss, heapUsed } = process.memoryUsage();
  return { rss, maxRss: process.resourceUsage().maxRSS * 1024, heapUsed };
}
