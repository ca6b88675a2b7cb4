// Error checks: the problem-details bodies of "Errors" and its rules. A request another section owns
// (an unknown pair, status=Canceled: orders.pair-unknown-400, orders.status-canceled-400) has its
// body judged there; these checks own the requests nothing else sends.
import type { Check } from '#types';
import { orders400Body } from './orders-400-body.js';
import { orderNotFound } from './not-found.js';
import { ordersMessages } from './orders-messages.js';
import { tradeNotFound } from './not-found.js';

export const errorsChecks = [orderNotFound, tradeNotFound, orders400Body, ordersMessages] as const satisfies readonly Check[];
