import { checkTable } from '#test-support/check-table.js';
import { tradesOrderIdReading } from './order-id-reading.js';

checkTable(tradesOrderIdReading, {
  reports: [
    { message: /orderId alone → 200; orderId with pairSymbol and a window → 400/ },
    { profile: { tradesOrderId: 'filter' }, message: /orderId alone → 400; orderId with pairSymbol and a window → 200/ },
  ],
});
