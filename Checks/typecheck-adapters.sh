#!/usr/bin/env bash
# Type-checks PathRouter's SwiftUI and UIKit adapters, and the README/DocC samples that use them,
# against the stub modules in Checks/AppleStubs (declarations copied from Apple's documentation).
# Linux, Swift 6 language mode, complete concurrency checking, warnings as errors. See Checks/README.md.
#
# Assumes `swift build` has already built the package (this script never builds it): it needs
# PathRouter.swiftmodule, PathRouterBindings.swiftmodule, ... in .build/debug/Modules or
# .build/<arch>-unknown-linux-gnu/debug/Modules (override with BUILD_DIR=.build/…/debug).
#
# Usage: Checks/typecheck-adapters.sh [-v]     (-v: print the swiftc commands)
# Prints one line per module/file/sample checked; exits 1 on any error or warning, 2 when the
# package's modules are missing.

set -uo pipefail
cd "$(dirname "$0")/.." || exit 2
ROOT=$PWD
SWIFTC=${SWIFTC:-swiftc}
VERBOSE=0
[ "${1:-}" = "-v" ] && VERBOSE=1

# shellcheck source=Checks/common.sh
. "$ROOT/Checks/common.sh"

TMP=$(mktemp -d "${TMPDIR:-/tmp}/typecheck-adapters.XXXXXX")
trap 'rm -rf "$TMP"' EXIT
mkdir -p "$TMP/stubs" "$TMP/adapters" "$TMP/samples" "$TMP/log"

# MARK: - The package's modules (built by `swift build`, never by this script)

find_package_modules || exit 2
package_check_flags
# Search order: adapters built against the stubs, then the stubs, then the package's modules
# (whose PathRouterSwiftUI/PathRouterUIKit are the empty Linux builds the first entry shadows).
SEARCH=(-I "$TMP/adapters" -I "$TMP/stubs" -I "$MODULES")

# MARK: - (a) The stub modules

build_stubs "$TMP/stubs" "$TMP/log"
for name in UIKit SwiftUI; do
    report "$(cat "$TMP/log/stub-$name.status")" "stub module $name ($(stub_files "$name"))" "$TMP/log/stub-$name"
done
if [ $FAILURES != 0 ]; then
    echo "stub modules did not compile: nothing else checked"
    exit 1
fi

# Every stub declaration used as an app would use it (Checks/StubUsage), so that a mistake in a
# stub shows up as such rather than as an error in the adapters.
for file in Checks/StubUsage/*.swift; do
    name=$(basename "$file" .swift)
    run "$TMP/log/usage-$name" -typecheck "${CHECK_FLAGS[@]}" -module-name StubUsage -I "$TMP/stubs" "$file"
    report $? "stub usage $file" "$TMP/log/usage-$name"
done

# MARK: - (b) The adapters

typecheck_adapter() { # typecheck_adapter DIR MODULE
    local dir=$1 module=$2 log=$TMP/log/adapter-$2
    run "$log" -typecheck "${CHECK_FLAGS[@]}" -module-name "$module" "${SEARCH[@]}" "$dir"/*.swift
    echo $? >"$log.status"
    # The module itself, for the samples that import it (its type-check is the line above).
    emit_adapter "$dir" "$module" "$TMP/stubs" "$TMP/adapters" "$log.emit"
    echo $? >"$log.emit.status"
}
for entry in "${ADAPTERS[@]}"; do
    # shellcheck disable=SC2086
    typecheck_adapter $entry &
done
wait
for entry in "${ADAPTERS[@]}"; do
    set -- $entry
    report "$(cat "$TMP/log/adapter-$2.status")" "adapter $2 ($(ls "$1"/*.swift | tr '\n' ' ' | sed 's/ $//'))" \
        "$TMP/log/adapter-$2"
done

# The branches behind `#if os(iOS)`, `#if os(macOS)`, ... are not compiled on Linux (os() is
# false here and cannot be overridden). As an extra check, for each platform P an adapter tests,
# a copy of the adapter with every `os(P)` replaced by `true` (the other os() staying false) is
# type-checked too: that covers the branch P takes, against the same stubs (which have no
# per-platform availability).
for entry in "${ADAPTERS[@]}"; do
    set -- $entry
    dir=$1 module=$2
    for platform in $(grep -h -o 'os([A-Za-z]*)' "$dir"/*.swift | sed 's/os(\(.*\))/\1/' | sort -u); do
        # only platforms some branch is taken for (`!os(watchOS)` alone just switches a file off)
        grep -h -E "(^|[^!])os\($platform\)" "$dir"/*.swift >/dev/null || continue
        copy=$TMP/variants/$module-$platform
        mkdir -p "$copy"
        for file in "$dir"/*.swift; do sed "s/os($platform)/true/g" "$file" >"$copy/$(basename "$file")"; done
        run "$TMP/log/variant-$module-$platform" -typecheck "${CHECK_FLAGS[@]}" -module-name "$module" "${SEARCH[@]}" "$copy"/*.swift
        status=$?
        sed -i "s#$copy/#$dir/#g" "$TMP/log/variant-$module-$platform"  # diagnostics at the original paths
        report $status "adapter $module with os($platform) taken as true (a rewritten copy of $dir)" \
            "$TMP/log/variant-$module-$platform"
    done
done

# MARK: - (c) The samples in README.md and the DocC catalog

# Every ```swift block that imports SwiftUI, UIKit, PathRouterSwiftUI or PathRouterUIKit (blocks
# inside `#if canImport(SwiftUI)` included), written to a file of its own.
python3 - "$TMP/samples" README.md Sources/PathRouter/PathRouter.docc/*.md <<'PY'
import os, re, sys
out, files = sys.argv[1], sys.argv[2:]
fence = re.compile(r'^([ \t]*)```swift[^\n]*\n(.*?)^\1```[ \t]*$', re.S | re.M)
uses = re.compile(r'^\s*import\s+(SwiftUI|UIKit|PathRouterSwiftUI|PathRouterUIKit)\b', re.M)
index = []
for path in files:
    text = open(path, encoding='utf-8').read()
    for match in fence.finditer(text):
        block = match.group(2)
        if not uses.search(block):
            continue
        line = text.count('\n', 0, match.start()) + 2  # the block's first line of code
        name = re.sub(r'[^A-Za-z0-9]+', '_', path) + f'_{line}.swift'
        # `#sourceLocation` maps diagnostics back to the Markdown file and line.
        with open(os.path.join(out, name), 'w', encoding='utf-8') as f:
            f.write(f'#sourceLocation(file: "{path}", line: {line})\n{block}#sourceLocation()\n')
        has_main = int(bool(re.search(r'^[ \t]*@main\b', block, re.M)))
        index.append('%s\t%s:%d\t%d' % (name, path, line, has_main))
open(os.path.join(out, 'index'), 'w').write('\n'.join(index) + ('\n' if index else ''))
PY
if [ $? != 0 ] || [ ! -f "$TMP/samples/index" ]; then
    echo "FAIL  extracting the samples from README.md and the DocC catalog"
    exit 1
fi

SAMPLES=0
while IFS=$'\t' read -r file label has_main; do
    [ -n "$file" ] || continue
    SAMPLES=$((SAMPLES + 1))
    missing=""
    for module in PathRouterSwiftUI PathRouterUIKit; do
        if grep -q "^[[:space:]]*import $module\b" "$TMP/samples/$file" && [ ! -f "$TMP/adapters/$module.swiftmodule" ]; then
            missing="$module"
        fi
    done
    if [ -n "$missing" ]; then
        echo "the adapter module $missing did not compile (see above)" >"$TMP/log/sample-$file"
        report 1 "sample $label" "$TMP/log/sample-$file"
        continue
    fi
    extra=()
    [ "$has_main" = 1 ] && extra=(-parse-as-library)  # `@main` needs it
    run "$TMP/log/sample-$file" -typecheck "${CHECK_FLAGS[@]}" "${extra[@]}" -module-name Sample "${SEARCH[@]}" \
        "$TMP/samples/$file"
    report $? "sample $label" "$TMP/log/sample-$file"
done <"$TMP/samples/index"
[ $SAMPLES = 0 ] && echo "note  no sample imports SwiftUI, UIKit, PathRouterSwiftUI or PathRouterUIKit"

# MARK: - (d) An app shell, through Checks/typecheck-app.sh

# Checks/SampleAppShell is an ordinary app's shell (login form, tabs with lists, a guarded
# payment form, a settings sheet, a UIKit scene delegate): type-checked by the command an app
# team runs on its own folder, so that the stubs cover what apps use and cannot rot.
export BUILD_DIR
export TYPECHECK_PREBUILT=$TMP  # the stub and adapter modules built above
app_flags=()
[ $VERBOSE = 1 ] && app_flags=(-v)
bash "$ROOT/Checks/typecheck-app.sh" ${app_flags[@]+"${app_flags[@]}"} Checks/SampleAppShell >"$TMP/log/app-shell" 2>&1
app_status=$?
cat "$TMP/log/app-shell"
[ $app_status = 0 ] || FAILURES=$((FAILURES + 1))

# MARK: - What Linux leaves unchecked

# `#if os(...)` lines in the adapters and samples: the branch under each such condition is not
# compiled here unless the condition is true on Linux (e.g. `!os(watchOS)`).
OS_CONDITION='^[[:space:]]*#(if|elseif).*os\('
unchecked=$(grep -n -E "$OS_CONDITION" Sources/SwiftUIBindings/*.swift Sources/UIKitBindings/*.swift 2>/dev/null)
while IFS=$'\t' read -r file label has_main; do
    [ -n "$file" ] || continue
    # line N of the sample file is line (first line of the block) + N - 2 of the Markdown file
    grep -n -E "$OS_CONDITION" "$TMP/samples/$file" | while IFS=: read -r n text; do
        echo "${label%:*}:$((${label##*:} + n - 2)):$text"
    done
done <"$TMP/samples/index" >"$TMP/log/unchecked-samples"
unchecked=$(printf '%s\n%s' "$unchecked" "$(cat "$TMP/log/unchecked-samples")" | sed '/^$/d')
if [ -n "$unchecked" ]; then
    echo "note  #if conditions with os(): on Linux every os(...) is false, so"
    echo "$unchecked" | awk '{
        line = $0; sub(/^[^:]*:[0-9]+:[ \t]*/, "", line)
        positive = gsub(/[^!]os\(|^os\(/, "&", line); negated = gsub(/!os\(/, "&", line)
        verdict = (positive == 0 && negated > 0) ? "true on Linux: its branch was checked" \
            : "its branch is not compiled on Linux (an #else branch is); for an adapter, see the os(...) taken as true lines"
        print "      " $0; print "        -> " verdict }'
fi

if [ $FAILURES != 0 ]; then
    echo "$FAILURES check(s) failed"
    exit 1
fi
echo "all checks passed"
