import { checkTable } from '../../support/check-table.testutil.js';
import { authenticationReplayedNonce } from './replayed-nonce.js';

checkTable(authenticationReplayedNonce, { fails: [{ fault: 'auth-replayed-nonce-accepted', codes: ['accepted-replay'] }] });
