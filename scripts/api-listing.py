"""Prints the public API of PathRouter's products, one declaration a line, from the
compiler's symbol graphs (the directory given): `Module: path.to.symbol: declaration`,
sorted, so that every public change is a one-line diff."""
import glob
import json
import os
import sys

MODULES = ["PathRouter", "PathRouterAuth", "PathRouterBindings", "PathRouterModules", "PathRouterTesting", "SceneHost"]

def main(directory):
    lines = set()
    for module in MODULES:
        # The module's own symbols, and its extensions of other modules' types
        # (`PathRouterBindings@PathRouter.symbols.json`: `ScreenCloser.guardLeaving(asking:)`).
        lines |= listed(module, json.load(open(os.path.join(directory, module + ".symbols.json"))), extensions=False)
        for path in sorted(glob.glob(os.path.join(directory, module + "@*.symbols.json"))):
            lines |= listed(module, json.load(open(path)), extensions=True)
    for line in sorted(lines):
        print(line)

def listed(module, graph, extensions):
    lines = set()
    for symbol in graph["symbols"]:
        if symbol.get("accessLevel") not in ("public", "open"):
            continue
        # Another module's type's members that a conformance brings along are not this module's.
        if extensions and "::SYNTHESIZED::" in symbol["identifier"]["precise"]:
            continue
        name = ".".join(symbol["pathComponents"])
        declaration = "".join(fragment["spelling"] for fragment in symbol.get("declarationFragments", []))
        lines.add("%s: %s: %s" % (module, name, " ".join(declaration.split())))
    return lines

main(sys.argv[1])
