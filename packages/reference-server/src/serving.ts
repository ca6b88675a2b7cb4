// Which engine serves the orders and trades endpoints. The plain model (src/model/) is the server a
// reader should meet: arrays of records and the domain's rules. From SCALE_MIN_ORDERS orders on, it
// is too slow and too large, and the index engine with its byte caches (src/scale/) serves instead.
// Both give the same bytes for the same requests (src/byte-identical.test.ts runs both).
import type { Dataset } from './data/dataset.js';
import type { FaultHooks } from './faults/types.js';
import { buildModel } from './model/model.js';
import { modelStore } from './model/model-store.js';
import type { Store } from './model/store.js';
import { scaleStore } from './scale/store.js';
import type { ReferenceProfile } from './types.js';

/**
 * From this many orders on, the scale engine serves. Measured (README, "The model serves"): at
 * 10,000 orders the model answers a page query within half a millisecond of the scale engine; its
 * cost then grows linearly (6 times the scale engine's at 30,000 orders, 24 times at 100,000).
 */
const SCALE_MIN_ORDERS = 10_000;

/**
 * - `model`: the plain model selects and its records are serialized.
 * - `scale-bytes`: the index engine selects and the bodies are written as bytes from the columns.
 * - `scale-records`: the index engine selects, and records are built as objects to serialize,
 *   because a fault's `record` hook must see (and may change) each record: bytes would skip it.
 */
export type Serving = 'model' | 'scale-bytes' | 'scale-records';

export function servingFor(ds: Dataset, hooks: FaultHooks): Serving {
  if (ds.orders.count < SCALE_MIN_ORDERS) return 'model';
  return hooks.record === undefined ? 'scale-bytes' : 'scale-records';
}

export function createStore(ds: Dataset, profile: Readonly<ReferenceProfile>, serving: Serving): Store {
  if (serving === 'model') return modelStore(buildModel(ds, profile), profile);
  return scaleStore(ds, profile, serving === 'scale-bytes');
}
