#!/usr/bin/env bash
# Builds PathRouter's DocC documentation with the toolchain's docc (no plugin: the library has
# no dependencies) and fails on any warning, or when the catalog's topics leave out a public
# type, or when the public API differs from the checked-in listing (api/public-api.txt).
# Output: .build/docs/PathRouter.doccarchive.
#   scripts/docs.sh                 # check
#   scripts/docs.sh --update-api    # accept a deliberate change of the public API
set -euo pipefail
cd "$(dirname "$0")/.."
# Symbol graphs read from the debug build's modules (`swift build`: in CI the build phase made
# them already, so nothing is compiled again). PathRouter's graph includes what it re-exports
# from SceneHost and PathRouterAuth.
graphs=.build-docs/symbol-graphs
rm -rf .build-docs && mkdir -p "$graphs/all" "$graphs/PathRouter"
swift build >/dev/null
bin=$(swift build --show-bin-path)
triple=$(swiftc -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')
sdk=()
if command -v xcrun >/dev/null; then sdk=(-sdk "$(xcrun --show-sdk-path)"); fi
for module in PathRouterLocking SceneHost PathRouterAuth PathRouter PathRouterModules PathRouterTesting PathRouterBindings; do
  swift symbolgraph-extract -module-name "$module" -target "$triple" "${sdk[@]}" -I "$bin/Modules" \
    -Xcc -fmodule-map-file="$bin/PathRouterRetain.build/module.modulemap" \
    -Xcc -fmodule-map-file="$bin/PathRouterAtomics.build/module.modulemap" \
    -minimum-access-level public -experimental-allowed-reexported-modules=SceneHost,PathRouterAuth \
    -output-dir "$graphs/all"
done
cp "$graphs"/all/PathRouter.symbols.json "$graphs"/all/PathRouter@*.symbols.json "$graphs/PathRouter/"
mkdir -p .build/docs
docc convert Sources/PathRouter/PathRouter.docc --additional-symbol-graph-dir "$graphs/PathRouter" \
  --fallback-display-name PathRouter --fallback-bundle-identifier org.pathrouter.PathRouter \
  --output-dir .build/docs/PathRouter.doccarchive 2>&1 | tee .build/docs.log
if grep -q "warning:" .build/docs.log; then
  echo "docs: docc printed warnings" >&2
  exit 1
fi
# The engine's documentation too: PathRouter's internal symbols (the pipeline's story in
# Pipeline/NavigationPipeline.swift links every stage), built apart, with no warning allowed,
# so that a link to a stage that moved or was renamed fails here.
mkdir -p "$graphs/internal"
swift symbolgraph-extract -module-name PathRouter -target "$triple" "${sdk[@]}" -I "$bin/Modules" \
  -Xcc -fmodule-map-file="$bin/PathRouterRetain.build/module.modulemap" \
  -Xcc -fmodule-map-file="$bin/PathRouterAtomics.build/module.modulemap" \
  -minimum-access-level internal -experimental-allowed-reexported-modules=SceneHost,PathRouterAuth \
  -output-dir "$graphs/internal"
docc convert Sources/PathRouter/PathRouter.docc --additional-symbol-graph-dir "$graphs/internal" \
  --fallback-display-name PathRouter --fallback-bundle-identifier org.pathrouter.PathRouter \
  --output-dir .build/docs/PathRouterInternal.doccarchive > .build/docs-internal.log 2>&1
if grep -q "warning:" .build/docs-internal.log; then
  grep -A3 "warning:" .build/docs-internal.log >&2
  echo "docs: the internal symbols' documentation has warnings (a broken link in a doc comment?)" >&2
  exit 1
fi
# Every public type of the module (its own and those it re-exports) is listed in the topics.
python3 - "$graphs/PathRouter/PathRouter.symbols.json" Sources/PathRouter/PathRouter.docc/PathRouter.md <<'PY'
import json, sys
graph = json.load(open(sys.argv[1]))
kinds = {"swift.struct", "swift.class", "swift.enum", "swift.protocol", "swift.typealias"}
types = sorted({s["pathComponents"][0] for s in graph["symbols"]
                if len(s["pathComponents"]) == 1 and s["kind"]["identifier"] in kinds})
topics = open(sys.argv[2]).read()
missing = [name for name in types if "``%s``" % name not in topics]
if missing:
    sys.exit("docs: the topics leave out %d public types: %s" % (len(missing), ", ".join(missing)))
print("docs: %d public types, all in the topics; no warnings" % len(types))
PY
# The public API, one declaration a line (api/public-api.txt): a change to it shows as a diff.
python3 scripts/api-listing.py "$graphs/all" > .build-docs/public-api.txt
if [ "${1:-}" = "--update-api" ]; then
  cp .build-docs/public-api.txt api/public-api.txt
elif ! diff -u api/public-api.txt .build-docs/public-api.txt > .build-docs/api.diff; then
  cat .build-docs/api.diff
  echo "docs: the public API changed; if that is meant, run scripts/docs.sh --update-api and commit api/public-api.txt" >&2
  exit 1
fi
