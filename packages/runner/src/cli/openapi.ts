// `tarc openapi [-o FILE] [options]`: writes the OpenAPI 3.1 document of the service (see openapi/document.ts).
import { fsProblem } from '../reports/fs-problem.js';
import { writeFile } from 'node:fs/promises';
import { parseCommandArgs } from './args.js';
import { ConfigError } from '../config-error.js';
import { openApiDocument } from '../openapi/document.js';
import { probeSecuredEndpoints } from '../openapi/probe-auth.js';
import {
  AUTH_STATUSES,
  DATETIME_FORMS,
  UNSTATED_AUTH_ENDPOINTS,
  type AuthStatus,
  type DatetimeForm,
  type OpenApiOptions,
  type UnstatedAuthEndpoint,
} from '../openapi/options.js';
import type { Io } from './io.js';
import { ensureFolderOf } from './output-folder.js';
import { UsageError } from './usage-error.js';

export const OPENAPI_HELP = `Usage: tarc openapi [-o FILE] [--datetime-form F] [--auth-status S] [--secured LIST | --secured-from URL]

Writes the OpenAPI 3.1 document (JSON) of the Trading Account Read Service: its eleven operations,
generated from @tarc/domain (resource schemas with their decimal scales, enums, the fee table and
the Buy signs; parameters with their types, patterns, bounds, defaults and required flags;
problem-details responses with their errors keys; the four auth headers as security schemes) and
the requirement catalogue (x-tarc-requirements: the spec sentence behind each part).
It does not capture the rules across records or requests; see the runner's README.

Where the specification is silent, the document states one reading:
  --datetime-form F   DATETIME input (OPEN-POINTS #2): service (default: the form the service writes,
                      yyyy-MM-ddTHH:mm:ss.fffffff, as a pattern) or date-time (RFC 3339, with a zone)
  --auth-status S     status of a refused request (OPEN-POINTS #5): 401 (default) or 403
  --secured LIST      endpoints beyond the five listed that the server is seen to protect
                      (OPEN-POINTS #6), comma-separated: ${UNSTATED_AUTH_ENDPOINTS.join(', ')};
                      the others take the auth headers as optional
  --secured-from URL  the same list, seen on the server at URL: the endpoints that refuse (401/403)
                      a GET without credentials (six GETs, no credentials sent)

  -o, --output FILE   write to FILE instead of standard output
  -h, --help          this help

Exit codes: 0 written, 2 a bad option, an unreadable --secured-from server or a file that cannot be
written.
`;

function oneOf<T extends string | number>(flag: string, value: string | undefined, choices: readonly T[]): T | undefined {
  if (value === undefined) return undefined;
  const found = choices.find((c) => String(c) === value);
  if (found === undefined) throw new UsageError(`${flag} must be one of ${choices.join(', ')}, got "${value}"`);
  return found;
}

function secured(value: string | undefined): UnstatedAuthEndpoint[] | undefined {
  if (value === undefined) return undefined;
  const names = value
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  return [...new Set(names.map((n) => oneOf('--secured', n, UNSTATED_AUTH_ENDPOINTS)!))];
}

export async function openapiCommand(argv: readonly string[], io: Io): Promise<number> {
  const values = parseCommandArgs(
    argv,
    {
      output: { type: 'string', short: 'o' },
      help: { type: 'boolean', short: 'h' },
      'datetime-form': { type: 'string' },
      'auth-status': { type: 'string' },
      secured: { type: 'string' },
      'secured-from': { type: 'string' },
    },
    false,
  ).values as { output?: string; help?: boolean; 'datetime-form'?: string; 'auth-status'?: string; secured?: string; 'secured-from'?: string };
  if (values.help) {
    io.stdout.write(OPENAPI_HELP);
    return 0;
  }
  const options: Partial<OpenApiOptions> = {};
  const form = oneOf<DatetimeForm>('--datetime-form', values['datetime-form'], DATETIME_FORMS);
  if (form !== undefined) options.datetimeForm = form;
  const status = oneOf<AuthStatus>('--auth-status', values['auth-status'], AUTH_STATUSES);
  if (status !== undefined) options.authStatus = status;
  if (values.secured !== undefined && values['secured-from'] !== undefined) throw new UsageError('--secured and --secured-from exclude each other');
  const list = values['secured-from'] !== undefined ? await probeSecuredEndpoints(values['secured-from']) : secured(values.secured);
  if (list !== undefined) options.secured = list;
  const text = `${JSON.stringify(openApiDocument(options), null, 2)}\n`;
  if (values.output === undefined) {
    io.stdout.write(text);
    return 0;
  }
  if (values.output === '') throw new UsageError('--output expects a file name');
  try {
    await ensureFolderOf(values.output);
    await writeFile(values.output, text);
  } catch (error) {
    throw new ConfigError(`cannot write ${values.output}: ${fsProblem(error)}`);
  }
  io.stdout.write(`tarc openapi: wrote ${values.output}\n`);
  return 0;
}
