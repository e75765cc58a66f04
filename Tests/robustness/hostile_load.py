#!/usr/bin/env python3
"""Costly requests from four clients against one good client's small solves.

Four attackers send, without pause, the requests that used to hold a worker
for minutes: an import with ?solve=true of an all-pairs document, an explain
of a 250-view console chain, and a /v1/solve of the all-pairs-60 scene. One
good client sends a small scene to /v1/solve, one request at a time, first
with the daemon idle and then under the attack. Passes when every good
answer is 200, its p99 under attack stays below GOOD_P99_LIMIT_MS, and the
daemon's resident memory stays below RSS_LIMIT_MB throughout.

Prints the good client's p50/p99 idle and under attack, the attackers'
statuses, and the resident memory's peak and its value after the attack.

Usage: hostile_load.py --port P --pid PID [--seconds 20]
"""

import argparse
import os
import sys
import threading
import time

from http_wire import Connection

HERE = os.path.dirname(os.path.abspath(__file__))
GOOD_P99_LIMIT_MS = 50.0
RSS_LIMIT_MB = 600
IDLE_S = 5
SMALL = (b'{"format":"layoutd.scene/1","root":"root","views":[{"id":"root"},{"id":"a","parent":"root"}],'
         b'"constraints":["a.width == 10","a.height == 10","a.left == root.left","a.top == root.top"]}')


def all_pairs_xib(n):
    priorities = [999, 750, 500, 250, 1000]
    views = "".join('<view translatesAutoresizingMaskIntoConstraints="NO" id="v%d">'
                    '<rect key="frame" x="0" y="0" width="10" height="10"/></view>' % i for i in range(n))
    constraints = []
    k = 0
    for i in range(n):
        for j in range(n):
            if i == j:
                continue
            p = priorities[k % len(priorities)]
            k += 1
            priority = "" if p == 1000 else ' priority="%d"' % p
            constraints.append('<constraint firstItem="v%d" firstAttribute="width" relation="greaterThanOrEqual" '
                               'secondItem="v%d" secondAttribute="width" constant="1"%s id="c%d-%d"/>'
                               % (i, j, priority, i, j))
    return ('<?xml version="1.0" encoding="UTF-8"?>\n'
            '<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" '
            'useAutolayout="YES"><device id="retina6_1" orientation="portrait"/><objects>'
            '<view contentMode="scaleToFill" id="root"><rect key="frame" x="0" y="0" width="414" height="896"/>'
            '<subviews>%s</subviews><constraints>%s</constraints></view></objects></document>'
            % (views, "".join(constraints))).encode()


def console_chain(n):
    lines = ["Unable to simultaneously satisfy constraints.", "("]
    for i in range(n):
        lines.append('    "<NSLayoutConstraint:0x6000%08x UIView:0x7f%08x.leading == UIView:0x7f%08x.trailing + 8   (active)>",'
                     % (i, i, i + 1))
    lines.append('    "<NSLayoutConstraint:0x6100000001 UIView:0x7f00000000.width == 50   (active)>",')
    lines.append('    "<NSLayoutConstraint:0x6100000002 UIView:0x7f00000000.width == 60   (active)>"')
    lines.append(")")
    return ("\n".join(lines) + "\n").encode()


def rss_mb(pid):
    with open("/proc/%d/status" % pid) as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024.0
    raise RuntimeError("no VmRSS for pid %d" % pid)


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def good_client(host, port, seconds, latencies, statuses):
    connection = Connection(host, port, 30)
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        started = time.monotonic()
        connection.send_request("POST", "/v1/solve", SMALL, [("Content-Type", "application/json")])
        answer = connection.read_response()
        latencies.append((time.monotonic() - started) * 1000)
        statuses.append(answer[0] if answer else None)
        if answer is None:
            connection.close()
            connection = Connection(host, port, 30)
    connection.close()


def attacker(host, port, stop, requests, statuses, lock):
    k = 0
    connection = None
    while not stop.is_set():
        method, target, body, kind = requests[k % len(requests)]
        k += 1
        try:
            if connection is None:
                connection = Connection(host, port, 60)
            connection.send_request(method, target, body, [("Content-Type", kind)])
            answer = connection.read_response()
        except OSError:
            answer = None
        with lock:
            statuses[answer[0] if answer else None] = statuses.get(answer[0] if answer else None, 0) + 1
        if answer is None or answer[1].get("connection", "").lower() == "close":
            if connection is not None:
                connection.close()
            connection = None
    if connection is not None:
        connection.close()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--pid", type=int, required=True)
    parser.add_argument("--seconds", type=int, default=20)
    args = parser.parse_args()

    with open(os.path.join(HERE, "..", "Fixtures", "budget", "all-pairs-60.json"), "rb") as f:
        all_pairs_scene = f.read()
    requests = [
        ("POST", "/v1/import?solve=true", all_pairs_xib(100), "application/xml"),
        ("POST", "/v1/explain", console_chain(250), "text/plain"),
        ("POST", "/v1/solve", all_pairs_scene, "application/json"),
    ]

    idle_latencies, idle_statuses = [], []
    good_client(args.host, args.port, IDLE_S, idle_latencies, idle_statuses)

    rss = [rss_mb(args.pid)]
    stop = threading.Event()
    lock = threading.Lock()
    attack_statuses = {}
    attackers = [threading.Thread(target=attacker, args=(args.host, args.port, stop, requests[i % 3:] + requests[:i % 3],
                                                         attack_statuses, lock)) for i in range(4)]
    for thread in attackers:
        thread.start()
    time.sleep(1)  # the attack under way before the good client measures
    latencies, statuses = [], []
    good = threading.Thread(target=good_client, args=(args.host, args.port, args.seconds, latencies, statuses))
    good.start()
    while good.is_alive():
        rss.append(rss_mb(args.pid))
        time.sleep(0.25)
    good.join()
    stop.set()
    for thread in attackers:
        thread.join(120)
    time.sleep(2)
    after = rss_mb(args.pid)

    idle_p50, idle_p99 = percentile(idle_latencies, 0.5), percentile(idle_latencies, 0.99)
    p50, p99 = percentile(latencies, 0.5), percentile(latencies, 0.99)
    print("good client idle:         %d solves, p50 %.1f ms, p99 %.1f ms" % (len(idle_latencies), idle_p50, idle_p99))
    print("good client under attack: %d solves, p50 %.1f ms, p99 %.1f ms, max %.1f ms"
          % (len(latencies), p50, p99, max(latencies)))
    print("attackers' answers:       %s" % ", ".join("%s: %d" % (k, v) for k, v in sorted(attack_statuses.items(), key=str)))
    print("resident memory:          %.0f MB before, %.0f MB peak, %.0f MB after" % (rss[0], max(rss), after))
    failures = []
    bad = [s for s in idle_statuses + statuses if s != 200]
    if bad:
        failures.append("the good client got %d answers other than 200: %s" % (len(bad), sorted(set(map(str, bad)))))
    if p99 >= GOOD_P99_LIMIT_MS:
        failures.append("p99 under attack %.1f ms is not below %.0f ms" % (p99, GOOD_P99_LIMIT_MS))
    if max(rss) >= RSS_LIMIT_MB:
        failures.append("resident memory peaked at %.0f MB (limit %d MB)" % (max(rss), RSS_LIMIT_MB))
    for failure in failures:
        print("FAILED: " + failure)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
