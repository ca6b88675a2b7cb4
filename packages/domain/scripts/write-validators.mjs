// Writes dist/validators.cjs: the strict validator of every resource kind, precompiled by ajv
// (standalone code) with validateResource's options, so a run compiles no schema (about 80 ms of a
// cold run's CPU). CommonJS, so validateResource loads it synchronously (no top-level await: the
// package must load through require() too). Run by `build` after tsc; validateResource ignores the file when it no longer
// matches the schemas (fingerprint) and compiles at first use instead.
import { writeFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { AJV_OPTIONS, schemasFingerprint } from '../dist/schemas/ajv-options.js';
import { schemas } from '../dist/schemas/resources.js';

const ajv = new Ajv2020({ ...AJV_OPTIONS, code: { source: true, esm: false } });
for (const schema of Object.values(schemas)) ajv.addSchema(schema);
const exports = Object.fromEntries(Object.entries(schemas).map(([kind, schema]) => [kind, schema.$id]));
const code = `${standaloneCode.default ? standaloneCode.default(ajv, exports) : standaloneCode(ajv, exports)}
exports.fingerprint = ${JSON.stringify(schemasFingerprint(schemas))};
`;
writeFileSync(new URL('../dist/validators.cjs', import.meta.url), code);
console.log(`wrote dist/validators.cjs (${Object.keys(exports).length} precompiled validators)`);
