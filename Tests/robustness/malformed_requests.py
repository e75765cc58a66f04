#!/usr/bin/env python3
"""Malformed and hostile HTTP/1.1 requests over raw sockets, against a running layoutd.

Every case sends bytes a well-behaved client would not, and expects a given
status (and, for framing errors, that the server then closes the connection),
or only that the server survives (early disconnects). Meanwhile a "good"
client keeps asking GET /healthz on a keep-alive connection: it must get 200
every time, with low latency. Prints a table; exits 1 on any mismatch.

Usage: malformed_requests.py --port P [--host H] [--request-timeout S]
       [--max-body-bytes N] [--max-header-bytes N] [--max-target-bytes N]
The limits must match the daemon's configuration (defaults are layoutd's).
"""

import argparse
import concurrent.futures
import socket
import statistics
import sys
import threading
import time

from http_wire import Connection


# What the good client tolerates (milliseconds): the daemon answers /healthz
# on its I/O thread, so even while hostile clients are being handled these
# should hold on a loaded 2-core machine.
GOOD_P99_LIMIT_MS = 250
GOOD_MAX_LIMIT_MS = 1000
GOOD_INTERVAL_S = 0.02
# Seconds to wait for the server to close after a refusal (it lingers 2 s at most).
CLOSE_WAIT_S = 5


class Case:
    """One hostile exchange.

    steps: byte strings to send, or numbers (seconds to sleep between sends).
    expect: the acceptable statuses; None means "no particular answer",
            for disconnect cases where only the server's survival counts.
    closes: the server must close the connection after answering.
    """

    def __init__(self, name, steps, expect, closes=True, hang_up=False, reset=False, header=None):
        self.name = name
        self.steps = steps
        self.expect = expect
        self.closes = closes
        self.hang_up = hang_up
        self.reset = reset
        self.header = header


def request(head, body=b""):
    return head.replace(b"\n", b"\r\n") + body


def cases(args):
    body_limit = args.max_body_bytes
    solve_body = b'{"format":"layoutd.scene/1","views":[{"id":"root"}],"constraints":[]}'
    get = lambda extra=b"": request(b"GET /healthz HTTP/1.1\nHost: t\n" + extra + b"\n")
    return [
        Case("pipelined good requests", [get() + get(b"Connection: close\n")], {200}, closes=True),
        Case("another method on a known path", [request(b"DELETE /healthz HTTP/1.1\nHost: t\n\n")],
             {405}, closes=False, header="Allow"),
        # Request smuggling and framing.
        Case("Content-Length with Transfer-Encoding",
             [request(b"POST /v1/solve HTTP/1.1\nHost: t\nContent-Length: 5\n"
                      b"Transfer-Encoding: chunked\n\n", b"0\r\n\r\nGET /healthz HTTP/1.1\r\nHost: t\r\n\r\n")], {400}),
        Case("Transfer-Encoding with Content-Length",
             [request(b"POST /v1/solve HTTP/1.1\nHost: t\nTransfer-Encoding: chunked\n"
                      b"Content-Length: 5\n\n", b"0\r\n\r\n")], {400}),
        Case("duplicate differing Content-Length",
             [request(b"POST /v1/solve HTTP/1.1\nHost: t\nContent-Length: 4\nContent-Length: 5\n\n", b"abcde")], {400}),
        Case("Content-Length list differing",
             [request(b"POST /v1/solve HTTP/1.1\nHost: t\nContent-Length: 4, 5\n\n", b"abcde")], {400}),
        Case("Content-Length not a number",
             [request(b"POST /v1/solve HTTP/1.1\nHost: t\nContent-Length: 0x10\n\n")], {400}),
        Case("Content-Length with sign",
             [request(b"POST /v1/solve HTTP/1.1\nHost: t\nContent-Length: +5\n\n", b"abcde")], {400}),
        # A POST without a length has an empty body (RFC 9112 §6.3), which is no scene: 400;
        # the framing is clear, so the connection may stay open. A PUT must announce a length.
        Case("POST without a length", [request(b"POST /v1/solve HTTP/1.1\nHost: t\n\n")], {400, 411}, closes=False),
        Case("PUT without a length", [request(b"PUT /v1/scenes/robust-nolength HTTP/1.1\nHost: t\n\n")], {411}),
        Case("bad chunk size",
             [request(b"POST /v1/solve HTTP/1.1\nHost: t\nTransfer-Encoding: chunked\n\n", b"zz\r\nabc\r\n0\r\n\r\n")], {400}),
        Case("chunk size overflowing",
             [request(b"POST /v1/solve HTTP/1.1\nHost: t\nTransfer-Encoding: chunked\n\n",
                      b"f" * 40 + b"\r\nabc\r\n")], {400, 413}),
        Case("chunk size with sign",
             [request(b"POST /v1/solve HTTP/1.1\nHost: t\nTransfer-Encoding: chunked\n\n", b"-5\r\nabcde\r\n0\r\n\r\n")], {400}),
        Case("chunk data longer than its size",
             [request(b"POST /v1/solve HTTP/1.1\nHost: t\nTransfer-Encoding: chunked\n\n", b"3\r\nabcdef\r\n0\r\n\r\n")], {400}),
        Case("chunk larger than the body limit",
             [request(b"POST /v1/solve HTTP/1.1\nHost: t\nTransfer-Encoding: chunked\n\n",
                      b"%x\r\n" % (body_limit + 1))], {413}),
        Case("Transfer-Encoding gzip", [request(b"POST /v1/solve HTTP/1.1\nHost: t\nTransfer-Encoding: gzip, chunked\n\n",
                                                b"0\r\n\r\n")], {501}),
        Case("Transfer-Encoding unknown", [request(b"POST /v1/solve HTTP/1.1\nHost: t\nTransfer-Encoding: xchunked\n\n")], {501}),
        Case("Transfer-Encoding in HTTP/1.0", [request(b"POST /v1/solve HTTP/1.0\nHost: t\nTransfer-Encoding: chunked\n\n",
                                                       b"0\r\n\r\n")], {400}),
        # Header syntax.
        Case("obs-fold", [request(b"GET /healthz HTTP/1.1\nHost: t\nX-A: 1\n  folded\n\n")], {400}),
        Case("whitespace before colon", [request(b"GET /healthz HTTP/1.1\nHost : t\n\n")], {400}),
        Case("whitespace before colon on Transfer-Encoding",
             [request(b"POST /v1/solve HTTP/1.1\nHost: t\nContent-Length: 2\nTransfer-Encoding : chunked\n\n", b"{}")], {400}),
        Case("missing Host", [request(b"GET /healthz HTTP/1.1\n\n")], {400}),
        Case("repeated Host", [request(b"GET /healthz HTTP/1.1\nHost: a\nHost: b\n\n")], {400}),
        Case("bare LF line ends", [b"GET /healthz HTTP/1.1\nHost: t\n\n"], {400}),
        Case("NUL in a header value", [request(b"GET /healthz HTTP/1.1\nHost: t\nX-A: a\x00b\n\n")], {400}),
        Case("header name with a space", [request(b"GET /healthz HTTP/1.1\nHost: t\nX A: 1\n\n")], {400}),
        Case("unsupported Expect", [request(b"PUT /v1/scenes/x HTTP/1.1\nHost: t\nExpect: 200-ok\nContent-Length: 2\n\n", b"{}")],
             {417}),
        # Limits.
        Case("header over 16 KiB", [request(b"GET /healthz HTTP/1.1\nHost: t\nX-Big: " + b"b" * (args.max_header_bytes + 1) + b"\n\n")],
             {431}),
        Case("many headers over 16 KiB",
             [request(b"GET /healthz HTTP/1.1\nHost: t\n" + b"".join(b"X-%d: %s\n" % (i, b"v" * 100) for i in range(200)) + b"\n")],
             {431}),
        Case("target over 8 KiB", [request(b"GET /" + b"a" * (args.max_target_bytes + 1) + b" HTTP/1.1\nHost: t\n\n")], {414}),
        Case("body over the limit", [request(b"POST /v1/solve HTTP/1.1\nHost: t\nContent-Type: application/json\n"
                                             b"Content-Length: %d\n\n" % (body_limit + 1), b"{" * 1024)], {413}),
        # Request line.
        # A method the server does not implement: 405 with Allow where the path
        # exists (what schemathesis and RFC 9110 want), 501 elsewhere; the
        # request is read whole, so the connection goes on.
        Case("unknown method on a known path", [request(b"BREW /healthz HTTP/1.1\nHost: t\n\n")],
             {405}, closes=False, header="Allow"),
        Case("unknown method elsewhere", [request(b"BREW /nowhere HTTP/1.1\nHost: t\n\n")], {501}, closes=False),
        Case("CONNECT", [request(b"CONNECT example.com:443 HTTP/1.1\nHost: t\n\n")], {501}),
        Case("HTTP/2.0", [request(b"GET /healthz HTTP/2.0\nHost: t\n\n")], {505}),
        # RFC 9112 §2.3 says a higher minor version SHOULD be read as 1.1; 505 is allowed too.
        Case("HTTP/1.2", [request(b"GET /healthz HTTP/1.2\nHost: t\nConnection: close\n\n")], {200, 505}),
        Case("garbage request line", [b"\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03\r\n\r\n"], {400}),
        Case("request line without version", [request(b"GET /healthz\nHost: t\n\n")], {400}),
        Case("target with a space", [request(b"GET /a b HTTP/1.1\nHost: t\n\n")], {400}),
        # Slow clients: a head that never completes, and one that trickles.
        Case("slow client (half a head)", [b"GET /healthz HTTP/1.1\r\nHost: t\r\n"], {408}),
        Case("slow client (trickling a head)", trickle(b"GET /healthz HTTP/1.1\r\nHost: t\r\n", args.request_timeout),
             {408}),
        Case("slow client (body never sent)",
             [request(b"POST /v1/solve HTTP/1.1\nHost: t\nContent-Type: application/json\nContent-Length: 100\n\n", b"{")],
             {408}),
        # Early disconnects: only the server's survival counts.
        Case("disconnect mid-head", [b"GET /healthz HTTP/1.1\r\nHo"], None, hang_up=True),
        Case("disconnect mid-body",
             [request(b"POST /v1/solve HTTP/1.1\nHost: t\nContent-Type: application/json\nContent-Length: 1000\n\n", b"{\"a\"")],
             None, hang_up=True),
        Case("reset after a full solve request",
             [request(b"POST /v1/solve HTTP/1.1\nHost: t\nContent-Type: application/json\n"
                      b"Content-Length: %d\n\n" % len(solve_body), solve_body)], None, hang_up=True, reset=True),
        Case("reset mid-chunk",
             [request(b"PUT /v1/scenes/robust-reset HTTP/1.1\nHost: t\nTransfer-Encoding: chunked\n\n", b"100\r\n{")],
             None, hang_up=True, reset=True),
    ]


def trickle(head, request_timeout):
    """A header line every half second, for longer than the request timeout:
    progress must not reset the timer for the whole request."""
    steps = [head]
    for i in range(int(request_timeout * 2) + 8):
        steps += [0.5, b"X-Trickle-%d: 1\r\n" % i]
    return steps


class Outcome:
    def __init__(self, status=None, closed=None, note="", headers=None):
        self.status = status
        self.closed = closed
        self.note = note
        self.headers = headers or {}


def run_case(case, args):
    timeout = args.request_timeout + 10
    sock = Connection(args.host, args.port, timeout)
    try:
        if case.reset:
            sock.reset_on_close()
        try:
            for step in case.steps:
                if isinstance(step, (int, float)):
                    time.sleep(step)
                else:
                    sock.sendall(step)
        except (BrokenPipeError, ConnectionResetError) as error:
            # The server may refuse before all bytes are sent (431, 413); read what it said.
            if case.expect is None:
                return Outcome(note=str(error))
        if case.hang_up:
            return Outcome(note="hung up")
        first = sock.read_response()
        if first is None:
            return Outcome(closed=True, note="closed without an answer")
        status, headers, _ = first
        if case.name == "pipelined good requests":
            second = sock.read_response()
            if second is None or second[0] != 200:
                return Outcome(status=status, note="second pipelined answer missing", headers=headers)
        closed = None
        if case.closes:
            closed = sock.wait_closed(CLOSE_WAIT_S)
        return Outcome(status=status, closed=closed, headers=headers)
    except socket.timeout:
        return Outcome(note="timed out waiting for the server")
    except OSError as error:
        return Outcome(note="error: %s" % error)
    finally:
        sock.close()


def judge(case, outcome):
    if case.expect is None:
        return outcome.note.startswith("error") is False, outcome.note or "sent"
    if outcome.status is None:
        return False, outcome.note
    ok = outcome.status in case.expect
    detail = "%d" % outcome.status
    if case.closes and outcome.status >= 400 and outcome.closed is False:
        ok = False
        detail += ", connection left open"
    if case.header and case.header.lower() not in outcome.headers:
        ok = False
        detail += ", no %s header" % case.header
    if outcome.note:
        detail += ", " + outcome.note
    return ok, detail


class GoodClient(threading.Thread):
    """GET /healthz in a loop on a keep-alive connection, timing each answer."""

    def __init__(self, host, port):
        super().__init__(daemon=True)
        self.host, self.port = host, port
        self.stop = threading.Event()
        self.latencies = []
        self.failures = []

    def run(self):
        sock = None
        while not self.stop.is_set():
            try:
                if sock is None:
                    sock = Connection(self.host, self.port, 5)
                started = time.monotonic()
                sock.send_request("GET", "/healthz")
                answer = sock.read_response()
                elapsed = (time.monotonic() - started) * 1000
                if answer is None:
                    # An idle-timeout close between requests is fine: reconnect.
                    sock.close()
                    sock = None
                    continue
                if answer[0] != 200:
                    self.failures.append("status %d" % answer[0])
                self.latencies.append(elapsed)
            except OSError as error:
                self.failures.append(str(error))
                if sock is not None:
                    sock.close()
                sock = None
            time.sleep(GOOD_INTERVAL_S)
        if sock is not None:
            sock.close()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--request-timeout", type=float, default=2.0,
                        help="the daemon's --request-timeout (seconds)")
    parser.add_argument("--max-body-bytes", type=int, default=8 << 20)
    parser.add_argument("--max-header-bytes", type=int, default=16 << 10)
    parser.add_argument("--max-target-bytes", type=int, default=8 << 10)
    parser.add_argument("--parallel", type=int, default=8, help="hostile clients at once")
    args = parser.parse_args()

    good = GoodClient(args.host, args.port)
    good.start()
    all_cases = cases(args)
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.parallel) as pool:
        outcomes = list(pool.map(lambda case: run_case(case, args), all_cases))
    # Give the server a moment after the last disconnects, then check it still serves.
    time.sleep(0.5)
    good.stop.set()
    good.join()
    final = final_check(args)

    failures = 0
    width = max(len(case.name) for case in all_cases)
    print("%-*s  %-12s  %-6s  %s" % (width, "case", "expected", "result", "detail"))
    for case, outcome in zip(all_cases, outcomes):
        ok, detail = judge(case, outcome)
        expected = "/".join(str(s) for s in sorted(case.expect)) if case.expect else "survive"
        if case.closes and case.expect:
            expected += "+close"
        failures += not ok
        print("%-*s  %-12s  %-6s  %s" % (width, case.name, expected, "ok" if ok else "FAIL", detail))

    latencies = sorted(good.latencies)
    if latencies:
        p50 = statistics.median(latencies)
        p99 = latencies[min(len(latencies) - 1, int(len(latencies) * 0.99))]
        worst = latencies[-1]
    else:
        p50 = p99 = worst = float("nan")
    good_ok = (not good.failures and latencies and p99 <= GOOD_P99_LIMIT_MS and worst <= GOOD_MAX_LIMIT_MS)
    print("%-*s  %-12s  %-6s  %d requests, p50 %.1f ms, p99 %.1f ms, max %.1f ms%s" % (
        width, "good client /healthz", "200 fast", "ok" if good_ok else "FAIL", len(latencies), p50, p99, worst,
        (", failures: %s" % good.failures[:5]) if good.failures else ""))
    print("%-*s  %-12s  %-6s  %s" % (width, "server alive afterwards", "200", "ok" if final else "FAIL",
                                     "answered" if final else "no answer"))
    failures += (not good_ok) + (not final)
    print("malformed requests: %d case(s), %d failure(s)" % (len(all_cases) + 2, failures))
    return 1 if failures else 0


def final_check(args):
    try:
        sock = Connection(args.host, args.port, 5)
        sock.send_request("GET", "/healthz")
        answer = sock.read_response()
        sock.close()
        return answer is not None and answer[0] == 200
    except OSError:
        return False


if __name__ == "__main__":
    sys.exit(main())
