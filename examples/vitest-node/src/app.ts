// The implementer's server, conformant by delegation: a plain node:http request listener (the shape
// an Express app or Koa's `app.callback()` has too) that hands every request to the reference
// server's handler. Yours would route to your own code instead.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createReferenceHandler } from '@tarc/reference-server';

// To see what a broken server looks like in the test output: TARC_EXAMPLE_FAULT=orders-canceled-listed
// (any name of `tarc serve --list-faults`).
const fault = process.env.TARC_EXAMPLE_FAULT || undefined;
const reference = createReferenceHandler({ seed: 1, ...(fault ? { fault } : {}) });

/** The demo accounts of the reference server's data; your tests would read their own from the environment. */
export const accounts = reference.accounts;

export function app(req: IncomingMessage, res: ServerResponse): void {
  reference.listener(req, res);
}
