// The spec's limits and listed values the suite reads. Each is defined once, in @tarc/domain, and
// re-exported here by name (never redefined): every check, support module and the runner's
// discovery read them from here or from the domain. spec-constants.test.ts fails on a second
// definition anywhere in packages/ or packages/conformance/ and on a spec limit written as a literal.
export {
  DEFAULT_RANGE_DAYS,
  FEE_TABLE,
  LISTABLE_ORDER_STATUSES,
  MAX_RANGE_DAYS,
  ORDER_STATUSES,
  ORDERS_PAGE_SIZE,
  PAGE_DEFAULT,
  TRADES_PAGE_SIZE,
  TRANSFERS_PAGE_SIZE,
} from '@tarc/domain';
