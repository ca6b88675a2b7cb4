#!/usr/bin/env bash
# Smoke on another Node line (22, 24; from the npm registry's `node` package): a full `tarc run`
# against the embedded reference server must PASS with nothing on stderr, and the domain package's
# tests must pass. Runs on the build of the tests before it (.ci/run).   usage: node-smoke.sh 24
set -euo pipefail
cd "$(dirname "$0")/../.."
version="$1"
node_v=(npx --yes -p "node@$version" node)
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
actual="$(timeout 120 "${node_v[@]}" -p 'process.versions.node')"
case "$actual" in "$version".*) ;; *) echo "node $version smoke: got Node $actual" >&2; exit 1 ;; esac
code=0
timeout 120 "${node_v[@]}" packages/runner/bin/tarc.js run --report-dir "$out/reports" >"$out/stdout" 2>"$out/stderr" || code=$?
verdict="$(grep -m1 '^Verdict:' "$out/stdout" || true)"
echo "node $actual smoke: tarc run exit $code, $(grep -m1 'MUST requirements evaluated' "$out/stdout" || true); $verdict"
if [ -s "$out/stderr" ]; then
  echo "node $actual smoke: FAILED: tarc run wrote to stderr:" >&2
  cat "$out/stderr" >&2
  exit 1
fi
echo "node $actual smoke: stderr empty"
if [ "$code" -ne 0 ] || [[ "$verdict" != "Verdict: PASS"* ]]; then
  echo "node $actual smoke: FAILED: tarc run did not pass" >&2
  tail -20 "$out/stdout" >&2
  exit 1
fi
timeout 180 "${node_v[@]}" node_modules/vitest/vitest.mjs run packages/domain --reporter=dot >"$out/domain" 2>&1 || {
  echo "node $actual smoke: FAILED: the domain package's tests" >&2
  tail -40 "$out/domain" >&2
  exit 1
}
echo "node $actual smoke: domain tests:$(sed 's/\x1b\[[0-9;]*m//g' "$out/domain" | grep -E '^ *Tests ' | tr -s ' ')"
