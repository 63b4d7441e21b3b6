#!/usr/bin/env python3
"""Opens the DocC site in headless Chromium, as a reader would, and checks it renders.

Usage: check_site.py SITE_DIR SCREENSHOT_DIR

The site is served over HTTP (DocC's pages load their content with JavaScript, which a
file:// page may not do). For the landing page and two articles it checks that the rendered
page shows its heading and that every picture the page asks for is served, then saves a
screenshot. Exit status 1 names the first page that fails.
"""

import functools
import http.server
import os
import subprocess
import sys
import tempfile
import threading

PAGES = [
    # (path, heading the rendered page must show, pictures it must load)
    ("/documentation/", "TabMotion", []),
    ("/documentation/tabmotionui/", "TabMotionUI", ["architecture.svg"]),
    ("/documentation/tabmotionui/tabbarsandindicators", "Tab bars and indicators", ["styles.gif"]),
    ("/documentation/tabmotionui/pagersandtransitions", "Pagers and transitions", ["cube.gif"]),
    ("/tutorials/tabmotionui/buildingascreen", "Building a screen of your own",
     ["recipe-box-collapsed.png"]),
]


class Recorder(http.server.SimpleHTTPRequestHandler):
    served = []

    def log_message(self, format, *args):
        # (path, status) of every request, instead of lines on stderr.
        if len(args) >= 2:
            Recorder.served.append((str(args[0]).split(" ")[1] if " " in str(args[0]) else "", str(args[1])))


def chromium(*args):
    with tempfile.TemporaryDirectory() as profile:
        return subprocess.run(
            ["chromium", "--headless=new", "--no-sandbox", "--disable-gpu",
             "--hide-scrollbars", f"--user-data-dir={profile}",
             "--virtual-time-budget=15000", *args],
            capture_output=True, text=True, timeout=120)


def main():
    site, shots = sys.argv[1], sys.argv[2]
    os.makedirs(shots, exist_ok=True)
    handler = functools.partial(Recorder, directory=site)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}"
    failures = []
    for path, heading, pictures in PAGES:
        Recorder.served.clear()
        dom = chromium("--dump-dom", base + path).stdout
        if f">{heading}<" not in dom and f"> {heading} <" not in dom:
            failures.append(f"{path}: the rendered page does not show the heading '{heading}'")
        for picture in pictures:
            hits = [status for (p, status) in Recorder.served if p.endswith("/" + picture)]
            if "200" not in hits and "304" not in hits:
                failures.append(f"{path}: the picture {picture} was not loaded (requests: {hits})")
        name = path.strip("/").replace("/", "-") or "landing"
        chromium("--window-size=1280,1600", f"--screenshot={os.path.join(shots, name)}.png",
                 base + path)
        print(f"{path}: checked, screenshot {os.path.join(shots, name)}.png")
    server.shutdown()
    if failures:
        for f in failures:
            print("docs check: " + f, file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
