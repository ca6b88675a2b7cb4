// The finding codes of the shared probes (support/probes/*.ts and the one-equals-list probe), so each
// check declares exactly what the probes it calls can emit.

/** support/probes/boundaries.ts, beforeInclusiveProbe. */
export const BEFORE_INCLUSIVE_CODES = ['before-not-inclusive', 'before-returns-later'] as const;
/** support/probes/boundaries.ts, afterExclusiveProbe. */
export const AFTER_EXCLUSIVE_CODES = ['after-not-exclusive', 'after-returns-earlier', 'after-misses-record'] as const;
/** support/probes/created-at-ordering.ts. */
export const CREATED_AT_ORDERING_CODES = [
  'asc-not-ascending', 'desc-not-descending', 'default-not-descending', 'asc-not-desc-reversed', 'default-not-desc',
] as const;
/** support/probes/filters.ts. */
export const FILTER_CODES = ['filter-not-applied', 'filter-union-differs', 'multi-value-misses'] as const;
/** support/probes/paging.ts, pagingProbe. */
export const PAGING_CODES = ['page-over-page-size', 'pages-overlap', 'pages-differ-from-large-page'] as const;
/** support/probes/paging.ts, pageDefaultProbe. */
export const PAGE_DEFAULT_CODES = ['default-not-page-1', 'page-2-repeats-page-1'] as const;
/** support/probes/paging.ts, pageSizeDefaultProbe. */
export const PAGE_SIZE_DEFAULT_CODES = ['default-page-size'] as const;
/** support/probes/windows.ts, windowMaxProbe and windowDefaultProbe. */
export const WINDOW_BOUNDS_CODES = ['outside-bounds', 'spans-over-90-days'] as const;
/** support/probes/windows.ts, windowAnchorProbe. */
export const WINDOW_ANCHOR_CODES = ['not-anchored'] as const;
/** support/one-equals-list.ts. */
export const ONE_EQUALS_LIST_CODES = ['listed-not-found-by-id', 'differs-from-list'] as const;
/** support/property.ts: a predicate that threw something other than a transport error. */
export const PROPERTY_CODES = ['property-crashed'] as const;
