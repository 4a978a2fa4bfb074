# Shared by Checks/typecheck-adapters.sh and Checks/typecheck-app.sh (sourced, not run).
# Before sourcing: ROOT (the repository), TMP (a scratch directory), VERBOSE (0/1), SWIFTC.
# See Checks/README.md.

# MARK: - The package's modules (built by `swift build`, never by these scripts)

# Sets BUILD_DIR, MODULES and MODULEMAP; returns 2 (with a message) when the modules are missing.
find_package_modules() {
    if [ -z "${BUILD_DIR:-}" ]; then
        local dir
        for dir in "$ROOT/.build/debug" "$ROOT/.build/$(uname -m)-unknown-linux-gnu/debug"; do
            if [ -f "$dir/Modules/PathRouterBindings.swiftmodule" ]; then BUILD_DIR=$dir; break; fi
        done
    fi
    if [ -z "${BUILD_DIR:-}" ] || [ ! -f "$BUILD_DIR/Modules/PathRouterBindings.swiftmodule" ] \
        || [ ! -f "$BUILD_DIR/Modules/PathRouter.swiftmodule" ]; then
        echo "error: PathRouter.swiftmodule / PathRouterBindings.swiftmodule not found in .build/debug/Modules" >&2
        echo "       or .build/$(uname -m)-unknown-linux-gnu/debug/Modules: run \`swift build\` first (or set BUILD_DIR)." >&2
        return 2
    fi
    MODULES=$BUILD_DIR/Modules
    # PathRouter imports the C module PathRouterRetain: use the build's module map, or write one.
    MODULEMAP=$BUILD_DIR/PathRouterRetain.build/module.modulemap
    if [ ! -f "$MODULEMAP" ]; then
        MODULEMAP=$TMP/PathRouterRetain.modulemap
        printf 'module PathRouterRetain {\n    umbrella header "%s/Sources/Retain/include/PathRouterRetain.h"\n    export *\n}\n' \
            "$ROOT" >"$MODULEMAP"
    fi
    # PathRouterLocking imports the C module PathRouterAtomics (its atomics, inlined where they
    # are called): the build's module map, or one written here.
    ATOMICS_MODULEMAP=$BUILD_DIR/PathRouterAtomics.build/module.modulemap
    if [ ! -f "$ATOMICS_MODULEMAP" ]; then
        ATOMICS_MODULEMAP=$TMP/PathRouterAtomics.modulemap
        printf 'module PathRouterAtomics {\n    umbrella header "%s/Sources/Atomics/include/PathRouterAtomics.h"\n    export *\n}\n' \
            "$ROOT" >"$ATOMICS_MODULEMAP"
    fi
    # The C modules' flags, for every compilation that loads PathRouter.
    C_MODULE_FLAGS=(
        -Xcc "-fmodule-map-file=$MODULEMAP" -Xcc -I -Xcc "$ROOT/Sources/Retain/include"
        -Xcc "-fmodule-map-file=$ATOMICS_MODULEMAP" -Xcc -I -Xcc "$ROOT/Sources/Atomics/include"
    )
    return 0
}

# MARK: - Running and reporting

FAILURES=0
run() { # run LOG swiftc-args...: runs swiftc, keeps its output in LOG, returns its status
    local log=$1
    shift
    [ "$VERBOSE" = 1 ] && echo "+ $SWIFTC $*" >&2
    "$SWIFTC" "$@" >"$log" 2>&1
}
report() { # report STATUS LABEL LOG
    if [ "$1" = 0 ]; then
        printf 'ok    %s\n' "$2"
    else
        printf 'FAIL  %s\n' "$2"
        sed 's/^/      /' "$3"
        FAILURES=$((FAILURES + 1))
    fi
}

# MARK: - The stub modules

# build_stub NAME DEST LOGDIR: the stub module NAME (Checks/AppleStubs/NAME/*.swift) into DEST,
# against the stubs already in DEST. Apple's frameworks are built with library evolution
# (non-@frozen types and enums are resilient); the stubs are too. The one warning that brings,
# about Foundation not being built that way, is expected and filtered; any other warning or
# error fails. Writes LOGDIR/stub-NAME (the diagnostics) and LOGDIR/stub-NAME.status (0 or 1).
build_stub() {
    local name=$1 dest=$2 logdir=$3
    local log=$logdir/stub-$name
    run "$log.raw" -emit-module -parse-as-library -swift-version 6 -strict-concurrency=complete \
        -enable-library-evolution -module-name "$name" -emit-module-path "$dest/$name.swiftmodule" -I "$dest" \
        "$ROOT"/Checks/AppleStubs/"$name"/*.swift
    local status=$?
    { grep -v "was not compiled with library evolution support" "$log.raw" || true; } \
        | awk '/^[^ ].*: (warning|error): /{bad=1} {print} END{exit bad}' >"$log"
    local diagnostics=$?
    # a diagnostic block whose headline was filtered leaves only its source excerpt: drop that too
    if [ $status = 0 ] && [ $diagnostics = 0 ]; then
        : >"$log"
        echo 0 >"$log.status"
    else
        echo 1 >"$log.status"
    fi
}

# build_stubs DEST LOGDIR: UIKit first, then SwiftUI (whose UIHostingController subclasses UIKit's
# UIViewController, as Apple's SwiftUI does where UIKit exists). Returns 1 when either failed.
build_stubs() {
    local dest=$1 logdir=$2
    build_stub UIKit "$dest" "$logdir"
    if [ "$(cat "$logdir/stub-UIKit.status")" = 0 ]; then
        build_stub SwiftUI "$dest" "$logdir"
    else
        echo "not built: the UIKit stub, which it imports, did not compile" >"$logdir/stub-SwiftUI"
        echo 1 >"$logdir/stub-SwiftUI.status"
    fi
    [ "$(cat "$logdir/stub-UIKit.status")" = 0 ] && [ "$(cat "$logdir/stub-SwiftUI.status")" = 0 ]
}

# stub_files NAME: the stub module's files, for the report line.
stub_files() {
    (cd "$ROOT" && ls Checks/AppleStubs/"$1"/*.swift | tr '\n' ' ' | sed 's/ $//')
}

# MARK: - The adapter modules

# The package's settings (Package.swift: Swift 6 mode, ExistentialAny, MemberImportVisibility),
# and its name as SwiftPM passes it to the compiler (the checkout folder's name, lowercased, any
# other character than a letter, a digit or `_` made `_`): the library's `package` declarations
# are visible to the adapters under that name only, and the folder is `main` here, not in CI.
package_check_flags() {
    local name
    name=$(basename "$ROOT" | tr '[:upper:]' '[:lower:]' | sed 's/[^a-z0-9_]/_/g; s/^\([0-9]\)/_\1/')
    CHECK_FLAGS=(
        -swift-version 6 -strict-concurrency=complete -warnings-as-errors
        -enable-upcoming-feature ExistentialAny -enable-upcoming-feature MemberImportVisibility
        -package-name "$name" -D SWIFT_PACKAGE
        "${C_MODULE_FLAGS[@]}"
    )
}

# The adapters: SOURCES_DIR MODULE.
ADAPTERS=("Sources/SwiftUIBindings PathRouterSwiftUI" "Sources/UIKitBindings PathRouterUIKit")

# emit_adapter DIR MODULE STUBS DEST LOG: the adapter as a module (for the samples and apps that
# import it), built against the stubs in STUBS and the package's modules. Returns swiftc's status.
emit_adapter() {
    local dir=$1 module=$2 stubs=$3 dest=$4 log=$5
    run "$log" -emit-module -parse-as-library "${CHECK_FLAGS[@]}" -module-name "$module" \
        -emit-module-path "$dest/$module.swiftmodule" -I "$stubs" -I "$MODULES" "$ROOT/$dir"/*.swift
}
