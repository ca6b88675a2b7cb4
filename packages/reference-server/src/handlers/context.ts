// What a handler gets and gives back. Handlers read the dataset and the query rules; the server core
// does authentication, serialization, error bodies and the fault hooks around them.
import type { Instant, QueryContext, ResourceKind, ValidationProblem } from '@tarc/domain';
import type { Dataset } from '../data/dataset.js';
import type { FaultHooks, HookBase } from '../faults/types.js';
import type { Store } from '../model/store.js';
import type { ReferenceProfile } from '../types.js';

export interface RequestContext {
  ds: Dataset;
  profile: Readonly<ReferenceProfile>;
  hooks: FaultHooks;
  /** Endpoint, profile and account count, as every hook receives them. */
  base: HookBase;
  /** The query as received. */
  raw: URLSearchParams;
  /** The query the rules read (after the `rawQuery` hook). */
  params: URLSearchParams;
  /** The authenticated account, or -1 on a public endpoint. */
  account: number;
  /** The path id of a lookup. */
  id?: string;
  /** The context of the domain's query rules (clock, pairs, profile readings). */
  queryContext: QueryContext;
  /** What answers orders and trades: the plain model, or the scale engine on large datasets. */
  store: Store;
  /**
   * Live data: the wall clock, as an instant. Records created later do not exist yet: every
   * selection ends there and a lookup of one answers 404.
   */
  visible?: { until: Instant };
}

export type HandlerResult =
  | { status: 200; kind: ResourceKind; records: object[] | object }
  /** The body already written as JSON bytes, held as a latin1 string (one char per byte): the fast path. */
  | { status: 200; kind: ResourceKind; latin1Body: string }
  | { status: 400; problem: ValidationProblem }
  | { status: 404 };

export type Handler = (c: RequestContext) => HandlerResult;

/** Ends a selection's window at the wall clock under live data (records not created yet stay out). */
export function visibleWindow<W extends { before?: Instant }>(c: RequestContext, window: W): W {
  if (c.visible && (window.before === undefined || window.before > c.visible.until)) window.before = c.visible.until;
  return window;
}

/** Whether a record created at `createdAt` exists yet (always, without live data). */
export function existsYet(c: RequestContext, createdAt: Instant): boolean {
  return c.visible === undefined || createdAt <= c.visible.until;
}
