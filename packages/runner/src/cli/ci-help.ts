// Help of the commands around a run in CI: merge, baseline, rerun, grid.

export const MERGE_HELP = `Usage: tarc merge REPORT... [options]

Merges the reports of one sharded run (tarc run --shard I/N, same --seed) into one report, written in
all four formats. A check that ran in every shard appears once (failed if it failed in any). The
verdict and exit code follow the usual rules (see tarc run --help).

  REPORT                    a report.json, or a directory holding one (shell globs work:
                            reports/shard-*/report.json)
  --report-dir DIR          where the merged reports go (default reports/)
  --baseline FILE           judge the merged run against a baseline (see tarc run --help)
  --baseline-strict         with --baseline: a fixed check fails the run too (a baseline entry
                            that names no check is an error, exit 2)
  --force                   merge anyway reports that are not the shards of one run (different
                            seed, target, tarc version, property runs, --fail-on, selection or
                            DATETIME form; a truncated results list; a shard missing or twice):
                            each mismatch is said on the console, in summary.md, junit.xml,
                            report.html and report.json, and a missing shard shrinks every total

Exit codes: 0 pass, 1 fail (or a MUST check of the baseline missing, or a fixed one under
--baseline-strict), 2 bad input (not the shards of one run, a truncated or unreadable report, a
baseline entry that names no check), 3 a shard could not reach the target, 4 inconclusive,
130/143 a shard was interrupted by SIGINT/SIGTERM (its report is partial).
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
--shard, --seed, --list and --config/--print-config (it reads no tarc.config file); credentials
come from TARC_* as in tarc run.

  --report-dir DIR          where the rerun's reports go (default reports/rerun/)

A check that passes now is FIXED only if it had failed; one that was not evaluated before and
passes now is "passed (was not evaluated)".

Exit codes: as tarc run (0 1 2 3 4 130 143), for the checks rerun; 0 when every check of REPORT
passed; 2 when REPORT is of a run that tested nothing (a preflight error, an unreachable target).
`;

export const GRID_HELP = `Usage: tarc grid [LABEL=]REPORT... [-o DIR]

Writes grid.html and grid.md: the reports' implementations (or releases) side by side, one row per
check grouped by spec section, each cell linked to the check's evidence in that report's
report.html. A column is labelled LABEL, or by its target.

  -o, --output DIR          where to write (default reports/grid/)

Exit codes: 0 written, 2 bad input.
`;
