#!/usr/bin/env python3
"""The public surface of each library product, checked against a list kept in the repository.

Reads the symbol graphs SwiftPM dumps (`swift package dump-symbol-graph --minimum-access-level
public`) for TabMotionCore, TabMotionUI, TabMotionRender and TabMotionWindow, and writes one
line per public symbol: module, kind, path. A difference from Tests/Docs/PublicAPI.txt fails
with the lines added and removed, so every change to what users can call is a deliberate,
reviewed one; `--update` writes the list anew.

usage: check_api.py SYMBOLGRAPH_DIR [--update]
"""
import glob
import json
import os
import sys

MODULES = ["TabMotionCore", "TabMotionUI", "TabMotionRender", "TabMotionWindow"]
LIST = os.path.join(os.path.dirname(os.path.abspath(__file__)), "PublicAPI.txt")


def surface(graphs):
    lines = set()
    for module in MODULES:
        for path in glob.glob(os.path.join(graphs, module + ".symbols.json")) + glob.glob(
            os.path.join(graphs, module + "@*.symbols.json")
        ):
            with open(path) as f:
                graph = json.load(f)
            for symbol in graph.get("symbols", []):
                if symbol.get("accessLevel") not in ("public", "open"):
                    continue
                kind = symbol["kind"]["identifier"].removeprefix("swift.")
                name = ".".join(symbol["pathComponents"])
                lines.add(f"{module} {kind} {name}")
    return sorted(lines)


def main():
    if len(sys.argv) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    now = surface(sys.argv[1])
    if not now:
        print("check_api: no symbol graphs found in " + sys.argv[1], file=sys.stderr)
        return 1
    if "--update" in sys.argv[2:]:
        with open(LIST, "w") as f:
            f.write("\n".join(now) + "\n")
        print(f"check_api: {len(now)} public symbols written to {LIST}")
        return 0
    with open(LIST) as f:
        kept = [line.rstrip("\n") for line in f if line.strip()]
    added = sorted(set(now) - set(kept))
    removed = sorted(set(kept) - set(now))
    if not added and not removed:
        print(f"check_api: the public surface is as listed ({len(now)} symbols)")
        return 0
    for line in added:
        print("+ " + line, file=sys.stderr)
    for line in removed:
        print("- " + line, file=sys.stderr)
    print(
        f"check_api: the public surface changed ({len(added)} added, {len(removed)} removed); "
        "if that is meant, run ./dev api and commit Tests/Docs/PublicAPI.txt",
        file=sys.stderr,
    )
    return 1


if __name__ == "__main__":
    sys.exit(main())
