"""Headless Chromium driven over the DevTools protocol on a pipe
(--remote-debugging-pipe: commands on fd 3, answers on fd 4, NUL-separated
JSON), so that the checks can click, press keys and drop files without a
WebSocket library. Every call has a deadline: a page that never answers
(a promise that never settles) fails the call, it does not stall the run.
Stdlib only."""

import base64
import fcntl
import json
import os
import select
import subprocess
import time


class ProtocolError(Exception):
    pass


class ProtocolTimeout(ProtocolError):
    """No answer within the call's timeout."""


# A protocol call answers in moments; a loaded machine is given room. A page's
# script is given its own timeout (evaluate).
CALL_TIMEOUT_S = 120


class Chromium:
    def __init__(self, chromium, profile, window="1400,1000"):
        to_child_read, self._write = os.pipe()
        self._read, from_child_write = os.pipe()

        def wire():  # in the child: the protocol's fixed descriptors (moved up first, in case a pipe is 3 or 4)
            high = [fcntl.fcntl(fd, fcntl.F_DUPFD, 10) for fd in (to_child_read, from_child_write)]
            os.dup2(high[0], 3)
            os.dup2(high[1], 4)

        self.process = subprocess.Popen(
            [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
             "--disable-extensions", f"--user-data-dir={profile}", f"--window-size={window}",
             "--remote-debugging-pipe", "about:blank"],
            pass_fds=(3, 4), preexec_fn=wire,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_child_read)
        os.close(from_child_write)
        self._buffer = b""
        self._next = 0
        self.events = []
        self._answers = {}
        self.routes = {}
        target = self.call("Target.createTarget", url="about:blank")["targetId"]
        self.session = self.call("Target.attachToTarget", targetId=target, flatten=True)["sessionId"]
        for domain in ("Page", "Runtime"):
            self.call(f"{domain}.enable", session=True)

    def close(self):
        try:
            self.call("Browser.close")
        except (ProtocolError, OSError):
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
        os.close(self._write)
        os.close(self._read)

    def call(self, method, session=False, within=CALL_TIMEOUT_S, **params):
        deadline = time.monotonic() + within
        self._next += 1
        ident = self._next  # answering an intercepted request calls in between
        message = {"id": ident, "method": method, "params": params}
        if session:
            message["sessionId"] = self.session
        os.write(self._write, json.dumps(message).encode() + b"\0")
        while ident not in self._answers:
            answer = self._receive(deadline, method)
            if "id" in answer:
                self._answers[answer["id"]] = answer
            else:
                self._event(answer)
        answer = self._answers.pop(ident)
        if "error" in answer:
            raise ProtocolError(f"{method}: {answer['error']}")
        return answer.get("result", {})

    def _receive(self, deadline, waiting_for):
        while b"\0" not in self._buffer:
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([self._read], [], [], left)[0]:
                raise ProtocolTimeout(f"{waiting_for}: no answer from chromium within its timeout")
            chunk = os.read(self._read, 1 << 20)
            if not chunk:
                raise ProtocolError("chromium closed the pipe")
            self._buffer += chunk
        raw, self._buffer = self._buffer.split(b"\0", 1)
        return json.loads(raw)

    def _event(self, message):
        # Intercepted requests are answered at once; everything else is kept.
        if message.get("method") == "Fetch.requestPaused":
            params = message["params"]
            url = params["request"]["url"]
            body = next((body for part, body in self.routes.items() if part in url), None)
            if body is None:
                self.call("Fetch.continueRequest", session=True, requestId=params["requestId"])
            else:
                self.call("Fetch.fulfillRequest", session=True, requestId=params["requestId"], responseCode=200,
                          responseHeaders=[{"name": "Content-Type", "value": "application/json"}],
                          body=base64.b64encode(body).decode())
            return
        self.events.append(message)

    def traced(self, categories, expression, timeout=60):
        """The trace events of `categories` recorded while `expression` (a
        JavaScript promise) runs."""
        self.call("Tracing.start", traceConfig={"includedCategories": categories}, transferMode="ReportEvents")
        self.evaluate(expression, timeout=timeout)
        self.call("Tracing.end")
        deadline = time.monotonic() + timeout
        events = []
        while True:
            message = self._receive(deadline, "Tracing.tracingComplete")
            if message.get("method") == "Tracing.dataCollected":
                events += message["params"]["value"]
            elif message.get("method") == "Tracing.tracingComplete":
                return events
            elif "id" not in message:
                self._event(message)

    def intercept(self, routes):
        """Answers requests whose URL contains a key with that key's bytes."""
        self.routes = routes
        patterns = [{"urlPattern": f"*{part}*", "requestStage": "Request"} for part in routes]
        if patterns:
            self.call("Fetch.enable", session=True, patterns=patterns)
        else:
            self.call("Fetch.disable", session=True)

    def evaluate(self, expression, timeout=60):
        try:
            # The protocol's timeout stops a script that runs too long; the call's, one that never settles.
            result = self.call("Runtime.evaluate", session=True, within=timeout, expression=expression,
                               awaitPromise=True, returnByValue=True, timeout=timeout * 1000)
        except ProtocolTimeout:
            raise ProtocolTimeout(f"{expression[:80]}: not settled within {timeout} s") from None
        if "exceptionDetails" in result:
            raise ProtocolError(f"{expression[:80]}: {result['exceptionDetails']}")
        return result["result"].get("value")

    def wait_for(self, expression, timeout=60):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                value = self.evaluate(expression)
            except ProtocolError:
                value = None  # between two pages there is no body yet
            if value:
                return value
            time.sleep(0.05)
        raise ProtocolError(f"timed out waiting for {expression}")

    def open(self, url, ready="document.body && document.body.dataset.ready", timeout=120):
        # Through about:blank, so that a link differing only in its fragment loads anew.
        self.call("Page.navigate", session=True, url="about:blank")
        self.wait_for("location.href === 'about:blank'", timeout)
        self.call("Page.navigate", session=True, url=url)
        # The previous page's data-ready must not count: wait for this URL first.
        self.wait_for(f"location.href.startsWith({json.dumps(url.split('#')[0])})", timeout)
        return self.wait_for(ready, timeout)

    def key(self, key, code=None, key_code=0):
        for kind in ("keyDown", "keyUp"):
            self.call("Input.dispatchKeyEvent", session=True, type=kind, key=key, code=code or key,
                      windowsVirtualKeyCode=key_code)

    def click(self, x, y):
        for kind in ("mousePressed", "mouseReleased"):
            self.call("Input.dispatchMouseEvent", session=True, type=kind, x=x, y=y, button="left", clickCount=1)

    def screenshot(self, path):
        data = self.call("Page.captureScreenshot", session=True, format="png")["data"]
        path.write_bytes(base64.b64decode(data))
