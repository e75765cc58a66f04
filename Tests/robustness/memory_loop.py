#!/usr/bin/env python3
"""Resident memory of the daemon around a loop of large anonymous solves.

Starts `layoutd serve` (the binary given) on a free port with a fresh data
directory, solves a row of N views (4 constraints each) R times, and prints
the resident set at the start, its peak, right after the loop and 3 s later.
WIDTH=">= 1" makes every width ambiguous (the ambiguity analysis then does
most of the work). GLIBC_TUNABLES and LAYOUTD_* variables pass through.

Usage: memory_loop.py BINARY VIEWS ROUNDS [QUERY] [DAEMON FLAGS...]
e.g.   WIDTH=">= 1" memory_loop.py .build/release/layoutd 6000 4
"""
import http.client
import json
import os
import re
import subprocess
import sys
import tempfile
import time


def main():
    binary, views, rounds = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    query = sys.argv[4] if len(sys.argv) > 4 else ""
    extra = sys.argv[5:]
    width = os.environ.get("WIDTH")
    items = [{"id": "root"}] + [{"id": f"v{i}", "parent": "root"} for i in range(views)]
    constraints = []
    for i in range(views):
        previous = "root.left" if i == 0 else f"v{i - 1}.right"
        constraints += [f"v{i}.left == {previous} + 1", f"v{i}.top == root.top + {i % 7}",
                        f"v{i}.width {width or '== ' + str(1 + i % 5)}", f"v{i}.height == 10"]
    body = json.dumps({"format": "layoutd.scene/1", "size": {"width": 320, "height": 480},
                       "views": items, "constraints": constraints}).encode()
    daemon = subprocess.Popen([binary, "serve", "--port", "0", "--data-dir", tempfile.mkdtemp(),
                               "--solve-deadline", "600"] + extra, stderr=subprocess.PIPE)
    port = None
    while port is None:
        line = daemon.stderr.readline().decode()
        if not line and daemon.poll() is not None:
            sys.exit("the daemon exited")
        match = re.search(r"listening on [0-9.]+:(\d+)", line)
        if match:
            port = int(match.group(1))

    def resident_mb():
        with open(f"/proc/{daemon.pid}/status") as status:
            for line in status:
                if line.startswith("VmRSS"):
                    return int(line.split()[1]) // 1024

    def solve():
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=600)
        connection.request("POST", "/v1/solve" + query, body, {"Content-Type": "application/json"})
        reply = connection.getresponse()
        data = reply.read()
        connection.close()
        return reply.status, len(data)

    start = resident_mb()
    peak, seconds = start, []
    for _ in range(rounds):
        began = time.time()
        status, length = solve()
        seconds.append(time.time() - began)
        peak = max(peak, resident_mb())
    after = resident_mb()
    time.sleep(3)
    settled = resident_mb()
    print(f"{views} views, {4 * views} constraints{', ambiguous widths' if width else ''}, "
          f"GLIBC_TUNABLES={os.environ.get('GLIBC_TUNABLES', '(the daemon’s)')}, "
          f"return_memory={os.environ.get('LAYOUTD_SERVER_RETURN_MEMORY', 'true')}: {status}, {length} bytes, "
          f"solve {min(seconds):.2f}-{max(seconds):.2f} s; RSS {start} MB at start, peak {peak} MB, "
          f"{after} MB right after, {settled} MB 3 s later")
    daemon.terminate()
    daemon.wait()


if __name__ == "__main__":
    main()
