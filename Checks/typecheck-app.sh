#!/usr/bin/env bash
# Type-checks an app's own SwiftUI/UIKit sources on Linux, against the stub modules in
# Checks/AppleStubs (declarations copied from Apple's documentation), PathRouter's adapters
# (PathRouterSwiftUI, PathRouterUIKit, built against those stubs) and the package's modules from
# the last `swift build`. Type-checks only: nothing is linked or run. See Checks/README.md.
#
# Usage: Checks/typecheck-app.sh [-v] [--module NAME] [--swift-version 5|6] [--allow-warnings]
#                                 FOLDER... [-- EXTRA-SWIFTC-FLAGS...]
#   FOLDER...          every *.swift file under these folders (recursively) is one module
#   --module NAME      its module name (default: App)
#   --swift-version    the language mode (default: 6, with complete concurrency checking)
#   --allow-warnings   report warnings without failing (default: warnings are errors)
#   -v                 print the swiftc commands
# `-parse-as-library` is passed unless a file is named main.swift (an app with `@main` needs it).
# Exits 0 when the app type-checks, 1 on an error (or a warning), 2 when the package's modules
# are missing (run `swift build` first, or set BUILD_DIR=.build/…/debug) or the usage is wrong.

set -uo pipefail
SWIFTC=${SWIFTC:-swiftc}
VERBOSE=0
MODULE=App
LANGUAGE=6
WARNINGS_AS_ERRORS=1
FOLDERS=()
EXTRA=()
while [ $# -gt 0 ]; do
    case "$1" in
    -v) VERBOSE=1 ;;
    --module) MODULE=${2:?--module needs a name}; shift ;;
    --swift-version) LANGUAGE=${2:?--swift-version needs 5 or 6}; shift ;;
    --allow-warnings) WARNINGS_AS_ERRORS=0 ;;
    --) shift; EXTRA=("$@"); break ;;
    -*) echo "error: unknown option $1 (see the usage at the top of $0)" >&2; exit 2 ;;
    *) FOLDERS+=("$1") ;;
    esac
    shift
done
if [ ${#FOLDERS[@]} = 0 ]; then
    echo "usage: $0 [-v] [--module NAME] [--swift-version 5|6] [--allow-warnings] FOLDER... [-- FLAGS...]" >&2
    exit 2
fi

# The app's files, before moving to the repository (the folders may be relative to the caller).
FILES=()
for folder in "${FOLDERS[@]}"; do
    if [ ! -d "$folder" ]; then echo "error: no folder $folder" >&2; exit 2; fi
    while IFS= read -r file; do FILES+=("$(cd "$(dirname "$file")" && pwd)/$(basename "$file")"); done \
        < <(find "$folder" -name '*.swift' -type f | sort)
done
if [ ${#FILES[@]} = 0 ]; then echo "error: no .swift file under ${FOLDERS[*]}" >&2; exit 2; fi
LABEL="app ${FOLDERS[*]} (module $MODULE, ${#FILES[@]} files)"

cd "$(dirname "$0")/.." || exit 2
ROOT=$PWD
# shellcheck source=Checks/common.sh
. "$ROOT/Checks/common.sh"
TMP=$(mktemp -d "${TMPDIR:-/tmp}/typecheck-app.XXXXXX")
trap 'rm -rf "$TMP"' EXIT
mkdir -p "$TMP/stubs" "$TMP/adapters" "$TMP/log"

find_package_modules || exit 2
package_check_flags

# The stubs and the adapters: built here as Checks/typecheck-adapters.sh builds them, or the ones
# that script built and hands over (TYPECHECK_PREBUILT/stubs and TYPECHECK_PREBUILT/adapters).
if [ -n "${TYPECHECK_PREBUILT:-}" ]; then
    STUBS=$TYPECHECK_PREBUILT/stubs
    ADAPTER_MODULES=$TYPECHECK_PREBUILT/adapters
    for module in "$STUBS/UIKit" "$STUBS/SwiftUI" "$ADAPTER_MODULES/PathRouterSwiftUI" "$ADAPTER_MODULES/PathRouterUIKit"; do
        if [ ! -f "$module.swiftmodule" ]; then
            echo "FAIL  $LABEL: $module.swiftmodule was not built (see the checks above)"
            exit 1
        fi
    done
else
    STUBS=$TMP/stubs
    ADAPTER_MODULES=$TMP/adapters
    if ! build_stubs "$STUBS" "$TMP/log"; then
        for name in UIKit SwiftUI; do
            report "$(cat "$TMP/log/stub-$name.status")" "stub module $name" "$TMP/log/stub-$name"
        done
        echo "FAIL  $LABEL: the stub modules did not compile (run Checks/typecheck-adapters.sh)"
        exit 1
    fi
    for entry in "${ADAPTERS[@]}"; do
        # shellcheck disable=SC2086
        set -- $entry
        if ! emit_adapter "$1" "$2" "$STUBS" "$ADAPTER_MODULES" "$TMP/log/adapter-$2"; then
            report 1 "adapter $2" "$TMP/log/adapter-$2"
            echo "FAIL  $LABEL: the adapter $2 did not compile (run Checks/typecheck-adapters.sh)"
            exit 1
        fi
    done
fi

# The app: its own settings, not the package's (no upcoming features, no package name).
APP_FLAGS=(-swift-version "$LANGUAGE" "${C_MODULE_FLAGS[@]}")
[ "$LANGUAGE" = 6 ] && APP_FLAGS+=(-strict-concurrency=complete)
[ $WARNINGS_AS_ERRORS = 1 ] && APP_FLAGS+=(-warnings-as-errors)
printf '%s\n' "${FILES[@]}" | grep -q '/main\.swift$' || APP_FLAGS+=(-parse-as-library)
run "$TMP/log/app" -typecheck "${APP_FLAGS[@]}" -module-name "$MODULE" \
    -I "$ADAPTER_MODULES" -I "$STUBS" -I "$MODULES" "${FILES[@]}" ${EXTRA[@]+"${EXTRA[@]}"}
status=$?
sed -i "s#$ROOT/##g" "$TMP/log/app"
report $status "$LABEL" "$TMP/log/app"

# What Linux leaves out: `#if os(...)` branches are not compiled here (os() is false).
unchecked=$(grep -Hn -E '^[[:space:]]*#(if|elseif).*[^!]os\(|^[[:space:]]*#(if|elseif)[[:space:]]+os\(' "${FILES[@]}" 2>/dev/null \
    | sed "s#$ROOT/##")
if [ -n "$unchecked" ]; then
    echo "note  not compiled on Linux (every os(...) is false here):"
    echo "$unchecked" | sed 's/^/      /'
fi
exit $((status == 0 ? 0 : 1))
