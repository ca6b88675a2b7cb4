// The finding codes of the shared probes (support/probes/*.ts and the one-equals-list probe), each
// with what it means, so each check declares exactly what the probes it calls can emit: a check
// whose `codes` names one of these tables finds the meanings here, one hop away.

/** support/probes/boundaries.ts, beforeInclusiveProbe. */
export const BEFORE_INCLUSIVE_CODES = {
  'before-not-inclusive': 'createdAtBefore equal to a record\'s createdAt does not return that record ("on or before")',
  'before-returns-later': 'createdAtBefore returned a record created after it',
} as const;
/** support/probes/boundaries.ts, afterExclusiveProbe. */
export const AFTER_EXCLUSIVE_CODES = {
  'after-not-exclusive': 'createdAtAfter equal to a record\'s createdAt still returns that record ("after" is exclusive)',
  'after-returns-earlier': 'createdAtAfter returned a record created before it',
  'after-misses-record': 'createdAtAfter one second before a record was created does not return it',
} as const;
/** support/probes/created-at-ordering.ts. */
export const CREATED_AT_ORDERING_CODES = {
  'asc-not-ascending': 'order=ASC returned records not in ascending createdAt order',
  'desc-not-descending': 'order=DESC returned records not in descending createdAt order',
  'default-not-descending': 'order omitted returned records not in descending createdAt order',
  'asc-not-desc-reversed': 'order=ASC did not return the records of order=DESC reversed',
  'default-not-desc': 'order omitted did not return the records of order=DESC (DESC is not the default)',
} as const;
/** support/probes/filters.ts. */
export const FILTER_CODES = {
  'filter-not-applied': 'a filter returned a record whose field has another value than the one(s) asked for',
  'filter-union-differs': "the filter's results for each value together differ from the result without the filter",
  'multi-value-misses': 'the filter with several values missed records the single values return',
} as const;
/** support/probes/paging.ts, pagingProbe. */
export const PAGING_CODES = {
  'page-over-page-size': 'a page holds more records than the pageSize asked for',
  'pages-overlap': 'consecutive pages repeat records',
  'pages-differ-from-large-page': 'consecutive small pages do not hold the records of one larger page',
} as const;
/** support/probes/paging.ts, pageDefaultProbe. */
export const PAGE_DEFAULT_CODES = {
  'default-not-page-1': 'page omitted does not return page 1',
  'page-2-repeats-page-1': 'page 2 repeats records of page 1',
} as const;
/** support/probes/paging.ts, pageSizeDefaultProbe. */
export const PAGE_SIZE_DEFAULT_CODES = {
  'default-page-size': 'pageSize omitted returned another number of records than the default page size (when more match)',
} as const;
/** support/probes/windows.ts, windowMaxProbe and windowDefaultProbe. */
export const WINDOW_BOUNDS_CODES = {
  'outside-bounds': 'a record returned lies outside the window requested (or the default one)',
  'spans-over-90-days': 'one response spans more than 90 days of createdAt',
} as const;
/** support/probes/windows.ts, windowAnchorProbe. */
export const WINDOW_ANCHOR_CODES = {
  'not-anchored': 'a range of more than 90 days was not replaced by the 90 days at either end',
} as const;
/** support/one-equals-list.ts. */
export const ONE_EQUALS_LIST_CODES = {
  'listed-not-found-by-id': 'a record of the list is not returned by its endpoint by id',
  'differs-from-list': 'a record read by id differs from its list form',
} as const;
/** support/property.ts: a predicate that threw something other than a transport error. */
export const PROPERTY_CODES = {
  'property-crashed': 'a property run threw something other than a transport error on some generated query',
} as const;
