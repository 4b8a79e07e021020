#!/usr/bin/env bash
# Runs .ci/run on a fresh clone of HEAD several times in a row while CPU hogs keep every core
# busy, and prints each run's exit status and wall time: the proof that the suite holds on a
# loaded machine (docs/contributing.md).
# Usage: scripts/ci_under_load.sh [RUNS] [HOGS]   (defaults: 5 runs, 2 hogs)
set -uo pipefail
runs="${1:-5}"
hogs="${2:-2}"
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
git clone -q "$repo" "$work/clone"

pids=()
stop_hogs() {
    for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null; done
    rm -rf "$work"
}
trap stop_hogs EXIT
for _ in $(seq "$hogs"); do
    python3 -c "while True: pass" &
    pids+=("$!")
done

failed=0
for i in $(seq "$runs"); do
    start=$(date +%s)
    (cd "$work/clone" && CI=true bash .ci/run > "$work/run-$i.log" 2>&1)
    rc=$?
    summary=$(grep -E "^[0-9]+ passed|passed|failed" "$work/run-$i.log" | tail -1)
    echo "run $i: exit $rc in $(($(date +%s) - start)) s: $summary"
    if [ "$rc" -ne 0 ]; then
        failed=$((failed + 1))
        tail -40 "$work/run-$i.log"
    fi
done
echo "$((runs - failed)) of $runs runs passed with $hogs CPU hogs running"
[ "$failed" -eq 0 ]
