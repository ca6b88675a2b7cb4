// @tarc/reference-server public API. Exports by name; everything not listed here is internal.
export { serveCommand } from './cli.js';
export type { ServeIo } from './cli.js';
export { isFaultName, listFaults } from './faults/index.js';
export type { FaultName } from './faults/index.js';
export type {
  AuthFailureReason,
  AuthOutcome,
  Fault,
  FaultHooks,
  FaultInfo,
  HookBase,
  NormalizedQuery,
  Selection,
} from './faults/types.js';
export { createReferenceHandler } from './handler.js';
export type { ReferenceHandler, ReferenceHandlerOptions } from './handler.js';
export { DEFAULT_PROFILE, PROFILE_CHOICES } from './profile.js';
export { MAX_ORDERS } from './handler.js';
export { startReferenceServer } from './server.js';
export type { InstantWindow, OrderSelection, Paging, TradeSelection, TransferSelection } from './model/filters.js';
export type { Body, Found, Store } from './model/store.js';
export type { Serving } from './serving.js';
export type { DemoAccount, EndpointName, ReferenceProfile } from './types.js';
export type { LiveRate, ReferenceServer, ReferenceServerOptions, ThrottleLimit } from './server-options.js';
export { DEFAULT_LIVE_RATE } from './data/live.js';
export { parseThrottle } from './http/throttle.js';
