#!/usr/bin/env python3
"""Checks, on Linux, the toolchain APIs the library targets use against the Apple OS versions
Package.swift declares.

The compiler ignores Apple platforms' availability when it builds for Linux, so `swift build`
cannot say whether code compiles for iOS 16. This script reads what it can instead: every
symbol each source file of the library targets references (the debug build's index store,
read with the toolchain's libIndexStore), joined with the availability the toolchain's own
modules declare for Apple platforms (their symbol graphs: the standard library, _Concurrency,
Observation, _StringProcessing, Synchronization, FoundationEssentials, Dispatch; the same
annotations Apple's SDK carries for these modules) and by the library targets themselves. A
reference to a symbol introduced after the package's minimum is an error unless the
declaration it is in (or an enclosing one) is marked `@available` for at least that version, or
an `if #available`/`guard #available` for it comes before it in that declaration.

What it does not see: Apple-only frameworks (SwiftUI, UIKit: the adapters are empty on
Linux), Foundation's own availability (Linux's Foundation is a different build), and language
features whose runtime support has an OS floor (typed throws in type metadata, parameter
packs): the compiler checks those only when it builds for the Apple platform.

    swift build                        # the index store is written by the debug build
    scripts/availability-check.py      # prints each finding; exits 1 on any
"""
import ctypes
import glob
import json
import os
import re
import subprocess
import sys
import tempfile

LIBRARY_MODULES = [
    "SceneHost", "PathRouterLocking", "PathRouterAuth", "PathRouter", "PathRouterModules",
    "PathRouterBindings", "PathRouterTesting",
]
TOOLCHAIN_MODULES = ["Swift", "_Concurrency", "Observation", "_StringProcessing", "Synchronization", "FoundationEssentials", "Dispatch"]
PLATFORMS = {"macOS": "macOS", "iOS": "iOS", "tvOS": "tvOS", "watchOS": "watchOS", "visionOS": "visionOS"}
# Symbols whose graph entry carries another declaration's availability: the protocol
# requirement `FixedWidthInteger.&*` shows Int128's witness's (macOS 15); the requirement
# itself has none. And the iterators' `next(isolation:)`, which `for await` calls only where it
# is available (elsewhere the compiler calls `next()`).
NOT_A_USE = {
    "s:s17FixedWidthIntegerP2amoiyxx_xtFZ",
    "s:ScS8IteratorV4next9isolationxSgScA_pSgYi_tYaF",
    "s:ScG8IteratorV4next9isolationxSgScA_pSgYi_tYaF",
}


def version(text):
    parts = [int(p) for p in text.split(".")]
    return tuple(parts + [0] * (2 - len(parts)))[:2]


def floors(root):
    """The package's minimum per platform, from its `platforms:` line."""
    manifest = open(os.path.join(root, "Package.swift")).read()
    line = next(l for l in manifest.splitlines() if l.strip().startswith("platforms:"))
    found = {}
    for name, major, minor in re.findall(r"\.(macOS|iOS|tvOS|watchOS|visionOS)\(\.v(\d+)(?:_(\d+))?\)", line):
        found[name] = (int(major), int(minor or 0))
    return found


def toolchain():
    info = json.loads(subprocess.check_output(["swiftc", "-print-target-info"]))
    return info["paths"]["runtimeResourcePath"], info["target"]["triple"]


def declared_availability(triple, build, scratch):
    """USR -> {platform: introduced version}: for the toolchain modules' public symbols, and
    for every symbol of the library targets (so that a use of the package's own
    `@available` declarations is checked too)."""
    for module in TOOLCHAIN_MODULES:
        subprocess.run(["swift", "symbolgraph-extract", "-module-name", module, "-target", triple,
                        "-minimum-access-level", "public", "-output-dir", scratch],
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
    for module in LIBRARY_MODULES:
        subprocess.run(["swift", "symbolgraph-extract", "-module-name", module, "-target", triple,
                        "-I", os.path.join(build, "Modules"),
                        "-Xcc", "-fmodule-map-file=" + os.path.join(build, "PathRouterRetain.build", "module.modulemap"),
                        "-Xcc", "-fmodule-map-file=" + os.path.join(build, "PathRouterAtomics.build", "module.modulemap"),
                        "-minimum-access-level", "private", "-output-dir", scratch],
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
    table, names = {}, {}
    for path in glob.glob(os.path.join(scratch, "*.symbols.json")):
        for symbol in json.load(open(path))["symbols"]:
            usr = symbol["identifier"]["precise"]
            names[usr] = ".".join(symbol["pathComponents"])
            entry = {}
            for item in symbol.get("availability", []):
                domain, introduced = item.get("domain"), item.get("introduced")
                if domain in PLATFORMS and introduced:
                    entry[domain] = (introduced.get("major", 0), introduced.get("minor", 0))
            if entry:
                table[usr] = entry
    return table, names


def references(store_path, library, modules):
    """(module, file, line, usr) for every reference the given modules' sources make."""
    lib = ctypes.CDLL(library)

    class Ref(ctypes.Structure):
        _fields_ = [("data", ctypes.c_char_p), ("length", ctypes.c_size_t)]

    def text(ref):
        return ctypes.string_at(ref.data, ref.length).decode() if ref.length else ""

    vp = ctypes.c_void_p
    unit_cb = ctypes.CFUNCTYPE(ctypes.c_bool, vp, Ref)
    item_cb = ctypes.CFUNCTYPE(ctypes.c_bool, vp, vp)
    signatures = {
        "indexstore_store_create": (vp, [ctypes.c_char_p, ctypes.POINTER(vp)]),
        "indexstore_store_units_apply_f": (ctypes.c_bool, [vp, ctypes.c_uint, vp, unit_cb]),
        "indexstore_unit_reader_create": (vp, [vp, ctypes.c_char_p, ctypes.POINTER(vp)]),
        "indexstore_unit_reader_get_module_name": (Ref, [vp]),
        "indexstore_unit_reader_dependencies_apply_f": (ctypes.c_bool, [vp, vp, item_cb]),
        "indexstore_unit_dependency_get_kind": (ctypes.c_int, [vp]),
        "indexstore_unit_dependency_get_name": (Ref, [vp]),
        "indexstore_unit_dependency_get_filepath": (Ref, [vp]),
        "indexstore_record_reader_create": (vp, [vp, ctypes.c_char_p, ctypes.POINTER(vp)]),
        "indexstore_record_reader_occurrences_apply_f": (ctypes.c_bool, [vp, vp, item_cb]),
        "indexstore_occurrence_get_symbol": (vp, [vp]),
        "indexstore_occurrence_get_roles": (ctypes.c_uint64, [vp]),
        "indexstore_occurrence_get_line_col": (None, [vp, ctypes.POINTER(ctypes.c_uint), ctypes.POINTER(ctypes.c_uint)]),
        "indexstore_symbol_get_usr": (Ref, [vp]),
    }
    for name, (restype, argtypes) in signatures.items():
        getattr(lib, name).restype = restype
        getattr(lib, name).argtypes = argtypes
    error = vp()
    store = lib.indexstore_store_create(store_path.encode(), ctypes.byref(error))
    units = []
    lib.indexstore_store_units_apply_f(store, 0, None, unit_cb(lambda _, name: units.append(text(name)) or True))
    found, records = [], set()
    for unit in units:
        reader = lib.indexstore_unit_reader_create(store, unit.encode(), ctypes.byref(error))
        if not reader:
            continue
        module = text(lib.indexstore_unit_reader_get_module_name(reader))
        if module not in modules:
            continue
        dependencies = []

        def on_dependency(_, dependency):
            if lib.indexstore_unit_dependency_get_kind(dependency) == 2:  # a record
                dependencies.append((text(lib.indexstore_unit_dependency_get_name(dependency)),
                                     text(lib.indexstore_unit_dependency_get_filepath(dependency))))
            return True

        lib.indexstore_unit_reader_dependencies_apply_f(reader, None, item_cb(on_dependency))
        for record, path in dependencies:
            if (record, path) in records or not os.path.exists(path):
                continue
            records.add((record, path))
            record_reader = lib.indexstore_record_reader_create(store, record.encode(), ctypes.byref(error))

            def on_occurrence(_, occurrence, path=path, module=module):
                if lib.indexstore_occurrence_get_roles(occurrence) & (1 << 2):  # a reference
                    line, column = ctypes.c_uint(), ctypes.c_uint()
                    lib.indexstore_occurrence_get_line_col(occurrence, ctypes.byref(line), ctypes.byref(column))
                    usr = text(lib.indexstore_symbol_get_usr(lib.indexstore_occurrence_get_symbol(occurrence)))
                    found.append((module, path, line.value, usr))
                return True

            if record_reader:
                lib.indexstore_record_reader_occurrences_apply_f(record_reader, None, item_cb(on_occurrence))
    return found


AVAILABLE = re.compile(r"[@#]available\(([^)]*)\)")
DECLARATION = re.compile(r"^(\s*)(?:@[\w().,: *]+\s+)*(?:(?:public|package|internal|private|fileprivate|open|final|static|"
                         r"nonisolated(?:\([a-z]+\))?|override|mutating|convenience|required|lazy)\s+)*"
                         r"(?:func|init|var|let|class|struct|enum|protocol|extension|actor|subscript)\b")


def covered(lines, index, needed):
    """Whether line `index` (0-based) is inside a declaration marked available for `needed`, or
    after an `#available` for it in its declaration. Reads the source: every enclosing
    declaration (each less indented than the last) and its attributes, and the `#available`
    conditions between the innermost one and the line."""
    def grants(condition):
        versions = dict(re.findall(r"(macOS|iOS|tvOS|watchOS|visionOS) (\d+(?:\.\d+)?)", condition))
        return all(p in versions and version(versions[p]) >= v for p, v in needed.items())

    # A line that is a declaration or one of its attributes (`@Observable` expands there): that
    # declaration's own attributes count.
    if lines[index].lstrip().startswith("@") or DECLARATION.match(lines[index]):
        start, end = index, index
        while start > 0 and lines[start - 1].lstrip().startswith(("@", "///")):
            start -= 1
        while end + 1 < len(lines) and lines[end].lstrip().startswith("@"):
            end += 1
        for line in lines[start:end + 1]:
            match = AVAILABLE.search(line)
            if match and "@available" in line and grants(match.group(1)):
                return True
    indent = len(lines[index]) - len(lines[index].lstrip())
    innermost = True
    row = index
    while row >= 0:
        line = lines[row]
        stripped = line.lstrip()
        depth = len(line) - len(stripped)
        if stripped and depth < indent and DECLARATION.match(line):
            if innermost:
                for between in lines[row:index + 1]:
                    match = AVAILABLE.search(between)
                    if match and "#available" in between and grants(match.group(1)):
                        return True
                innermost = False
            attribute = row - 1
            while attribute >= 0 and lines[attribute].lstrip().startswith(("@", "///", "//")):
                match = AVAILABLE.search(lines[attribute])
                if match and lines[attribute].lstrip().startswith("@available") and grants(match.group(1)):
                    return True
                attribute -= 1
            match = AVAILABLE.search(line)
            if match and grants(match.group(1)):
                return True
            indent = depth
        row -= 1
    return False


def main():
    root = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
    minimum = floors(root)
    resources, triple = toolchain()
    library = os.path.join(os.path.dirname(resources), "libIndexStore.so")
    build = os.path.join(root, ".build", triple, "debug")
    store = os.path.join(build, "index", "store")
    if not os.path.isdir(store):
        sys.exit("availability: no index store at %s: run `swift build` first" % store)
    with tempfile.TemporaryDirectory() as scratch:
        table, names = declared_availability(triple, build, scratch)
    findings, checked = [], 0
    sources = {}
    for module, path, line, usr in references(store, library, set(LIBRARY_MODULES)):
        entry = table.get(usr)
        if not entry or usr in NOT_A_USE:
            continue
        needed = {p: v for p, v in entry.items() if p in minimum and v > minimum[p]}
        if not needed:
            continue
        checked += 1
        lines = sources.setdefault(path, open(path).read().splitlines())
        if not covered(lines, line - 1, needed):
            findings.append("%s:%d: %s needs %s" % (os.path.relpath(path, root), line, names.get(usr, usr),
                                                    ", ".join("%s %d.%d" % (p, *v) for p, v in sorted(needed.items()))))
    for finding in sorted(set(findings)):
        print(finding)
    minimums = ", ".join("%s %d.%d" % (p, *v) for p, v in sorted(minimum.items()))
    print("availability: %d references above the minimums (%s), %d not marked for them"
          % (checked, minimums, len(set(findings))))
    sys.exit(1 if findings else 0)


main()
