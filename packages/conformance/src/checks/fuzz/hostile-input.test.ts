import { checkTable } from '#test-support/check-table.js';
import {
  fuzzAccountWallets,
  fuzzBrokerPairs,
  fuzzCryptoAssets,
  fuzzCryptoDeposits,
  fuzzCryptoNetworkFamilies,
  fuzzCryptoWithdrawals,
  fuzzFeeLevels,
  fuzzOrderById,
  fuzzOrders,
  fuzzTradeById,
  fuzzTrades,
} from './hostile-input.js';

checkTable(fuzzOrders, {
  fails: [
    { fault: 'orders-invalid-values-ignored', codes: ['invalid-not-400'] },
    { fault: 'validation-errors-as-list', codes: ['invalid-not-keyed'] },
    { fault: 'hostile-long-value-500', codes: ['server-error'] },
    { fault: 'hostile-quote-in-symbol-500', codes: ['server-error'] },
    { fault: 'hostile-page-beyond-32-bits-500', codes: ['server-error'] },
    { fault: 'hostile-far-year-500', codes: ['server-error'] },
    { fault: 'hostile-far-year-valid-500', codes: ['server-error'] },
    { fault: 'hostile-repeated-parameter-500', codes: ['server-error'] },
    { fault: 'hostile-page-size-exponent-accepted', codes: ['invalid-not-400'] },
    { fault: 'hostile-miscased-enum-500', codes: ['server-error'] },
  ],
});
checkTable(fuzzOrderById, { fails: [{ fault: 'hostile-malformed-id-500', codes: ['server-error'] }] });
checkTable(fuzzTrades, {
  fails: [
    { fault: 'hostile-non-ascii-filter-500', codes: ['server-error'] },
    { fault: 'hostile-page-beyond-32-bits-500', codes: ['server-error'] },
    { fault: 'hostile-far-year-500', codes: ['server-error'] },
    { fault: 'hostile-miscased-enum-500', codes: ['server-error'] },
  ],
});
checkTable(fuzzTradeById, { fails: [{ fault: 'hostile-malformed-id-500', codes: ['server-error'] }] });
checkTable(fuzzAccountWallets, { fails: [{ fault: 'hostile-non-ascii-filter-500', codes: ['server-error'] }] });
checkTable(fuzzCryptoWithdrawals, {
  fails: [
    { fault: 'hostile-quote-in-symbol-500', codes: ['server-error'] },
    { fault: 'hostile-negative-page-500', codes: ['server-error'] },
    { fault: 'hostile-unknown-parameter-500', codes: ['server-error'] },
    { fault: 'hostile-miscased-enum-500', codes: ['server-error'] },
  ],
});
checkTable(fuzzCryptoDeposits, {
  fails: [
    { fault: 'hostile-control-character-500', codes: ['server-error'] },
    { fault: 'hostile-negative-page-500', codes: ['server-error'] },
    { fault: 'hostile-far-year-valid-500', codes: ['server-error'] },
    { fault: 'hostile-miscased-enum-500', codes: ['server-error'] },
  ],
});
checkTable(fuzzBrokerPairs, { fails: [{ fault: 'hostile-long-value-500', codes: ['server-error'] }] });
checkTable(fuzzCryptoAssets, { fails: [{ fault: 'hostile-control-character-500', codes: ['server-error'] }] });
checkTable(fuzzCryptoNetworkFamilies, { fails: [{ fault: 'hostile-repeated-parameter-500', codes: ['server-error'] }] });
checkTable(fuzzFeeLevels, {
  fails: [
    { fault: 'hostile-long-value-500', codes: ['server-error'] },
    { fault: 'hostile-unknown-parameter-500', codes: ['server-error'] },
  ],
});
