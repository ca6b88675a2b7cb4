// Reference data checks: broker pairs, crypto assets, crypto network families, fee levels.
import type { Check } from '#types';
import { brokerPairsScale } from './broker-pairs-scale.js';
import { brokerPairsSchema } from './broker-pairs-schema.js';
import { brokerPairsSymbolComposed } from './broker-pairs-symbol-composed.js';
import { brokerPairsSymbolFilter } from './broker-pairs-symbol-filter.js';
import { cryptoAssetsNetworkExists } from './crypto-assets-network-exists.js';
import { cryptoAssetsScale } from './crypto-assets-scale.js';
import { cryptoAssetsSchema } from './crypto-assets-schema.js';
import { feeLevelsComplete } from './fee-levels-complete.js';
import { feeLevelsSchema } from './fee-levels-schema.js';
import { feeLevelsText } from './fee-levels-text.js';
import { feeLevelsTopBand } from './fee-levels-top-band.js';
import { feeLevelsValues } from './fee-levels-values.js';
import { networkFamiliesFamilyId } from './network-families-family-id.js';
import { networkFamiliesSchema } from './network-families-schema.js';
import { noExtraFields } from './no-extra-fields.js';

export const referenceDataChecks = [
  brokerPairsSchema,
  brokerPairsScale,
  brokerPairsSymbolFilter,
  brokerPairsSymbolComposed,
  cryptoAssetsSchema,
  cryptoAssetsScale,
  cryptoAssetsNetworkExists,
  networkFamiliesSchema,
  networkFamiliesFamilyId,
  feeLevelsSchema,
  feeLevelsComplete,
  feeLevelsValues,
  feeLevelsText,
  feeLevelsTopBand,
  noExtraFields,
] as const satisfies readonly Check[];
