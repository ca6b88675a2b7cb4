import { checkTable } from '../../support/check-table.testutil.js';
import { ordersWindowAnchor } from './window-anchor.js';

checkTable(ordersWindowAnchor, { fails: [{ fault: 'orders-window-replaced-by-30-days', codes: ['not-anchored'] }] });
