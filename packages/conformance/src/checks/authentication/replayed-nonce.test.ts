import { checkTable } from '#test-support/check-table.js';
import { authenticationReplayedNonce } from './replayed-nonce.js';

checkTable(authenticationReplayedNonce, { fails: [{ fault: 'auth-replayed-nonce-accepted', codes: ['accepted-replay'] }] });
