// Where a check lives, from its id alone: `area.name` is `packages/conformance/src/checks/area/name.ts`, its
// table test `name.test.ts` beside it. A rule both transfer lists share is one file named by the rule,
// holding both checks with their ids written out: `crypto-transfers.<withdrawals|deposits>-<rule>` is
// `crypto-transfers/<rule>.ts` (one file, one test, for both endpoints).

/** Repo-relative paths (also relative to the package root, with `packages/conformance/` dropped). */
export interface CheckFiles {
  /** The file holding the check's id, requirements, codes with their meaning, and logic. */
  file: string;
  /** Its table test, beside it. */
  test: string;
}

const ROOT = 'packages/conformance/src/checks';
/** The rules both transfer lists share, each the name of its file in `crypto-transfers/`. */
const SHARED_TRANSFER_RULES: ReadonlySet<string> = new Set([
  'schema',
  'window',
  'dates-required',
  'order-by',
  'page-size',
  'page-size-default-with-symbol',
  'paging',
  'page-size-range',
  'symbol-filter',
  'property',
  'query-modes',
]);
const SHARED_RULE = /^crypto-transfers\.(?:withdrawals|deposits)-(.+)$/;

/** The files of check `id` by the convention (a shared transfer rule's id names the rule's file). */
export function checkFiles(id: string): CheckFiles {
  const rule = SHARED_RULE.exec(id)?.[1];
  const dot = id.indexOf('.');
  const [area, name] = [id.slice(0, dot), rule !== undefined && SHARED_TRANSFER_RULES.has(rule) ? rule : id.slice(dot + 1)];
  return { file: `${ROOT}/${area}/${name}.ts`, test: `${ROOT}/${area}/${name}.test.ts` };
}
