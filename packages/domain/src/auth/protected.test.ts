import { describe, expect, it } from 'vitest';
import { protectedEndpoint } from './protected.js';

// Every equivalent form tarc's authentication.equivalent-paths check sends, beside the path a
// decoding router would match: both must give the same answer (a form that reaches a protected
// handler is never let through unauthenticated).
const FORMS: readonly [form: string, decoded: string, expected: ReturnType<typeof protectedEndpoint>][] = [
  ['/v1/orders', '/v1/orders', 'GET /v1/orders'],
  ['/v1/%6Frders', '/v1/orders', 'GET /v1/orders'],
  ['/v1/%6frders', '/v1/orders', 'GET /v1/orders'],
  ['/%761/orders', '/v1/orders', 'GET /v1/orders'],
  ['/v1/account%2Dwallets', '/v1/account-wallets', 'GET /v1/account-wallets'],
  ['/v1/account%2dwallets', '/v1/account-wallets', 'GET /v1/account-wallets'],
  ['/v1/account-wallet%73', '/v1/account-wallets', 'GET /v1/account-wallets'],
  ['/v1/orders/', '/v1/orders', 'GET /v1/orders'],
  ['/v1//orders', '/v1/orders', 'GET /v1/orders'],
  ['/v1/./orders', '/v1/orders', 'GET /v1/orders'],
  ['/v1/x/../orders', '/v1/orders', 'GET /v1/orders'],
  ['/v1/%2E/orders', '/v1/orders', 'GET /v1/orders'],
  ['/v1/x/%2e%2e/orders', '/v1/orders', 'GET /v1/orders'],
  ['/v1/Orders', '/v1/orders', 'GET /v1/orders'],
  ['/V1/ACCOUNT-WALLETS', '/v1/account-wallets', 'GET /v1/account-wallets'],
  ['/v1/orders;x=1', '/v1/orders', 'GET /v1/orders'],
  ['/v1;a/trades;b', '/v1/trades', 'GET /v1/trades'],
  ['/v1/orders/42', '/v1/orders/42', 'GET /v1/orders/{id}'],
  ['/v1/orders/%34%32', '/v1/orders/42', 'GET /v1/orders/{id}'],
  ['/v1/orders/42/', '/v1/orders/42', 'GET /v1/orders/{id}'],
  ['/v1/orders%2F42', '/v1/orders/42', 'GET /v1/orders/{id}'],
  ['/v1/orders%2f42', '/v1/orders/42', 'GET /v1/orders/{id}'],
  ['/v1/%74rades/7', '/v1/trades/7', 'GET /v1/trades/{id}'],
  ['/v1/trades/7;x', '/v1/trades/7', 'GET /v1/trades/{id}'],
  ['/v1/orders/a%2Fb', '/v1/orders/a%2Fb', 'GET /v1/orders/{id}'],
  ['/v1/orders/..', '/v1/orders/..', 'GET /v1/orders/{id}'],
  ['/v1/fee-levels', '/v1/fee-levels', undefined],
  ['/v1/fee%2Dlevels/', '/v1/fee-levels', undefined],
  ['/v1/broker-pairs', '/v1/broker-pairs', undefined],
  ['/v1/orders/1/x', '/v1/orders/1/x', undefined],
  ['/v2/orders', '/v2/orders', undefined],
  ['/v1/ordersx', '/v1/ordersx', undefined],
];

describe('protectedEndpoint on equivalent forms of a path', () => {
  it.each(FORMS)('%s (decoded %s) → %s', (form, decoded, expected) => {
    expect(protectedEndpoint(form)).toBe(expected);
    expect(protectedEndpoint(decoded)).toBe(expected);
  });
});
