// Which part of the run sent a request (a check's id, `preflight`, `discovery`): carried through
// the awaits of that part, so the judge of every exchange can name it in a finding's words.
import { AsyncLocalStorage } from 'node:async_hooks';

const current = new AsyncLocalStorage<string>();

/** Runs `task` with every request it sends said to be sent by `name`. */
export function sentBy<T>(name: string, task: () => T): T {
  return current.run(name, task);
}

/** The part of the run the current request comes from (`the run` outside any). */
export function senderNow(): string {
  return current.getStore() ?? 'the run';
}
