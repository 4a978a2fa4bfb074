#!/usr/bin/env bash
# How registration grows from 10,000 to 100,000 routes, with the allocator's pages treated
# the same way at both sizes. Prints one line per way, with the median build time at each size
# and their ratio.
#
#   as allocated   the default: glibc keeps the pages a 10,000-route table freed and reuses
#                  them for the next build, but gives a 100,000-route table's back to the
#                  kernel, so each such build faults its pages in again (about 3,400 minor
#                  faults, zeroed by the kernel). This is what `--quick`'s "register" column
#                  measures.
#   recycled       `--recycle-pages`: both sizes reuse freed pages (no faults after the first
#                  build).
#   fresh          `--keep-tables`: every build stays alive, so every build lands in fresh
#                  pages at both sizes, as a table does at an app's start.
#
# Usage (from the repository root or Benchmarks/):
#   Benchmarks/register-scale.sh [ROUNDS]
# Each round runs the three ways at both sizes, one process each, alternating, so that a slow
# minute of the host falls on all of them; a process's first build is left out.
set -euo pipefail
cd "$(dirname "$0")"
rounds="${1:-5}"
swift build -c release >/dev/null 2>&1
bin=.build/release/PathRouterBenchmarks
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

median() { sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

# The median build time (ms) and page faults of one process: routes, builds, flag.
one() {
  "$bin" --profile register --routes "$1" --repeat "$2" ${3:+"$3"} | tail -n +2 >"$tmp/builds"
  printf '%s %s\n' "$(awk '{ print $4 * 1000 }' "$tmp/builds" | median)" "$(awk '{ print $7 }' "$tmp/builds" | median)"
}

for round in $(seq "$rounds"); do
  for way in as-allocated recycled fresh; do
    case $way in
      recycled) flag=--recycle-pages ;;
      fresh) flag=--keep-tables ;;
      *) flag= ;;
    esac
    echo "$way $(one 10000 21 "$flag") $(one 100000 7 "$flag")" >>"$tmp/rounds"
  done
done

printf '%-13s %12s %8s %13s %8s %7s\n' way "10k ms" faults "100k ms" faults ratio
for way in as-allocated recycled fresh; do
  grep "^$way " "$tmp/rounds" >"$tmp/way"
  small=$(awk '{ print $2 }' "$tmp/way" | median)
  large=$(awk '{ print $4 }' "$tmp/way" | median)
  printf '%-13s %12.2f %8s %13.2f %8s %7.1f\n' "$way" "$small" "$(awk '{ print $3 }' "$tmp/way" | median)" \
    "$large" "$(awk '{ print $5 }' "$tmp/way" | median)" "$(awk -v a="$large" -v b="$small" 'BEGIN { print a / b }')"
done
echo "(medians over $rounds rounds of each process's median build; ratio = 100k / 10k)"
