// Help of the commands around a run in CI: merge, baseline, rerun, grid.

export const MERGE_HELP = `Usage: tarc merge REPORT... [options]

Merges the reports of one sharded run (tarc run --shard I/N, same --seed) into one report, written in
all four formats. A check that ran in every shard appears once (failed if it failed in any). The
verdict and exit code follow the usual rules (see tarc run --help).

  REPORT                    a report.json, or a directory holding one (shell globs work:
                            reports/shard-*/report.json)
  --report-dir DIR          where the merged reports go (default reports/)
  --baseline FILE           judge the merged run against a baseline (see tarc run --help)
  --baseline-strict         with --baseline: a fixed check fails the run too
  --force                   merge reports of different seeds, targets, tarc versions or settings,
                            or an incomplete set of shards (each mismatch is noted in the report)

Exit codes: 0 pass, 1 fail, 2 bad input (not reports of one run, unreadable file), 3 a shard could
not reach the target, 4 inconclusive.
`;

export const BASELINE_HELP = `Usage: tarc baseline REPORT -o FILE

Writes the expectations of a report: each failing check with its finding codes, each check not
evaluated with its reason, and why (from the report; edit it), one per line for review in a pull
request. Pass the file to tarc run or tarc merge with --baseline FILE.

  REPORT                    a report.json, or a directory holding one
  -o, --output FILE         the expectations file to write

Exit codes: 0 written, 2 bad input.
`;

export const RERUN_HELP = `Usage: tarc rerun REPORT [options]

Runs again only the checks REPORT had failed or not evaluated, with its seed, property runs,
--fail-on and DATETIME form, against its target (another with --base-url), and marks each FIXED,
still failing or still not evaluated. Takes the options of tarc run except --only, --skip,
--shard, --seed and --list; credentials come from TARC_* as in tarc run.

  --report-dir DIR          where the rerun's reports go (default reports/rerun/)

Exit codes: as tarc run, for the checks rerun (0 when nothing needed a rerun).
`;

export const GRID_HELP = `Usage: tarc grid [LABEL=]REPORT... [-o DIR]

Writes grid.html and grid.md: the reports' implementations (or releases) side by side, one row per
check grouped by spec section, each cell linked to the check's evidence in that report's
report.html. A column is labelled LABEL, or by its target.

  -o, --output DIR          where to write (default reports/grid/)

Exit codes: 0 written, 2 bad input.
`;
