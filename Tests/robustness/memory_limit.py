#!/usr/bin/env python3
"""The daemon under a 1 GiB memory limit (docs/operations.md, "Running it"): the scenes that once
took it past 5 GB get an answer (40,000 distinct priorities: 200; all-pairs
at 80 views: 422 from the solve budget) and it keeps serving.

The limit is a memory cgroup (v2, else v1) made for the daemon alone; where
none can be made (no root, no writable cgroup), the part says so and passes
without running, since it cannot check anything.
Usage: memory_limit.py --daemon BIN --bench BIN [--limit BYTES]
"""
import argparse, json, os, socket, subprocess, sys, tempfile, time, urllib.error, urllib.request


def make_cgroup(limit):
    """A fresh cgroup limited to `limit` bytes: (procs file, peak reader, cleanup)."""
    name = f"layoutd-memory-limit-{os.getpid()}"
    v2 = "/sys/fs/cgroup"
    if os.path.exists(os.path.join(v2, "cgroup.controllers")):
        path = os.path.join(v2, name)
        limit_file, peak_file = "memory.max", "memory.peak"
    else:
        path = os.path.join("/sys/fs/cgroup/memory", name)
        limit_file, peak_file = "memory.limit_in_bytes", "memory.max_usage_in_bytes"
    try:
        os.mkdir(path)
        with open(os.path.join(path, limit_file), "w") as f:
            f.write(str(limit))
    except OSError as error:
        return None, f"no memory cgroup here ({error})"

    def peak():
        try:
            return int(open(os.path.join(path, peak_file)).read())
        except (OSError, ValueError):
            return -1

    def cleanup():
        try:
            os.rmdir(path)
        except OSError:
            pass
    return (os.path.join(path, "cgroup.procs"), peak, cleanup), None


def post(port, body, timeout=60):
    request = urllib.request.Request(f"http://127.0.0.1:{port}/v1/solve", data=body,
                                     headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:
            return response.status, response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.read()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--daemon", required=True)
    parser.add_argument("--bench", required=True)
    parser.add_argument("--limit", type=int, default=1 << 30)
    args = parser.parse_args()
    group, why = make_cgroup(args.limit)
    if group is None:
        print(f"memory-limit: skipped: {why}")
        return 0
    procs, peak, cleanup = group
    scenes = {name: subprocess.run([args.bench, "worst", "--emit", name], check=True, capture_output=True).stdout
              for name in ("distinct-priorities-40000", "all-pairs-80")}
    s = socket.socket(); s.bind(("127.0.0.1", 0)); port = s.getsockname()[1]; s.close()
    data = tempfile.mkdtemp(prefix="layoutd-memory-limit.")
    # The child joins the cgroup before it becomes the daemon, so every byte counts.
    daemon = subprocess.Popen(["sh", "-c", f'echo $$ > {procs} && exec "$0" "$@"', args.daemon, "serve",
                               "--port", str(port), "--data-dir", data, "--log-level", "error"])
    failures = 0
    try:
        for _ in range(100):
            try:
                urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz", timeout=1).read()
                break
            except OSError:
                time.sleep(0.1)
        expected = {"distinct-priorities-40000": 200, "all-pairs-80": 422}
        for name in ("distinct-priorities-40000", "all-pairs-80", "distinct-priorities-40000"):
            began = time.monotonic()
            status, body = post(port, scenes[name])
            took = time.monotonic() - began
            ok = status == expected[name]
            failures += not ok
            detail = json.loads(body).get("status") if status == 200 else json.loads(body).get("title")
            print(f"{'ok  ' if ok else 'FAIL'} {name}: {status} ({detail}) in {took:.2f} s")
        health = urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz", timeout=5).status
        alive = daemon.poll() is None
        print(f"{'ok  ' if health == 200 and alive else 'FAIL'} /healthz {health}, daemon alive: {alive}")
        failures += not (health == 200 and alive)
        print(f"peak memory of the daemon's cgroup: {peak() / 2**20:.0f} MiB (limit {args.limit / 2**20:.0f} MiB)")
    finally:
        daemon.terminate()
        daemon.wait(timeout=20)
        cleanup()
        subprocess.run(["rm", "-rf", data])
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
