// Orders checks: the Order resource, its states, GET /v1/orders and GET /v1/orders/{id}.
import type { Check } from '#types';
import { ordersBothMissing400 } from './both-missing-400.js';
import { ordersCanceledExcluded } from './canceled-excluded.js';
import { ordersCreatedAtAfterExclusive } from '../orders-and-trades/created-at-after-exclusive.js';
import { ordersCreatedAtBeforeInclusive } from '../orders-and-trades/created-at-before-inclusive.js';
import { ordersCreatedAtOrdering } from '../orders-and-trades/created-at-ordering.js';
import { ordersDecimalScale } from './decimal-scale.js';
import { ordersIdOrdering } from './id-ordering.js';
import { ordersInvalidQueryProperty } from './invalid-query-property.js';
import { ordersInvalidValues400 } from './invalid-values-400.js';
import { ordersNoExtraFields } from './no-extra-fields.js';
import { ordersOneCanceled } from './one-canceled.js';
import { ordersOneEqualsList } from '../orders-and-trades/one-equals-list.js';
import { ordersOrderIdAfterInclusive } from './order-id-after-inclusive.js';
import { ordersPageDefault } from '../orders-and-trades/page-default.js';
import { ordersPageSizeDefault, ordersPageSizeDefaultByOrderIdAfter } from '../orders-and-trades/page-size-default.js';
import { ordersPageSizeRange } from './page-size-range.js';
import { ordersPaging } from '../orders-and-trades/paging.js';
import { ordersPairFilter } from './pair-filter.js';
import { ordersPairMissing400 } from './pair-missing-400.js';
import { ordersPairUnknown400 } from './pair-unknown-400.js';
import { ordersQueryProperty } from './query-property.js';
import { ordersSchema } from './schema.js';
import { ordersStatusCanceled400 } from './status-canceled-400.js';
import { ordersStatusCanceledAnyCase } from './status-canceled-any-case.js';
import { ordersStatusFilter } from '../orders-and-trades/value-filters.js';
import { ordersTypeFilter } from '../orders-and-trades/value-filters.js';
import { ordersWindowAnchor } from '../orders-and-trades/window-anchor.js';
import { ordersWindowDefault, ordersWindowMaxRange } from '../orders-and-trades/window-bounds.js';
import { ordersQueryModes } from '../lists/query-modes.js';

export const ordersChecks = [
  ordersSchema,
  ordersDecimalScale,
  ordersNoExtraFields,
  ordersBothMissing400,
  ordersPairMissing400,
  ordersPairUnknown400,
  ordersStatusCanceled400,
  ordersStatusCanceledAnyCase,
  ordersPageSizeRange,
  ordersInvalidValues400,
  ordersCanceledExcluded,
  ordersPairFilter,
  ordersTypeFilter,
  ordersStatusFilter,
  ordersPageDefault,
  ordersPageSizeDefault,
  ordersPageSizeDefaultByOrderIdAfter,
  ordersPaging,
  ordersCreatedAtOrdering,
  ordersIdOrdering,
  ordersOrderIdAfterInclusive,
  ordersCreatedAtBeforeInclusive,
  ordersCreatedAtAfterExclusive,
  ordersWindowMaxRange,
  ordersWindowDefault,
  ordersWindowAnchor,
  ordersOneEqualsList,
  ordersOneCanceled,
  ordersQueryProperty,
  ordersInvalidQueryProperty,
  ordersQueryModes,
] as const satisfies readonly Check[];
