// @tarc/vitest public API. Exports by name; everything not listed here is internal.
export { describeConformance } from './describe-conformance.js';
export type { App, FastifyApp, FetchHandler, KoaApp, NestApp, NodeServer, RequestListener } from './app.js';
export type { ApiCredentials, DescribeConformanceOptions } from './options.js';
