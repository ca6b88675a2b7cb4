import { checkTable } from '#test-support/check-table.js';
import { authenticationSpoiledSignature } from './spoiled-signature.js';

checkTable(authenticationSpoiledSignature, {
  fails: [
    {
      fault: 'auth-signature-prefix-compared',
      codes: ['accepted-signature-extended', 'accepted-signature-spoiled-end', 'accepted-signature-spoiled-middle', 'accepted-signature-truncated'],
    },
    {
      fault: 'auth-signature-length-compared',
      codes: ['accepted-signature-spoiled-end', 'accepted-signature-spoiled-middle', 'accepted-signature-spoiled-start'],
    },
    { fault: 'auth-signature-end-unchecked', codes: ['accepted-signature-spoiled-end'] },
    { fault: 'auth-signature-extra-characters-accepted', codes: ['accepted-signature-extended'] },
    {
      fault: 'auth-transfers-signature-unchecked',
      codes: [
        'accepted-signature-extended',
        'accepted-signature-spoiled-end',
        'accepted-signature-spoiled-middle',
        'accepted-signature-spoiled-start',
        'accepted-signature-truncated',
      ],
      profile: { referenceDataAuth: true },
    },
  ],
});
