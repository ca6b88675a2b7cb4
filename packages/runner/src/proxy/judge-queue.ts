// The proxy's judge works from a bounded queue, behind the traffic: an exchange is queued once its
// answer is sent, and judged when the event loop has a turn to spare. While traffic flows (a request
// or an answer since the judge's last turn) the judge takes one job per turn of the loop, after the
// sockets' events of that turn; on a turn without traffic it works through the queue for up to
// IDLE_BUDGET_MS. A queue that is full takes no more: the caller counts that exchange as not judged
// and says so, never silently.

/** Milliseconds of judging per loop turn when no traffic came since the last turn (a request arriving meanwhile waits at most this). */
const IDLE_BUDGET_MS = 1;

export interface JudgeQueue<T> {
  /** Queues a job; false when the queue is full (the job is not taken). */
  offer(job: T): boolean;
  /** Says traffic came (a request, an answer): the judge's next turn takes one job only. */
  traffic(): void;
  /** Jobs queued or being worked on. */
  readonly size: number;
  /** Empties the queue without working on its jobs, and returns them. */
  takeAll(): T[];
}

/**
 * A queue of at most `capacity` jobs worked on one at a time by `work` (which may return a promise:
 * the next job waits for it). `onSettled` is called each time the queue becomes empty.
 */
export function judgeQueue<T>(capacity: number, work: (job: T) => void | Promise<void>, onSettled: () => void): JudgeQueue<T> {
  // A ring of `capacity` slots: no shifting of an array on every job.
  const ring: (T | undefined)[] = [];
  let head = 0;
  let length = 0;
  let working = false;
  let scheduled = false;
  let arrivals = 0;

  const take = (): T => {
    const job = ring[head] as T;
    ring[head] = undefined;
    head = (head + 1) % capacity;
    length--;
    return job;
  };
  const schedule = () => {
    if (scheduled || working || length === 0) return;
    scheduled = true;
    setImmediate(step);
  };
  const finished = () => {
    working = false;
    if (length === 0) onSettled();
    else schedule();
  };
  const step = () => {
    scheduled = false;
    const busy = arrivals > 0;
    arrivals = 0;
    const until = busy ? 0 : performance.now() + IDLE_BUDGET_MS;
    do {
      const job = take();
      working = true;
      const pending = work(job);
      if (pending) {
        // Decoding off the loop (an inflater on the thread pool): the next job waits for it.
        void pending.then(finished, finished);
        return;
      }
      working = false;
    } while (length > 0 && performance.now() < until);
    finished();
  };
  return {
    offer(job) {
      if (length >= capacity) return false;
      ring[(head + length) % capacity] = job;
      length++;
      arrivals++;
      schedule();
      return true;
    },
    traffic() {
      arrivals++;
    },
    get size() {
      return length + (working ? 1 : 0);
    },
    takeAll() {
      const jobs: T[] = [];
      while (length > 0) jobs.push(take());
      return jobs;
    },
  };
}
