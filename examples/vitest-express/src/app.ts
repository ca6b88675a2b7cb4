// The implementer's server: an Express app, conformant by delegation (every request goes to the
// reference server's handler). Yours would route to your own code instead; @tarc/vitest takes the
// app as it is (an Express app is a node:http request listener), so no server is started by hand.
import express from 'express';
import { createReferenceHandler } from '@tarc/reference-server';
import type { FaultName } from '@tarc/reference-server';

// To see what a broken server looks like in the test output: TARC_EXAMPLE_FAULT=orders-canceled-listed
// (any name of `tarc serve --list-faults`).
// The handler refuses an unknown name with a message naming the known ones.
const fault = (process.env.TARC_EXAMPLE_FAULT || undefined) as FaultName | undefined;
const reference = createReferenceHandler({ seed: 1, ...(fault ? { fault } : {}) });

/** The demo accounts of the reference server's data; your tests would read their own from the environment. */
export const accounts = reference.accounts;

export const app: express.Express = express();
app.disable('x-powered-by');
app.use((req, res) => reference.listener(req, res));
