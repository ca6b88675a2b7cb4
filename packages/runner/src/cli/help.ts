export const MAIN_HELP = `tarc: conformance runner for the Trading Account Read Service

Usage:
  tarc run [options]     run the conformance suite (see tarc run --help)
  tarc serve [options]   start the reference server (see tarc serve --help)
  tarc proxy --target U  validate live traffic to a server (see tarc proxy --help)
  tarc openapi [-o F]    write the OpenAPI 3.1 document of the service
  tarc merge REPORT...   merge the reports of a sharded run into one
  tarc baseline REPORT -o FILE   write the expected failures of a report, for --baseline
  tarc rerun REPORT      run again only what REPORT failed or did not evaluate
  tarc grid REPORT...    implementations x checks, side by side (HTML and Markdown)
  tarc explain CODE      a finding code's rule, check file, test and proving faults
  tarc --help            this help
  tarc --version         the version

Without --base-url, tarc run tests the embedded reference server. tarc run reads its options from
tarc.config.json (or .mjs, .cjs, .js, .mts, .cts, .ts) when one is found (see tarc run --help).

Exit codes (each command's --help has its own): 0 pass, 1 fail, 2 usage or configuration error,
3 target unreachable, 4 inconclusive (a MUST requirement not evaluated), 130/143 interrupted.
`;

export const RUN_HELP = `Usage: tarc run [options]

Target
  --base-url URL            the server to test (default: the embedded reference server)
  --api-key K               API key of the primary account (or TARC_API_KEY)
  --api-secret S            its secret (or TARC_API_SECRET; prefer the variable: flags show in ps)
  --second-api-key K        a second account, for isolation checks (or TARC_SECOND_API_KEY)
  --second-api-secret S     its secret (or TARC_SECOND_API_SECRET)
  --signer FILE             an ES module whose default export (or "sign") returns the auth headers
                            of a request: ({ method, url, apiKey, apiSecret, nowMs }) => headers
                            (stamp with nowMs: the stale-stamp probe moves it back)
  --datetime-format F       DATETIME form sent: iso7 (2024-01-02T03:04:05.1234567), iso6 (6 digits),
                            iso-z (iso7 with Z) or iso-offset (iso7 with +00:00). Default: the
                            first form the server accepts, found before any check (preflight)

Selection
  --only GLOB               run only checks whose id or requirement id matches (repeatable;
                            * and ?): orders.*, ORD-LIST-CANCELED-EXCLUDED
  --skip GLOB               skip checks whose id or requirement id matches (repeatable); a
                            glob of either that matches no check is a usage error (exit 2)
  --shard I/N               run shard I of N (1-based)
  --list                    list the selected checks (id, level, requirements) and exit
  --accept-skip GLOB        accept the non-evaluation of matching checks (id or requirement id;
                            repeatable): they no longer make the run inconclusive

Run
  --fail-on must|should     the lowest level whose failure fails the run (default must)
  --seed N                  seed of the property checks (default: random, printed)
  --runs N                  property runs per check, random fuzz requests per operation (default
                            25; the fuzz's boundary phase comes on top, never cut)
  --property-time-limit MS  time limit of one property check (default 60000); a property stopped
                            by it is not evaluated (interrupted), never passed
  --timeout-ms N            per-request timeout (default 10000)
  --concurrency N           requests in flight at most (default 4)
  --rate N                  requests per second at most (default: unlimited)
  --horizon-days N          how far back discovery looks for data (default 365)
  --max-pairs N             broker pairs whose orders and trades discovery walks (default 100;
                            past it, an evenly spaced sample, said in the report's notes)
  --memory-budget MIB        what the run keeps of answers whole, in MiB of their text (default
                            48; parsed, about 3 times that): half for the answer cache, half for
                            the run log. Past it, a question asked again is sent again (its
                            evidence says so) and the log keeps excerpts; every answer is still
                            judged whole. Strings kept in reports: at most 4096 characters (start,
                            length, sha256); long strings a server repeats are held once
  --report-dir DIR          where reports go (default reports/)
  --verbose                 a line per finished check (PASS, FAIL, N/E). Without it, outside a
                            terminal (a pipe, CI), only the summary: the verdict, the failing checks
                            with their finding codes, what was not evaluated; and while the run
                            goes, a progress line at most every 10 s (what it waits on)
  --log-requests FILE       write every request sent and its answer to FILE: a HAR 1.2 log when FILE
                            ends in .har, else JSON Lines (one exchange a line, written as the run
                            goes); secrets hidden, signatures as $TARC_SIGNATURE, long bodies cut
  --baseline FILE           compare with expectations (tarc baseline) or a previous report.json:
                            known failures (same check, no new finding code) and expected
                            non-evaluations pass; a new failure or a MUST check missing from the
                            run fails; a fixed check is reported as fixed
  --baseline-strict         with --baseline: a fixed check fails the run too (update the file)
                            An entry that names no check (a typo, a glob) is an error (exit 2);
                            "codes": [] expects a failure without finding codes

Gateways
  --header 'Name: value'    send this header on every request (repeatable); its value is redacted
                            everywhere when the name looks like a credential (key, token, auth...)
  HTTP_PROXY, HTTPS_PROXY, NO_PROXY are honoured (not for the embedded server);
  NODE_EXTRA_CA_CERTS=ca.pem trusts a private CA (read by Node at start).

Config file
  --config FILE             read options from FILE (default: the first tarc.config.json, .mjs,
                            .cjs, .js, .mts, .cts or .ts in the working directory or a parent, up
                            to the folder holding package.json or .git; .js and .ts are the module
                            system their package.json's "type" says, .mjs/.mts and .cjs/.cts
                            either way). Its keys are the flags in camelCase: baseUrl,
                            only, skip, acceptSkip, failOn, headers ({ "Name": "value" }),
                            timeoutMs, reportDir... (paths relative to the file); a flag given
                            replaces the file's value, a list included. Secrets stay in TARC_*
                            variables. .ts needs a Node that strips types (22.18+, 23.6+)
  --print-config            print the effective options as JSON (secrets hidden) and exit

Before any check (preflight): the target answers; the base URL serves /v1; the credentials are
accepted (a signed GET /v1/account-wallets); the DATETIME form the server accepts.

Exit codes
  0  pass: no failing check at or above --fail-on, and every MUST requirement evaluated
  1  fail: at least one failing check at or above --fail-on
  2  usage or configuration error (bad flag, credentials refused or missing, wrong base URL,
     a baseline that cannot be read or names no check), or the reports could not be written
  3  the target cannot be reached
  4  inconclusive: no failure, but a MUST requirement was not evaluated (no data, unobservable,
     refused, transport, throttled, interrupted); see the report's not-evaluated list, or --accept-skip
  130/143  interrupted by SIGINT/SIGTERM (a partial report marked interrupted is written)
`;

export const EXPLAIN_HELP = `Usage: tarc explain WHAT...

Prints, for each WHAT, the rule behind it: the requirement(s) with level, spec section and the
spec's sentence; the check's title, its file and its test (paths in the tarc repository); what each
finding code means; and the faults of the reference server that prove the code (run one with
tarc serve --fault NAME).

  WHAT                      a finding code as reports print it (orders.canceled-excluded/listed),
                            a check id (orders.canceled-excluded) or a requirement id
                            (ORD-LIST-CANCELED-EXCLUDED)
  -h, --help                this help

Exit codes: 0 explained, 2 a WHAT that names no code, check or requirement (or a bad option).
`;
