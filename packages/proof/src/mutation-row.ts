// One row of the mutation table: a row of the proof table (src/proofs/), its fault narrowed to the
// reference server's fault names.
import type { FindingCode, ProofRow } from '@tarc/conformance';
import type { FaultName } from '@tarc/reference-server';

/**
 * `Fault` and `Code` are the catalogue's (an unknown fault or check id does not compile); the table's
 * own tools take any (`MutationRow<string, string>`).
 */
export type MutationRow<Fault extends string = FaultName, Code extends string = FindingCode> = ProofRow<Fault, Code>;
