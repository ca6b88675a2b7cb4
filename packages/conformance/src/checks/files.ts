// Where a check lives, from its id alone: `area.name` is `packages/conformance/src/checks/area/name.ts`, its
// table test `name.test.ts` beside it. The one exception is the rules both transfer lists share:
// `crypto-transfers.<withdrawals|deposits>-<rule>` is a row of `_support/endpoint-rules.ts` whose logic
// is `_support/<rule>.ts` (one file, one test, for both endpoints).

/** Repo-relative paths (also relative to the package root, with `packages/conformance/` dropped). */
export interface CheckFiles {
  /** The file holding the check's id, requirements, codes with their meaning, and logic. */
  file: string;
  /** Its table test, beside it. */
  test: string;
  /** For a shared transfer rule: the table row that binds it to the endpoint. */
  registration?: string;
}

import { SHARED_RULE_NAMES } from './crypto-transfers/_support/endpoint-rules.js';

const ROOT = 'packages/conformance/src/checks';
const SHARED_RULE = /^crypto-transfers\.(withdrawals|deposits)-(.+)$/;

/** The files of check `id` by the convention (a shared transfer rule's id names the rule's file). */
export function checkFiles(id: string): CheckFiles {
  const shared = SHARED_RULE.exec(id);
  if (shared && (SHARED_RULE_NAMES as readonly string[]).includes(shared[2]!)) {
    return {
      file: `${ROOT}/crypto-transfers/_support/${shared[2]!}.ts`,
      test: `${ROOT}/crypto-transfers/_support/${shared[2]!}.test.ts`,
      registration: `${ROOT}/crypto-transfers/_support/endpoint-rules.ts`,
    };
  }
  const dot = id.indexOf('.');
  const [area, name] = [id.slice(0, dot), id.slice(dot + 1)];
  return { file: `${ROOT}/${area}/${name}.ts`, test: `${ROOT}/${area}/${name}.test.ts` };
}
