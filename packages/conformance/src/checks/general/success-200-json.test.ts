import { checkTable } from '#test-support/check-table.js';
import { success200Json } from './success-200-json.js';

checkTable(success200Json, {
  fails: [
    { fault: 'fee-levels-body-cut', codes: ['not-json'] },
    { fault: 'fee-levels-status-203', codes: ['not-200'] },
    { fault: 'body-utf8-bom', codes: ['not-utf8'] },
    { fault: 'body-latin1-byte', codes: ['not-utf8'] },
    { fault: 'body-latin1-byte-late', codes: ['not-utf8'] },
    { fault: 'body-utf16le', codes: ['not-utf8'] },
  ],
});
