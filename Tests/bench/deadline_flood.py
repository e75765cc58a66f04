#!/usr/bin/env python3
"""Slow scenes against a running daemon while fast ones are timed (BENCHMARKS.md, "Hostile scenes: worst cases and budget stops").

Starts `layoutd serve` with --workers 3, --solve-deadline DEADLINE and no work
budget, keeps SLOW clients sending the all-pairs scene at 80 views (tens of
seconds of solving without a budget) and times a fast client's POST /v1/solve
of a small scene and GET /healthz in turn. Prints the slow answers' statuses
and lateness past the deadline, and the fast requests' p50/p99.
Usage: deadline_flood.py --daemon BIN --bench BIN --fast SCENE [--seconds 20] [--slow 2] [--deadline 1]
"""
import argparse, os, socket, subprocess, tempfile, threading, time, urllib.error, urllib.request


def request(port, path, body=None, timeout=60):
    req = urllib.request.Request(f"http://127.0.0.1:{port}{path}", data=body,
                                 headers={"Content-Type": "application/json"} if body else {})
    try:
        with urllib.request.urlopen(req, timeout=timeout) as response:
            response.read()
            return response.status
    except urllib.error.HTTPError as error:
        return error.code


def percentile(values, p):
    values = sorted(values)
    return values[min(len(values) - 1, int(p / 100 * len(values)))] if values else float("nan")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--daemon", required=True)
    parser.add_argument("--bench", required=True)
    parser.add_argument("--fast", required=True)
    parser.add_argument("--seconds", type=float, default=20)
    parser.add_argument("--slow", type=int, default=2)
    parser.add_argument("--deadline", type=float, default=1.0)
    args = parser.parse_args()
    slow = subprocess.run([args.bench, "worst", "--emit", "all-pairs-80"], check=True, capture_output=True).stdout
    fast = open(args.fast, "rb").read()
    s = socket.socket(); s.bind(("127.0.0.1", 0)); port = s.getsockname()[1]; s.close()
    data = tempfile.mkdtemp(prefix="layoutd-flood.")
    daemon = subprocess.Popen([args.daemon, "serve", "--port", str(port), "--data-dir", data, "--workers", "3",
                               "--solve-deadline", str(args.deadline), "--max-solve-work", str(1 << 50),
                               "--max-solve-terms", str(1 << 40), "--log-level", "error"])
    try:
        for _ in range(100):
            try:
                request(port, "/healthz"); break
            except OSError:
                time.sleep(0.1)
        stop = time.monotonic() + args.seconds
        lock = threading.Lock()
        slow_results = []

        def slow_client():
            while time.monotonic() < stop:
                began = time.monotonic()
                status = request(port, "/v1/solve", slow)
                with lock:
                    slow_results.append((status, time.monotonic() - began))
        threads = [threading.Thread(target=slow_client) for _ in range(args.slow)]
        for t in threads: t.start()
        time.sleep(0.3)
        timed = {"POST /v1/solve (fast)": [], "GET /healthz": []}
        statuses = []
        while time.monotonic() < stop:
            for name, path, body in (("POST /v1/solve (fast)", "/v1/solve", fast), ("GET /healthz", "/healthz", None)):
                began = time.monotonic()
                statuses.append(request(port, path, body))
                timed[name].append((time.monotonic() - began) * 1000)
        for t in threads: t.join()
        codes = sorted(set(s for s, _ in slow_results))
        late = [(d - args.deadline) * 1000 for _, d in slow_results]
        print(f"slow (all-pairs-80, {args.slow} clients): {len(slow_results)} answers, statuses {codes}, "
              f"answered {percentile(late, 50):.1f} ms (p50) / {percentile(late, 99):.1f} ms (p99) after the deadline")
        print(f"fast statuses: {sorted(set(statuses))}")
        for name, ms in timed.items():
            print(f"{name}: {len(ms)} requests, p50 {percentile(ms, 50):.2f} ms, p99 {percentile(ms, 99):.2f} ms, max {max(ms):.2f} ms")
    finally:
        daemon.terminate()
        daemon.wait(timeout=60)
        subprocess.run(["rm", "-rf", data])


if __name__ == "__main__":
    main()
