#!/usr/bin/env python3
"""A bounded load run against a running layoutd with wrk and load_mix.lua.

128 connections mix POST /v1/solve, GET /v1/scenes/{name} and
PUT /v1/scenes/{name}. Passes when every answer is 2xx or 503 with
Retry-After, wrk saw no socket errors or timeouts, and the daemon's resident
memory stayed flat: the average VmRSS over the last third of the run is within
RSS_GROWTH_LIMIT of the first third's (after a warm-up run, so caches
filling once do not count as growth).

Usage: load_run.py --port P --pid PID [--seconds 30] [--connections 128]
"""

import argparse
import os
import re
import subprocess
import sys
import threading
import time

from http_wire import Connection

HERE = os.path.dirname(os.path.abspath(__file__))
SCENES = 16  # as in load_mix.lua
RSS_GROWTH_LIMIT = 0.20
RSS_SAMPLE_S = 0.25
WARM_UP_S = 5
# wrk's own per-request timeout: a solve queued behind 127 others can take a while.
WRK_TIMEOUT = "10s"


def rss_kib(pid):
    with open("/proc/%d/status" % pid) as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    raise RuntimeError("no VmRSS for pid %d" % pid)


def seed_scenes(host, port):
    """PUT every scene the reads ask for; returns the statuses seen."""
    body = (b'{"format":"layoutd.scene/1","root":"root","views":[{"id":"root"},{"id":"a","parent":"root"}],'
            b'"constraints":["a.width == 10","a.height == 10","a.left == root.left","a.top == root.top"]}')
    statuses = []
    connection = Connection(host, port, 10)
    for i in range(SCENES):
        connection.send_request("PUT", "/v1/scenes/load-%d" % i, body, [("Content-Type", "application/json")])
        answer = connection.read_response()
        statuses.append(answer[0] if answer else None)
    connection.close()
    return statuses


def run_wrk(args, seconds):
    command = ["wrk", "-t%d" % args.threads, "-c%d" % args.connections, "-d%ds" % seconds,
               "--timeout", WRK_TIMEOUT, "--latency", "-s", os.path.join(HERE, "load_mix.lua"),
               "http://%s:%d" % (args.host, args.port)]
    result = subprocess.run(command, capture_output=True, text=True, timeout=seconds + 60)
    if result.returncode != 0:
        raise RuntimeError("wrk failed (%d): %s" % (result.returncode, result.stderr.strip()))
    return result.stdout


def judge_wrk(output):
    """(failures, summary lines) from load_mix.lua's done() lines."""
    failures = []
    statuses = {}
    for code, count in re.findall(r"^status (\d+) (\d+)$", output, re.M):
        statuses[int(code)] = int(count)
    missing = int(re.search(r"^status 503-without-retry-after (\d+)$", output, re.M).group(1))
    errors = dict((k, int(v)) for k, v in re.findall(r"(\w+)=(\d+)", re.search(r"^errors .*$", output, re.M).group(0)))
    for code, count in sorted(statuses.items()):
        if not (200 <= code < 300 or code == 503):
            failures.append("%d answers with status %d" % (count, code))
    if missing:
        failures.append("%d answers 503 without Retry-After" % missing)
    for kind in ("connect", "read", "write", "timeout"):
        if errors.get(kind):
            failures.append("%d socket %s errors" % (errors[kind], kind))
    if not statuses:
        failures.append("no answers at all")
    lines = ["statuses: " + ", ".join("%d×%d" % (count, code) for code, count in sorted(statuses.items())),
             re.search(r"^latency .*$", output, re.M).group(0),
             re.search(r"^Requests/sec:.*$", output, re.M).group(0)]
    return failures, lines


class RSSSampler(threading.Thread):
    def __init__(self, pid):
        super().__init__(daemon=True)
        self.pid = pid
        self.samples = []
        self.stop = threading.Event()

    def run(self):
        while not self.stop.is_set():
            self.samples.append(rss_kib(self.pid))
            self.stop.wait(RSS_SAMPLE_S)


def judge_rss(samples):
    third = len(samples) // 3
    if third == 0:
        return ["too few memory samples (%d)" % len(samples)], "no samples"
    first = sum(samples[:third]) / third
    last = sum(samples[-third:]) / third
    growth = (last - first) / first
    line = "VmRSS first third %.1f MiB, last third %.1f MiB (%+.1f%%), peak %.1f MiB" % (
        first / 1024, last / 1024, growth * 100, max(samples) / 1024)
    if growth > RSS_GROWTH_LIMIT:
        return ["resident memory grew %.1f%% (limit %d%%)" % (growth * 100, RSS_GROWTH_LIMIT * 100)], line
    return [], line


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--pid", type=int, required=True, help="the daemon's process id (for VmRSS)")
    parser.add_argument("--seconds", type=int, default=30)
    parser.add_argument("--connections", type=int, default=128)
    parser.add_argument("--threads", type=int, default=2)
    args = parser.parse_args()

    seeded = seed_scenes(args.host, args.port)
    if any(status not in (200, 201) for status in seeded):
        print("load: storing the scenes failed: %s" % seeded)
        return 1
    warm_failures, _ = judge_wrk(run_wrk(args, WARM_UP_S))
    sampler = RSSSampler(args.pid)
    sampler.start()
    output = run_wrk(args, args.seconds)
    sampler.stop.set()
    sampler.join()
    failures, lines = judge_wrk(output)
    failures = ["warm-up: " + f for f in warm_failures] + failures
    rss_failures, rss_line = judge_rss(sampler.samples)
    failures += rss_failures
    print("load: %d connections, %d s, mix 40%% solve / 40%% read / 20%% write" % (args.connections, args.seconds))
    for line in lines + [rss_line]:
        print("  " + line)
    for failure in failures:
        print("  FAIL: " + failure)
    print("load: %s" % ("ok" if not failures else "%d failure(s)" % len(failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
