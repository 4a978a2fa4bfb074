#!/usr/bin/env bash
# Instructions per operation, counted by callgrind (stable under load, unlike time): each
# implementation's hit, miss and hit-with-parameters lookups at the given route counts, and
# PathRouter's navigation figures. Prints JSON.
#
# Usage (from the repository root or Benchmarks/):
#   Benchmarks/instructions.sh [ROUTE_COUNTS] [IMPLEMENTATIONS]
#   Benchmarks/instructions.sh 10000 PathRouter,RoutingKit,Hummingbird,Linear
# Needs valgrind. A lookup figure is (count with 3 passes − count with 1 pass) / (2 × queries),
# so building the router and the workload cancel out.
set -euo pipefail
cd "$(dirname "$0")"
# Hash seeds differ from one process to the next, and with them the probes of every
# dictionary a lookup builds or reads: a miss's count moved by about ±40 instructions between
# runs of one binary. One fixed seed makes every figure repeat exactly.
export SWIFT_DETERMINISTIC_HASHING=1
counts="${1:-10000}"
impls="${2:-PathRouter,RoutingKit,Hummingbird,Linear}"
# The build plan lists the library's files: made anew, so that files added to the library since
# the last build are compiled (an old plan silently measures the old binary).
rm -f .build/release.yaml
swift build -c release >/dev/null 2>&1
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
# valgrind cannot read the debug info of every dependency's objects: count a copy without it
# (the symbol table, which callgrind's function names need, stays).
bin="$tmp/PathRouterBenchmarks"
objcopy --strip-debug .build/release/PathRouterBenchmarks "$bin"

instructions() {   # instructions of one run of the harness with the given arguments
  valgrind --tool=callgrind --callgrind-out-file="$tmp/out" "$bin" "$@" >"$tmp/stdout" 2>"$tmp/err"
  grep -o 'Collected : [0-9]*' "$tmp/err" | awk '{print $3}'
}

per_lookup() {   # impl routes which
  local one three queries
  one=$(instructions --profile lookup --impl "$1" --routes "$2" --which "$3" --repeat 1)
  three=$(instructions --profile lookup --impl "$1" --routes "$2" --which "$3" --repeat 3)
  queries=$(awk '{print $2}' "$tmp/stdout")
  echo $(( (three - one) / (2 * queries) ))
}

per_navigation() {   # profile, operations it performs in the toggled function
  local total
  valgrind --tool=callgrind --toggle-collect='*NavigationB0C8navigate02toA07replace*' \
    --callgrind-out-file="$tmp/out" "$bin" --profile "$1" >/dev/null 2>"$tmp/err"
  total=$(grep -o 'Collected : [0-9]*' "$tmp/err" | awk '{print $3}')
  echo $(( total / $2 ))
}

echo "{"
echo '  "lookup": ['
first=1
for count in ${counts//,/ }; do
  for impl in ${impls//,/ }; do
    if [ "$impl" = "Linear" ] && [ "$count" -gt 10000 ]; then continue; fi
    hit=$(per_lookup "$impl" "$count" hits)
    miss=$(per_lookup "$impl" "$count" misses)
    params=$(per_lookup "$impl" "$count" params)
    [ $first -eq 1 ] || echo ","
    first=0
    printf '    {"impl": "%s", "routes": %s, "hitInstructions": %s, "missInstructions": %s, "hitWithParametersInstructions": %s}' \
      "$impl" "$count" "$hit" "$miss" "$params"
  done
done
echo ""
echo "  ],"
# PathRouter's hits with a query of two pairs (`?tab=reviews&page=2`), the path alone and with
# every parameter read (path and query); and its parameter-route hits with `%C3%A9` after each
# value, every parameter read.
if [[ ",$impls," == *",PathRouter,"* ]]; then
  echo '  "queries": ['
  first=1
  for count in ${counts//,/ }; do
    hit=$(per_lookup PathRouter "$count" query-hits)
    params=$(per_lookup PathRouter "$count" query-params)
    escaped=$(per_lookup PathRouter "$count" escaped-params)
    [ $first -eq 1 ] || echo ","
    first=0
    printf '    {"impl": "PathRouter", "routes": %s, "hitInstructions": %s, "hitWithParametersInstructions": %s, "escapedHitWithParametersInstructions": %s}' "$count" "$hit" "$params" "$escaped"
  done
  echo ""
  echo "  ],"
fi
# Pushes only (200,000 onto one stack); a push into a tab (20,000 blocks of nine pushes and the
# replace that resets each block, all counted); a deep link (18,000; its resets are scene
# operations, not counted).
push=$(per_navigation pushes 200000)
tab=$(per_navigation navigate-tab 200000)
deeplink=$(per_navigation deeplink 18000)
# A push while one event observer listens, onto a stack of 0 and of 4,000 screens: the
# difference of 2,000 and 1,000 pushes (building the stack cancels out), per push.
observed_push() {   # depth
  local one two
  one=$(instructions --profile observed-pushes --depth "$1" --pushes 1000)
  two=$(instructions --profile observed-pushes --depth "$1" --pushes 2000)
  echo $(( (two - one) / 1000 ))
}
# A UI layer's share of one push (PathRouterBindings): the record followed and the plan of
# UI updates, onto a stack of 0 and of 4,000 screens.
bindings_push() {   # depth
  local one two
  one=$(instructions --profile bindings --depth "$1" --pushes 500)
  two=$(instructions --profile bindings --depth "$1" --pushes 1000)
  echo $(( (two - one) / 500 ))
}
# One push followed end to end by the UI layer (the router's push, SceneModel on the main actor,
# the update ended as the UI's signal ends it, the stack's path and the top item read), and the
# same through the UIKit coordinator's loop (ControllerDriver, a host that completes at once),
# onto a stack of 1 and of 4,000 screens: the difference of 400 and 200 pushes, per push.
model_push() {   # depth, controllers (0 or 1)
  local one two
  one=$(instructions --profile model --depth "$1" --controllers "$2" --pushes 200)
  two=$(instructions --profile model --depth "$1" --controllers "$2" --pushes 400)
  echo $(( (two - one) / 200 ))
}
# A typed push (`navigate(to: Item(id:))`) and the same push by its path, to one typed route.
typed_push() {   # 1 typed, 0 by path
  local one two
  one=$(instructions --profile typed-pushes --typed "$1" --pushes 1000)
  two=$(instructions --profile typed-pushes --typed "$1" --pushes 2000)
  echo $(( (two - one) / 1000 ))
}
typedPush=$(typed_push 1)
typedRoutePathPush=$(typed_push 0)
bindings0=$(bindings_push 0)
bindings4000=$(bindings_push 4000)
model1=$(model_push 1 0)
model4000=$(model_push 4000 0)
loop1=$(model_push 1 1)
loop4000=$(model_push 4000 1)
observed0=$(observed_push 0)
observed4000=$(observed_push 4000)
printf '  "navigation": {"pushInstructions": %s, "tabPushInstructionsWithResets": %s, "deepLinkInstructions": %s, "observedPushInstructionsAtDepth0": %s, "observedPushInstructionsAtDepth4000": %s, "bindingsPerPushAtDepth0": %s, "bindingsPerPushAtDepth4000": %s, "typedPushInstructions": %s, "typedRoutePushByPathInstructions": %s, "modelPushAtDepth1": %s, "modelPushAtDepth4000": %s, "coordinatorLoopPushAtDepth1": %s, "coordinatorLoopPushAtDepth4000": %s}\n' "$push" "$tab" "$deeplink" "$observed0" "$observed4000" "$bindings0" "$bindings4000" "$typedPush" "$typedRoutePathPush" "$model1" "$model4000" "$loop1" "$loop4000"
echo "}"
