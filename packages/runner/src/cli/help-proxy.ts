export const PROXY_HELP = `Usage: tarc proxy --target URL [options]

Forwards every request to URL unchanged (credentials included; never logged) and checks each
exchange against the spec's rules: response schemas and record rules, the 400 an invalid orders
query must get and its errors keys, pageSize, window and filters, no Canceled order in a list,
ordering within a page, the 404 body. Findings print as they happen; reports are written when the
proxy stops. Where the spec is silent (OPEN-POINTS.md) nothing is reported.

  --target URL          the server under test (http or https, may end in a base path)
  --port N              port on 127.0.0.1 to listen on (default 8787; 0 = a free port, printed)
  --max-requests N      stop after N exchanges (default: run until Ctrl+C or SIGTERM)
  --report-dir DIR      where reports go (default reports/proxy): report.html, report.json,
                        junit.xml, summary.md; one result per rule, proxy.<code>
  --fail-on must|should the lowest level whose finding fails (default must)
  --max-body-bytes N    bytes of a response judged, on the wire and once decoded (default
                        8388608, the runner's cap; a gzip bomb stops there): larger ones are
                        forwarded, not judged, and a finding of proxy.exchange.failed
  --upstream-timeout-ms N  time for a whole exchange (default 10000): past it the client gets
                        504 with a problem body (or, mid-body, its connection closed); an
                        unreachable target gets 502; either is a finding of proxy.exchange.failed
  --max-connections N   client connections at once (default 512); more are closed at once
  --log-level LEVEL     what prints, one line per exchange at most (every finding is in the
                        report): silent; error (failed exchanges); warn (and exchanges with a
                        finding; the default); info (every exchange)
  --drain-ms N          on Ctrl+C, SIGTERM or --max-requests, time in-flight exchanges get to
                        finish (default 5000); those still open are cut and reported as
                        proxy.exchange.failed/interrupted
  -h, --help            this help

Point your client at the printed URL instead of the server. The client receives the server's
status, end-to-end headers and body byte for byte, as an HTTP intermediary gives them (RFC 9110
section 7.6): hop-by-hop headers (Connection and the headers it names, Keep-Alive, Proxy-*, TE,
Trailer, Transfer-Encoding, Upgrade) are dropped both ways, framing and keep-alive follow the
client's HTTP version, and Via names the proxy. Each exchange is judged after its response is sent,
from a bounded queue behind the traffic: when the judge falls behind, an exchange is forwarded and
counted as not judged (the stop line and the report say how many).
Exit codes: 0 pass: no finding at or above --fail-on, and every MUST rule saw an exchange it applies
to; 1 at least one finding at or above --fail-on; 4 inconclusive: no such finding, but a MUST rule
saw no exchange it applies to (the summary lists them); 2 usage or configuration error.
`;
