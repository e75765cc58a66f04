#!/usr/bin/env python3
"""A stand-in for layoutd while the daemon is being written: serves the
dashboard assets exported from the Swift sources and answers the public JSON
API with canned results (mock-results/<name>.json). Stdlib only."""

import argparse
import json
import re
import threading
from datetime import datetime, timezone
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import parse_qs, unquote, urlsplit

NAME = re.compile(r"^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,127}$")
PAGE_PATHS = re.compile(r"^/(?:ui/?|ui/scenes/[^/]+)?$")
ASSETS = {"/ui/assets/app.js": "app.js", "/ui/assets/app.css": "app.css"}


def now():
    return datetime.now(timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.%fZ")


class Store:
    def __init__(self, results):
        self.lock = threading.Lock()
        self.scenes = {}
        self.results = results
        self.next_id = 1

    def canned(self, name):
        path = self.results / f"{name}.json"
        return json.loads(path.read_text()) if path.is_file() else None


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, fmt, *args):
        pass

    def send(self, status, body, content_type="application/json", extra=()):
        data = body if isinstance(body, bytes) else json.dumps(body).encode()
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(data)))
        for name, value in extra:
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(data)

    def problem(self, status, title, detail, errors=()):
        body = {"type": "about:blank", "title": title, "status": status, "detail": detail}
        if errors:
            body["errors"] = list(errors)
        self.send(status, body, "application/problem+json")

    def body_json(self):
        length = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(length) if length else b""
        return json.loads(raw) if raw else {}

    def parsed_body(self):
        """The JSON body, or None after answering 400."""
        try:
            return self.body_json()
        except ValueError as error:
            self.problem(400, "Malformed JSON", str(error))
            return None

    def refused(self, write):
        """401 without the token where the daemon would ask for it."""
        token = self.server.token
        if not token or (not write and not self.server.protect_reads):
            return False
        if self.headers.get("Authorization") == f"Bearer {token}":
            return False
        self.problem(401, "Unauthorized", "This route needs the bearer token.")
        return True

    def do_GET(self):
        url = urlsplit(self.path)
        if url.path.startswith("/v1/") and self.refused(write=False):
            return
        path, query = url.path, parse_qs(url.query)
        server = self.server
        if PAGE_PATHS.match(path):
            return self.send(200, (server.assets / "index.html").read_bytes(), "text/html; charset=utf-8", server.headers)
        if path in ASSETS:
            kind = "text/javascript" if path.endswith(".js") else "text/css"
            return self.send(200, (server.assets / ASSETS[path]).read_bytes(), f"{kind}; charset=utf-8", server.headers)
        if path == "/healthz":
            return self.send(200, {"status": "ok"})
        store = server.store
        if path == "/v1/scenes":
            prefix = query.get("prefix", [""])[0]
            limit = int(query.get("limit", ["50"])[0])
            cursor = query.get("cursor", [""])[0]
            with store.lock:
                names = sorted(n for n in store.scenes if n.startswith(prefix) and n > cursor)
                page = names[:limit]
                items = [{k: store.scenes[n][k] for k in ("name", "version", "updatedAt", "lastStatus", "lastSolvedAt")} for n in page]
            return self.send(200, {"items": items, "nextCursor": page[-1] if len(names) > limit else None})
        look = re.match(r"^/v1/scenes/([^/]+)/solve$", path)
        if look:
            return self.solve_stored(unquote(look.group(1)), json.loads(query.get("overrides", ["{}"])[0]), record=False)
        match = re.match(r"^/v1/scenes/([^/]+)(/history)?$", path)
        if match:
            name = unquote(match.group(1))
            with store.lock:
                scene = store.scenes.get(name)
                if scene is None:
                    return self.problem(404, "Not Found", f"No scene named {name}.")
                if match.group(2):
                    return self.send(200, {"items": list(reversed(scene["history"]))})
                return self.send(200, scene["document"], extra=[("ETag", f'"{scene["version"]}"')])
        self.problem(404, "Not Found", f"Nothing at {path}.")

    def do_PUT(self):
        if self.refused(write=True):
            return
        match = re.match(r"^/v1/scenes/([^/]+)$", urlsplit(self.path).path)
        if not match or not NAME.match(unquote(match.group(1))):
            return self.problem(404, "Not Found", "Scenes live at /v1/scenes/{name}.")
        name = unquote(match.group(1))
        document = self.parsed_body()
        if document is None:
            return
        store = self.server.store
        with store.lock:
            scene = store.scenes.get(name)
            created = scene is None
            if created:
                scene = store.scenes[name] = {"name": name, "version": 0, "lastStatus": None, "lastSolvedAt": None, "history": []}
            scene.update(document=document, version=scene["version"] + 1, updatedAt=now())
            version = scene["version"]
        self.send(201 if created else 200, {"name": name, "version": version}, extra=[("ETag", f'"{version}"')])

    def do_POST(self):
        # Solving a document stores nothing: a read, as in the daemon.
        if self.refused(write=urlsplit(self.path).path != "/v1/solve"):
            return
        if urlsplit(self.path).path == "/v1/solve":
            return self.solve_unstored()
        match = re.match(r"^/v1/scenes/([^/]+)/solve$", urlsplit(self.path).path)
        if not match:
            return self.problem(404, "Not Found", "Solve a stored scene at /v1/scenes/{name}/solve.")
        try:
            overrides = self.body_json()
        except ValueError as error:
            return self.problem(400, "Malformed JSON", str(error))
        self.solve_stored(unquote(match.group(1)), overrides, record=True)

    def solve_stored(self, name, overrides, record):
        """POST records the solve in the history; GET (looking) records nothing."""
        store = self.server.store
        with store.lock:
            scene = store.scenes.get(name)
            if scene is None:
                return self.problem(404, "Not Found", f"No scene named {name}.")
            result = store.canned(name)
            if result is None:
                return self.problem(422, "No canned result", f"The mock server has no result for {name}.",
                                    [{"pointer": "/constraints/0", "message": "mock: solve this scene with the real daemon"}])
            if isinstance(overrides.get("variants"), list):
                canned = {v.get("name"): v for v in result.get("variants", [])}
                result["variants"] = [canned.get(v.get("name"), dict(result, name=v.get("name"), variants=None))
                                      for v in overrides["variants"]]
            if record:
                counts = {}
                for diagnostic in result["diagnostics"]:
                    counts[diagnostic["kind"]] = counts.get(diagnostic["kind"], 0) + 1
                at = now()
                scene["history"].append({"id": store.next_id, "at": at, "version": scene["version"], "status": result["status"],
                                         "durationMicroseconds": result["stats"]["solveMicroseconds"] + 7 * len(scene["history"]),
                                         "counts": counts})
                store.next_id += 1
                scene.update(lastStatus=result["status"], lastSolvedAt=at)
        self.send(200, result)

    def solve_unstored(self):
        """POST /v1/solve: the canned result of the stored scene with the same document."""
        document = self.parsed_body()
        if document is None:
            return
        store = self.server.store
        with store.lock:
            name = next((n for n, scene in store.scenes.items() if scene["document"] == document), None)
        result = store.canned(name) if name else None
        if result is None:
            return self.problem(422, "No canned result", "The mock server solves only documents of stored scenes.")
        self.send(200, result)


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--assets", type=Path, required=True, help="folder with index.html, app.js, app.css, headers.json")
    parser.add_argument("--results", type=Path, default=Path(__file__).parent / "mock-results")
    parser.add_argument("--auth-token", default="")
    parser.add_argument("--protect-reads", action="store_true")
    args = parser.parse_args()
    server = ThreadingHTTPServer(("127.0.0.1", args.port), Handler)
    server.assets = args.assets
    server.headers = [tuple(pair) for pair in json.loads((args.assets / "headers.json").read_text())]
    server.store = Store(args.results)
    server.token, server.protect_reads = args.auth_token, args.protect_reads
    server.serve_forever()


if __name__ == "__main__":
    main()
