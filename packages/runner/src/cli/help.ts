export const MAIN_HELP = `tarc: conformance runner for the Trading Account Read Service

Usage:
  tarc run [options]     run the conformance suite (see tarc run --help)
  tarc serve [options]   start the reference server (see tarc serve --help)
  tarc --help            this help
  tarc --version         the version

Without --base-url, tarc run tests the embedded reference server.
`;

export const RUN_HELP = `Usage: tarc run [options]

Target
  --base-url URL            the server to test (default: the embedded reference server)
  --api-key K               API key of the primary account (or TARC_API_KEY)
  --api-secret S            its secret (or TARC_API_SECRET; prefer the variable: flags show in ps)
  --second-api-key K        a second account, for isolation checks (or TARC_SECOND_API_KEY)
  --second-api-secret S     its secret (or TARC_SECOND_API_SECRET)
  --signer FILE             an ES module whose default export (or "sign") returns the auth headers
                            of a request: ({ method, url, apiKey, apiSecret }) => headers
  --datetime-format F       DATETIME form sent: iso7 (default, 2024-01-02T03:04:05.1234567),
                            iso6 (6 digits) or iso-z (iso7 with Z)

Selection
  --only GLOB               run only checks whose id matches (repeatable; * and ?)
  --skip GLOB               skip checks whose id matches (repeatable)
  --shard I/N               run shard I of N (1-based)
  --list                    list the selected checks (id, level, requirements) and exit

Run
  --fail-on must|should     the lowest level whose failure fails the run (default must)
  --seed N                  seed of the property checks (default: random, printed)
  --runs N                  property runs per check (default 25)
  --timeout-ms N            per-request timeout (default 10000)
  --concurrency N           requests in flight at most (default 4)
  --rate N                  requests per second at most (default: unlimited)
  --horizon-days N          how far back discovery looks for data (default 365)
  --max-pairs N             broker pairs whose orders and trades discovery walks (default 100;
                            past it, an evenly spaced sample, said in the report's notes)
  --report-dir DIR          where reports go (default reports/)

Exit codes: 0 no failing check at or above --fail-on; 1 at least one; 2 usage or configuration
error; 3 the target cannot be reached.
`;
