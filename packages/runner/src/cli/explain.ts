// `tarc explain CODE|CHECK|REQUIREMENT`: one hop from a finding code in a red run to its rule, its
// check's file and test, and the faults that prove it (see explain-text.ts).
import { checkFiles, checks, PROOF_ROWS, requirementsById, SHARED_CODE_MEANINGS } from '@tarc/conformance';
import { listFaults } from '@tarc/reference-server';
import { parseCommandArgs } from './args.js';
import { EXPLAIN_HELP } from './help.js';
import { explain, UnknownQuery } from './explain-text.js';
import type { Io } from './io.js';
import { installedSourcePathsNote } from './source-paths.js';
import { terminalText } from './terminal-text.js';
import { UsageError } from './usage-error.js';

export async function explainCommand(argv: readonly string[], io: Io): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, { help: { type: 'boolean', short: 'h' } });
  if (values.help) {
    io.stdout.write(EXPLAIN_HELP);
    return 0;
  }
  if (positionals.length === 0) throw new UsageError('explain needs a finding code, a check id or a requirement id');
  const tables = {
    checks,
    requirementsById,
    proofs: PROOF_ROWS,
    faults: new Map(listFaults().map((f) => [f.name, f.description])),
    sharedCodes: SHARED_CODE_MEANINGS,
  };
  const texts: string[] = [];
  for (const query of positionals) {
    try {
      texts.push(explain(query, tables));
    } catch (error) {
      if (error instanceof UnknownQuery) throw new UsageError(terminalText(error.message));
      throw error;
    }
  }
  const note = installedSourcePathsNote(checkFiles(checks[0]!.id).file);
  io.stdout.write(`${texts.join('\n')}${note ? `\n${note}` : ''}`);
  return 0;
}
