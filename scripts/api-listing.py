"""Prints the public API of PathRouter's products, one declaration a line, from the
compiler's symbol graphs (the directory given): `Module: path.to.symbol: declaration`,
sorted, so that every public change is a one-line diff."""
import json
import os
import sys

MODULES = ["PathRouter", "PathRouterAuth", "PathRouterBindings", "PathRouterModules", "PathRouterTesting", "SceneHost"]

def main(directory):
    lines = set()
    for module in MODULES:
        path = os.path.join(directory, module + ".symbols.json")
        graph = json.load(open(path))
        for symbol in graph["symbols"]:
            if symbol.get("accessLevel") not in ("public", "open"):
                continue
            name = ".".join(symbol["pathComponents"])
            declaration = "".join(fragment["spelling"] for fragment in symbol.get("declarationFragments", []))
            lines.add("%s: %s: %s" % (module, name, " ".join(declaration.split())))
    for line in sorted(lines):
        print(line)

main(sys.argv[1])
