// Error checks: the problem-details bodies of "Errors" and its rules.
import type { Check } from '../../types.js';
import { orders400Body } from './orders-400-body.js';
import { ordersCanceledStatus } from './orders-canceled-status.js';
import { ordersUnknownPair } from './orders-unknown-pair.js';
import { orderNotFound } from './order-not-found.js';
import { tradeNotFound } from './trade-not-found.js';

export const errorsChecks: readonly Check[] = [
  orderNotFound,
  tradeNotFound,
  orders400Body,
  ordersUnknownPair,
  ordersCanceledStatus,
];
