// Trades checks: the Trade resource, GET /v1/trades and GET /v1/trades/{id}.
import type { Check } from '#types';
import { tradesBuySign } from './buy-sign.js';
import { tradesCreatedAtAfterExclusive } from '../orders-and-trades/created-at-after-exclusive.js';
import { tradesCreatedAtBeforeInclusive } from '../orders-and-trades/created-at-before-inclusive.js';
import { tradesCreatedAtDate } from './created-at-date.js';
import { tradesCreatedAtOrdering } from '../orders-and-trades/created-at-ordering.js';
import { tradesDecimalScale } from './decimal-scale.js';
import { tradesNoExtraFields } from './no-extra-fields.js';
import { tradesOneEqualsList } from '../orders-and-trades/one-equals-list.js';
import { tradesOrderIdFilter } from './order-id-filter.js';
import { tradesOrderIdReading } from './order-id-reading.js';
import { tradesOrderMatch } from './order-match.js';
import { tradesPageDefault } from '../orders-and-trades/page-default.js';
import { tradesPageSizeDefault, tradesPageSizeDefaultByCreatedAt } from '../orders-and-trades/page-size-default.js';
import { tradesPageSizeRange } from './page-size-range.js';
import { tradesPaging } from '../orders-and-trades/paging.js';
import { tradesPairFilter } from './pair-filter.js';
import { tradesQueryProperty } from './query-property.js';
import { tradesRequiredParameters } from './required-parameters.js';
import { tradesSchema } from './schema.js';
import { tradesSellSign } from './sell-sign.js';
import { tradesSideFilter } from '../orders-and-trades/value-filters.js';
import { tradesSideFilterModes } from './side-filter-modes.js';
import { tradesWindowAnchor } from '../orders-and-trades/window-anchor.js';
import { tradesWindowDefault, tradesWindowMaxRange } from '../orders-and-trades/window-bounds.js';
import { tradesQueryModes } from '../lists/query-modes.js';

export const tradesChecks = [
  tradesSchema,
  tradesDecimalScale,
  tradesNoExtraFields,
  tradesBuySign,
  tradesSellSign,
  tradesRequiredParameters,
  tradesPairFilter,
  tradesSideFilter,
  tradesSideFilterModes,
  tradesOrderIdFilter,
  tradesOrderIdReading,
  tradesCreatedAtOrdering,
  tradesPageSizeRange,
  tradesPageSizeDefault,
  tradesPageSizeDefaultByCreatedAt,
  tradesPageDefault,
  tradesPaging,
  tradesCreatedAtBeforeInclusive,
  tradesCreatedAtAfterExclusive,
  tradesCreatedAtDate,
  tradesWindowMaxRange,
  tradesWindowDefault,
  tradesWindowAnchor,
  tradesOrderMatch,
  tradesOneEqualsList,
  tradesQueryProperty,
  tradesQueryModes,
] as const satisfies readonly Check[];
