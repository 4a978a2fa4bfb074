#!/usr/bin/env python3
"""What one plain push runs, function by function.

Reads the two coverage exports that `files-per-push` (../shared/tools) leaves in
CHECKOUT/.build/files-per-push (p0.json: warm-up only; p1.json: warm-up and one more push) and
prints, for each library file whose counters grew, the functions that ran more often and how
many lines each spans; then the totals: files, functions, their lines, and the top-level types
those functions belong to (a nested type counts as its outermost type, an extension as the type
it extends). Issue 57 asks for a push in at most 20 files with one main type per file: the
number of top-level types is the floor that rule puts under the file count.

Usage: Benchmarks/push-map.py [CHECKOUT]   (run files-per-push on CHECKOUT first)
"""

import collections
import json
import os
import re
import subprocess
import sys

root = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else ".")
work = os.path.join(root, ".build", "files-per-push")


def functions(name):
    """(mangled name, file) -> (execution count, first line, last line), library files only."""
    with open(os.path.join(work, name)) as f:
        data = json.load(f)
    out = {}
    for fn in data["data"][0]["functions"]:
        path = fn["filenames"][0]
        if "/Sources/" not in path or "/.build/" in path:
            continue
        region = fn["regions"][0]
        out[(fn["name"], path)] = (fn["count"], region[0], region[2])
    return out


before, after = functions("p0.json"), functions("p1.json")
ran = [(key, count - before.get(key, (0,))[0], last - first + 1)
       for key, (count, first, last) in after.items() if count > before.get(key, (0,))[0]]
demangled = subprocess.run(["swift", "demangle", "--simplified", "--compact"],
                           input="\n".join(key[0] for key, _, _ in ran),
                           capture_output=True, text=True, check=True).stdout.split("\n")
readable = dict(zip((key[0] for key, _, _ in ran), demangled))

# "closure #1 in static RouteTrie.View.find(...)" -> "RouteTrie"
prefix = re.compile(r"^((implicit )?closure #\d+ in |variable initialization expression of |static )+")


def top_level_type(name):
    return prefix.sub("", name).split("(")[0].split("<")[0].split(".")[0]


by_file = collections.defaultdict(list)
for (mangled, path), times, lines in ran:
    by_file[os.path.relpath(path, root)].append((readable[mangled], times, lines))
files_of = collections.defaultdict(set)
for path, entries in by_file.items():
    for name, _, _ in entries:
        files_of[top_level_type(name)].add(path)
types = sorted(files_of)

for path in sorted(by_file):
    print(path)
    for name, times, lines in sorted(by_file[path]):
        print(f"    {times:>2}x {lines:>4} lines  {name[:110]}")
print(f"one push runs {len(ran)} functions ({sum(lines for _, _, lines in ran)} lines) "
      f"in {len(by_file)} files, of {len(types)} top-level types:")
print("    " + ", ".join(types))
spread = sorted(((len(paths), kind) for kind, paths in files_of.items() if len(paths) > 1), reverse=True)
print("types whose push code is in more than one file: "
      + ", ".join(f"{kind} {count}" for count, kind in spread))
