// `tarc openapi [-o FILE]`: writes the OpenAPI 3.1 document of the service (see openapi/document.ts).
import { fsProblem } from '../reports/fs-problem.js';
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { ConfigError } from '../config-error.js';
import { openApiDocument } from '../openapi/document.js';
import type { Io } from './io.js';
import { UsageError } from './usage-error.js';

export const OPENAPI_HELP = `Usage: tarc openapi [-o FILE]

Writes the OpenAPI 3.1 document (JSON) of the Trading Account Read Service: its eleven operations,
generated from @tarc/domain (resource schemas, parameters with their types, enums, bounds, defaults
and required flags, problem-details responses, the four auth headers as security schemes).
It does not capture the rules across records or requests; see the runner's README.

  -o, --output FILE   write to FILE instead of standard output
  -h, --help          this help
`;

export async function openapiCommand(argv: readonly string[], io: Io): Promise<number> {
  let values: { output?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: { output: { type: 'string', short: 'o' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    throw new UsageError(text.split('\n')[0]!.split('. ')[0]!.replace(/\.$/, ''));
  }
  if (values.help) {
    io.stdout.write(OPENAPI_HELP);
    return 0;
  }
  const text = `${JSON.stringify(openApiDocument(), null, 2)}\n`;
  if (values.output === undefined) {
    io.stdout.write(text);
    return 0;
  }
  if (values.output === '') throw new UsageError('--output expects a file name');
  try {
    await writeFile(values.output, text);
  } catch (error) {
    throw new ConfigError(`cannot write ${values.output}: ${fsProblem(error)}`);
  }
  io.stdout.write(`tarc openapi: wrote ${values.output}\n`);
  return 0;
}
