import { checkTable } from '#test-support/check-table.js';
import { authenticationOtherEndpoints } from './other-endpoints.js';

checkTable(authenticationOtherEndpoints, {
  reports: [{ message: /broker-pairs → 200/ }, { profile: { referenceDataAuth: true }, message: /broker-pairs → 401/ }],
});
