#!/usr/bin/env python3
"""Several layoutd replicas on one PostgreSQL store (docs/operations.md, "Several replicas on PostgreSQL").

  replicas.py check --daemon BIN --store-url URL --cluster SCRIPT
      two daemons on one database:
      1. If-Match race: each round both daemons get a PUT with the same
         If-Match at once; exactly one wins (200), the other gets 412.
      2. read-your-write across replicas: a PUT on one is read on the other
         at once (same version and ETag).
      3. history from both daemons is complete and in order on both.
      4. kill -9 of a replica under write load: every acknowledged write
         is there afterwards (counted); the replica restarts and serves.
      5. PostgreSQL restarted under write load: requests in between get 503
         with Retry-After (never another error, never a hang), /readyz says
         so, and both daemons recover by themselves; no acknowledged write
         is lost.
  replicas.py bench --daemon BIN --store-url URL [--seconds S]
      stored-scene solves per second on one replica against two, and PUTs
      per second on PostgreSQL against SQLite, in one run (wrk).

Exits 1 on the first check that fails, printing what it saw.
"""
import argparse, http.client, json, os, re, shutil, signal, socket, subprocess, sys, tempfile, threading, time

SCENE = {
    "format": "layoutd.scene/1",
    "size": {"width": 375, "height": 667},
    "views": [{"id": "root"}, {"id": "box", "parent": "root"}],
    "constraints": [
        "box.leading == root.leading + 20", "box.top == root.top + 40",
        "box.width == 100", "box.height == 50"],
}


def scene_bytes(tag):
    scene = dict(SCENE)
    scene["constraints"] = SCENE["constraints"] + [f"box.width >= {tag % 90}"]
    return json.dumps(scene).encode()


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Daemon:
    """A layoutd process on a port of its own."""

    def __init__(self, binary, store_url, name, extra=()):
        self.binary, self.store_url, self.name, self.extra = binary, store_url, name, list(extra)
        self.port = free_port()
        self.log = tempfile.NamedTemporaryFile(prefix=f"layoutd-{name}-", suffix=".log", delete=False)
        self.process = None

    def start(self, timeout=30):
        arguments = [self.binary, "serve", "--port", str(self.port), "--log-level", "warning",
                     "--store-operation-timeout", "3000", "--store-connect-timeout", "2"] + self.extra
        environment = dict(os.environ)
        if self.store_url:
            environment["LAYOUTD_STORE_URL"] = self.store_url
        self.process = subprocess.Popen(arguments, stdout=self.log, stderr=self.log, env=environment)
        deadline = time.time() + timeout
        while time.time() < deadline:
            if self.process.poll() is not None:
                raise SystemExit(f"{self.name} exited with {self.process.returncode}: {self.tail()}")
            try:
                if request(self.port, "GET", "/readyz", timeout=2)[0] == 200:
                    return
            except OSError:
                pass
            time.sleep(0.1)
        raise SystemExit(f"{self.name} not ready after {timeout}s: {self.tail()}")

    def kill9(self):
        self.process.send_signal(signal.SIGKILL)
        self.process.wait()

    def stop(self):
        if self.process and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()

    def remove_log(self):
        """Drops the log once it is not needed (a failure keeps it for reading)."""
        self.log.close()
        try:
            os.unlink(self.log.name)
        except OSError:
            pass

    def alive(self):
        return self.process.poll() is None

    def tail(self):
        self.log.flush()
        with open(self.log.name, "rb") as f:
            return f.read()[-2000:].decode(errors="replace")


def request(port, method, path, body=None, headers=None, timeout=10):
    """(status, headers dict, body) of one request on a fresh connection."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
    try:
        all_headers = {"Content-Type": "application/json"} if body is not None else {}
        all_headers.update(headers or {})
        connection.request(method, path, body=body, headers=all_headers)
        response = connection.getresponse()
        return response.status, {k.lower(): v for k, v in response.getheaders()}, response.read()
    finally:
        connection.close()


class Failed(Exception):
    pass


def expect(condition, message):
    if not condition:
        raise Failed(message)


def if_match_race(a, b, rounds):
    status, headers, _ = request(a.port, "PUT", "/v1/scenes/race", scene_bytes(0))
    expect(status in (200, 201), f"first PUT: {status}")
    etag = headers["etag"]
    for round_number in range(1, rounds + 1):
        barrier = threading.Barrier(2)
        outcomes = [None, None]

        def put(index, daemon):
            barrier.wait()
            outcomes[index] = request(daemon.port, "PUT", "/v1/scenes/race", scene_bytes(round_number),
                                      {"If-Match": etag})
        threads = [threading.Thread(target=put, args=(i, d)) for i, d in enumerate((a, b))]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        statuses = sorted(o[0] for o in outcomes)
        expect(statuses == [200, 412], f"round {round_number}: statuses {statuses}, want one 200 and one 412")
        winner = next(o for o in outcomes if o[0] == 200)
        loser = next(o for o in outcomes if o[0] == 412)
        expect(loser[1].get("etag") == winner[1]["etag"], f"round {round_number}: the 412 names {loser[1].get('etag')}, "
               f"the winner wrote {winner[1]['etag']}")
        etag = winner[1]["etag"]
    status, _, body = request(b.port, "GET", "/v1/scenes/race/versions")
    versions = json.loads(body)["items"] if status == 200 else []
    expect(len(versions) == rounds + 1, f"{len(versions)} versions after {rounds} rounds, want {rounds + 1}")
    return f"{rounds} rounds, one winner each, {rounds + 1} versions, no gap"


def read_your_write(a, b, count):
    for index in range(count):
        writer, reader = (a, b) if index % 2 == 0 else (b, a)
        status, headers, _ = request(writer.port, "PUT", "/v1/scenes/ryw", scene_bytes(index))
        expect(status in (200, 201), f"PUT {index}: {status}")
        status, read_headers, _ = request(reader.port, "GET", "/v1/scenes/ryw")
        expect(status == 200 and read_headers.get("etag") == headers["etag"],
               f"write {index} on {writer.name} ({headers['etag']}) read on {reader.name} as {status} {read_headers.get('etag')}")
    return f"{count} writes, each read on the other replica at once"


def history_from_both(a, b, solves):
    status, _, _ = request(a.port, "PUT", "/v1/scenes/hist", scene_bytes(1))
    expect(status in (200, 201), f"PUT: {status}")
    recorded = []
    lock = threading.Lock()

    def solve(daemon, n):
        for _ in range(n):
            status, headers, _ = request(daemon.port, "POST", "/v1/scenes/hist/solve", b"")
            expect(status == 200, f"solve on {daemon.name}: {status}")
            with lock:
                recorded.append(int(headers["location"].rsplit("/", 1)[1]))
    threads = [threading.Thread(target=solve, args=(d, solves // 2)) for d in (a, b)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    expect(len(recorded) == solves and len(set(recorded)) == solves, f"history ids not unique: {sorted(recorded)}")
    for daemon in (a, b):
        status, _, body = request(daemon.port, "GET", f"/v1/scenes/hist/history?limit={solves + 10}")
        ids = [item["id"] for item in json.loads(body)["items"]]
        expect(sorted(ids) == sorted(recorded), f"history on {daemon.name} misses {set(recorded) - set(ids)}")
        expect(ids == sorted(ids, reverse=True), f"history on {daemon.name} not newest first: {ids}")
    return f"{solves} solves from both replicas, ids unique, complete and ordered on both"


class WriteLoad:
    """Threads that PUT new scenes (one version each) to the daemons in turn
    and remember every acknowledged write with its ETag."""

    def __init__(self, daemons, prefix, threads=4):
        self.daemons, self.prefix = daemons, prefix
        self.acknowledged = {}
        self.statuses = {}
        self.errors = 0
        self.lock = threading.Lock()
        self.stopping = threading.Event()
        self.threads = [threading.Thread(target=self.run, args=(i,)) for i in range(threads)]

    def run(self, index):
        n = 0
        while not self.stopping.is_set():
            n += 1
            daemon = self.daemons[n % len(self.daemons)]
            name = f"{self.prefix}-{index}-{n}"
            try:
                status, headers, _ = request(daemon.port, "PUT", f"/v1/scenes/{name}", scene_bytes(n), timeout=15)
            except OSError:
                with self.lock:
                    self.errors += 1  # the daemon was killed: not acknowledged
                time.sleep(0.02)
                continue
            with self.lock:
                self.statuses[status] = self.statuses.get(status, 0) + 1
                if status == 201:
                    self.acknowledged[name] = headers["etag"]
                elif status == 503:
                    expect(headers.get("retry-after"), f"503 without Retry-After on {daemon.name}")
            if status == 503:
                time.sleep(0.05)

    def __enter__(self):
        for t in self.threads:
            t.start()
        return self

    def __exit__(self, *exc):
        self.stopping.set()
        for t in self.threads:
            t.join()

    def verify(self, daemon):
        """Every acknowledged write read back: (found, missing)."""
        missing = []
        for name, etag in sorted(self.acknowledged.items()):
            status, headers, _ = request(daemon.port, "GET", f"/v1/scenes/{name}")
            if status != 200 or headers.get("etag") != etag:
                missing.append((name, status))
        return len(self.acknowledged) - len(missing), missing


def kill9_under_load(a, b, seconds):
    with WriteLoad([a, b], "k9") as load:
        time.sleep(seconds / 2)
        a.kill9()
        time.sleep(0.5)
        a.start()
        time.sleep(seconds / 2)
    unexpected = {s: n for s, n in load.statuses.items() if s not in (201,)}
    expect(not unexpected, f"statuses other than 201 under kill -9: {unexpected}")
    found, missing = load.verify(b)
    expect(not missing, f"{len(missing)} acknowledged writes lost: {missing[:5]}")
    return (f"{found} acknowledged writes, all present after kill -9 of {a.name} "
            f"({load.errors} requests cut off unanswered, not acknowledged); {a.name} restarted and served")


def restart_postgres_under_load(a, b, cluster, seconds):
    with WriteLoad([a, b], "pg") as load:
        time.sleep(seconds / 3)
        started = time.time()
        # Down for 4 seconds, then up again on the same port.
        restart = subprocess.Popen([cluster, "restart", "4"], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        # Readiness follows within the watch's second.
        time.sleep(2.5)
        unready = [request(d.port, "GET", "/readyz")[0] for d in (a, b)]
        healthy = [request(d.port, "GET", "/healthz")[0] for d in (a, b)]
        _, errors = restart.communicate(timeout=60)
        expect(restart.returncode == 0, f"restarting PostgreSQL failed: {errors.decode(errors='replace')}")
        down = time.time() - started
        deadline = time.time() + 30
        while time.time() < deadline and not all(request(d.port, "GET", "/readyz")[0] == 200 for d in (a, b)):
            time.sleep(0.1)
        recovered = time.time() - started - down
        time.sleep(seconds / 3)
    expect(unready == [503, 503], f"/readyz while PostgreSQL was down: {unready}")
    expect(healthy == [200, 200], f"/healthz while PostgreSQL was down: {healthy}")
    expect(all(d.alive() for d in (a, b)), "a daemon died")
    unexpected = {s: n for s, n in load.statuses.items() if s not in (201, 503)}
    expect(not unexpected, f"statuses other than 201 and 503 across the restart: {unexpected}")
    expect(load.statuses.get(503, 0) > 0, "no 503 while the database was down: was it down?")
    found, missing = load.verify(a)
    expect(not missing, f"{len(missing)} acknowledged writes lost: {missing[:5]}")
    late = [s for s in (request(d.port, "PUT", "/v1/scenes/after", scene_bytes(3))[0] for d in (a, b))]
    expect(all(s in (200, 201) for s in late), f"writes after the restart: {late}")
    return (f"database down {down:.1f}s: {load.statuses.get(503, 0)} answers 503 with Retry-After, "
            f"{found} acknowledged writes all present, both ready again {recovered:.1f}s after it was back")


def check(args):
    a = Daemon(args.daemon, args.store_url, "replica-a")
    b = Daemon(args.daemon, args.store_url, "replica-b")
    failures = 0
    try:
        a.start()
        b.start()
        for name, run in [
            ("if-match race", lambda: if_match_race(a, b, args.rounds)),
            ("read your write", lambda: read_your_write(a, b, 50)),
            ("history from both", lambda: history_from_both(a, b, 40)),
            ("kill -9 under load", lambda: kill9_under_load(a, b, args.seconds)),
            ("postgresql restart under load", lambda: restart_postgres_under_load(a, b, args.cluster, args.seconds)),
        ]:
            try:
                print(f"ok      {name}: {run()}", flush=True)
            except Failed as failure:
                failures += 1
                print(f"FAILED  {name}: {failure}", flush=True)
            for daemon in (a, b):
                if not daemon.alive():
                    print(f"FAILED  {daemon.name} died:\n{daemon.tail()}", flush=True)
                    return 1
    finally:
        a.stop()
        b.stop()
    if failures:
        print(f"daemon logs: {a.log.name} {b.log.name}")
        return 1
    a.remove_log()
    b.remove_log()
    return 0


def wrk(port, path, script, seconds, environment, connections=32, threads=2):
    """Requests per second wrk reports for one run, and its non-2xx count."""
    output = subprocess.run(
        ["wrk", "-t", str(threads), "-c", str(connections), "-d", f"{int(seconds)}s", "-s", script,
         f"http://127.0.0.1:{port}{path}"], capture_output=True, text=True, env={**os.environ, **environment}, check=True).stdout
    match = re.search(r"Requests/sec:\s+([0-9.]+)", output)
    if not match:
        raise SystemExit(f"wrk said: {output}")
    non2xx = re.search(r"Non-2xx or 3xx responses: (\d+)", output)
    return float(match.group(1)), int(non2xx.group(1)) if non2xx else 0


def cpu_seconds(pids):
    """User and system CPU seconds the processes used so far (gone ones: 0)."""
    total = 0.0
    ticks = os.sysconf("SC_CLK_TCK")
    for pid in pids:
        try:
            fields = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
            total += (int(fields[11]) + int(fields[12])) / ticks
        except (OSError, IndexError, ValueError):
            pass
    return total


def postgres_pids():
    found = subprocess.run(["pgrep", "-x", "postgres"], capture_output=True, text=True).stdout.split()
    return [int(p) for p in found]


def bench(args):
    """Medians of `runs` runs of each load, with the CPU it took per request:
    the daemons' and PostgreSQL's (the machine's cores are shared by all)."""
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    scene_file = os.path.join(root, "bench", "chain-100-views.json")
    post_script = os.path.join(root, "bench", "post.lua")
    put_script = os.path.join(root, "bench", "put.lua")
    solve_path = "/v1/scenes/bench-solve/solve"
    with tempfile.TemporaryDirectory() as data:
        sqlite = Daemon(args.daemon, None, "sqlite", ["--data-dir", data])
        a = Daemon(args.daemon, args.store_url, "pg-a")
        b = Daemon(args.daemon, args.store_url, "pg-b")
        try:
            for d in (sqlite, a, b):
                d.start()
            body = open(scene_file, "rb").read()
            for d in (sqlite, a):
                status = request(d.port, "PUT", "/v1/scenes/bench-solve", body)[0]
                expect(status in (200, 201), f"PUT on {d.name}: {status}")
            runs = {}

            def measure(name, daemons, load):
                """Runs `load` (returning requests per second and requests) and
                records the rate and the CPU milliseconds per request."""
                pids = [d.process.pid for d in daemons]
                pg = postgres_pids()
                before = (cpu_seconds(pids), cpu_seconds(pg))
                rate, count = load()
                after = (cpu_seconds(pids), cpu_seconds(pg))
                runs.setdefault(name, []).append(
                    (rate, 1000 * (after[0] - before[0]) / count, 1000 * (after[1] - before[1]) / count))

            def one(daemon, path, script, env, connections=32, threads=2):
                rate, bad = wrk(daemon.port, path, script, args.seconds, env, connections, threads)
                expect(bad == 0, f"{bad} failed requests on {daemon.name}")
                return rate, rate * args.seconds

            def both(path, script, env):
                results = []
                threads = [threading.Thread(target=lambda d=d: results.append(
                    one(d, path, script, env, connections=16, threads=1))) for d in (a, b)]
                for t in threads:
                    t.start()
                for t in threads:
                    t.join()
                return sum(r[0] for r in results), sum(r[1] for r in results)

            for run in range(args.runs):
                solve = {"BODY_FILE": ""}
                measure("stored solve, SQLite, 1 daemon", [sqlite], lambda: one(sqlite, solve_path, post_script, solve))
                measure("stored solve, PostgreSQL, 1 replica", [a], lambda: one(a, solve_path, post_script, solve))
                # The same load split over both (as the balancer would).
                measure("stored solve, PostgreSQL, 2 replicas", [a, b], lambda: both(solve_path, post_script, solve))
                measure("PUT new scene, SQLite", [sqlite], lambda: one(
                    sqlite, "/v1/scenes/x", put_script, {"BODY_FILE": scene_file, "PREFIX": f"s{run}"}))
                measure("PUT new scene, PostgreSQL", [a], lambda: one(
                    a, "/v1/scenes/x", put_script, {"BODY_FILE": scene_file, "PREFIX": f"p{run}"}))
            print(f"| load ({args.runs} runs of {int(args.seconds)} s, wrk 32 connections) | median req/s | runs | "
                  "daemon CPU ms/req | PostgreSQL CPU ms/req |")
            print("|---|---|---|---|---|")
            for name, values in runs.items():
                values.sort()
                rate, daemon_ms, pg_ms = values[len(values) // 2]
                print(f"| {name} | {rate:.0f} | " + " ".join(f"{v[0]:.0f}" for v in values)
                      + f" | {daemon_ms:.2f} | {pg_ms:.2f} |")
        finally:
            for d in (sqlite, a, b):
                d.stop()
                d.remove_log()
    return 0


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("mode", choices=["check", "bench"])
    parser.add_argument("--daemon", required=True)
    parser.add_argument("--store-url", required=True)
    parser.add_argument("--cluster", help="scripts/postgres-test-cluster (check: restarts the server)")
    parser.add_argument("--rounds", type=int, default=200)
    parser.add_argument("--seconds", type=float, default=6)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    if args.mode == "check":
        if not args.cluster:
            parser.error("check needs --cluster")
        return check(args)
    return bench(args)


if __name__ == "__main__":
    sys.exit(main())
