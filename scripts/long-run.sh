#!/usr/bin/env bash
# The long reliability runs (not in CI): 10 million fuzzed inputs, 100,000 URLs cross-checked
# with Foundation's URLComponents, 100,000 steps of random use checked after every step,
# 1,000,000 explored interleavings, 1,000,000 mutated saved-state documents restored, a
# flood of 1,000,000 links into a cold scene, 1,000,000 paths printed and read back, and a
# 60-second release-build stress run.
# Usage: scripts/long-run.sh [seed]   (exits 1 when anything breaks a rule)
set -euo pipefail
cd "$(dirname "$0")/.."
seed="${1:-1}"
swift build -c release --product PathRouterFuzz
bin="$(swift build -c release --show-bin-path)/PathRouterFuzz"
"$bin" fuzz --inputs 10000000 --seed "$seed"
"$bin" crosscheck --urls 100000 --seed "$seed"
"$bin" simulate --steps 100000 --seed "$seed"
"$bin" explore --steps 1000000 --seed "$seed"
"$bin" saved --documents 1000000 --seed "$seed"
"$bin" bounds --links 1000000
"$bin" roundtrip --pairs 1000000 --seed "$seed"
"$bin" stress --seconds 60
