// General checks: the conventions of "What the service does", "Endpoints" and "Versioning" across
// every endpoint, and the run-wide checks (phase `final`).
import type { Check } from '#types';
import { bareArrays } from './bare-arrays.js';
import { createdByEmail } from './created-by-email.js';
import { decimalStrings } from './decimal-strings.js';
import { endpointsUnderV1 } from './endpoints-under-v1.js';
import { filtersMatchNothing } from './filters-match-nothing.js';
import { identifiersStrings } from './identifiers-strings.js';
import { jsonMediaType } from './json-media-type.js';
import { no5xx } from './no-5xx.js';
import { pagePastLastEmpty } from './page-past-last-empty.js';
import { pageSizeAboveMaxRefused } from './page-size-above-max-refused.js';
import { parameterNamesCaseSensitive } from './parameter-names-case-sensitive.js';
import { stringArrayExploded } from './string-array-exploded.js';
import { success200Json } from './success-200-json.js';
import { timestamps } from './timestamps.js';

export const generalChecks = [
  endpointsUnderV1,
  bareArrays,
  decimalStrings,
  timestamps,
  identifiersStrings,
  createdByEmail,
  stringArrayExploded,
  filtersMatchNothing,
  parameterNamesCaseSensitive,
  success200Json,
  jsonMediaType,
  pageSizeAboveMaxRefused,
  pagePastLastEmpty,
  no5xx,
] as const satisfies readonly Check[];
