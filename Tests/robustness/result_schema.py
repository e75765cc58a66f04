#!/usr/bin/env python3
"""Every result the live daemon gives for the example scenes and test fixtures
must match openapi.yaml's Result schema, made strict: an object schema that
lists properties admits no others, so a field the server writes but the
document does not describe fails here (schemathesis only sees the scenes it
generates, which rarely reach diagnostics)."""
import argparse, glob, json, os, sys, urllib.request
import jsonschema, yaml

# The repository's root, found from this file (Tests/robustness/), so that the
# defaults do not depend on the directory the script runs from.
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def resolved(node, schemas):
    if isinstance(node, dict):
        if "$ref" in node:
            return resolved(schemas[node["$ref"].rsplit("/", 1)[1]], schemas)
        out = {k: resolved(v, schemas) for k, v in node.items()}
        if out.get("type") == "object" and "properties" in out and "additionalProperties" not in out:
            out["additionalProperties"] = False
        return out
    if isinstance(node, list):
        return [resolved(x, schemas) for x in node]
    return node


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--spec", default=os.path.join(ROOT, "openapi.yaml"))
    parser.add_argument("scenes", nargs="*",
                        help="scene files (default: every Tests/**/Fixtures/*.json of the repository, "
                             "the example scenes among them)")
    args = parser.parse_args()
    schemas = yaml.safe_load(open(args.spec))["components"]["schemas"]
    schema = resolved(schemas["Result"], schemas)
    # Every scene of Tests/Fixtures; `expected/` holds results, not scenes.
    files = args.scenes or sorted(os.path.relpath(path, ROOT) for path in
                                  glob.glob(os.path.join(ROOT, "Tests", "Fixtures", "**", "*.json"), recursive=True)
                                  if os.sep + "expected" + os.sep not in path)
    checked, failures = 0, 0
    for path in files:
        body = open(path if args.scenes else os.path.join(ROOT, path), "rb").read()
        for query in ("", "?detail=full"):
            request = urllib.request.Request(f"http://127.0.0.1:{args.port}/v1/solve{query}", data=body,
                                             headers={"Content-Type": "application/json"})
            try:
                with urllib.request.urlopen(request, timeout=30) as response:
                    result = json.load(response)
            except urllib.error.HTTPError as error:
                if error.code in (400, 422):  # invalid on purpose (fixtures of bad input)
                    continue
                raise
            checked += 1
            try:
                jsonschema.validate(result, schema)
            except jsonschema.ValidationError as error:
                failures += 1
                where = "/" + "/".join(map(str, error.absolute_path))
                print(f"FAIL {path}{query}: {error.message[:200]} at {where}")
    print(f"{checked} results checked against openapi.yaml's Result schema, {failures} failed")
    return 1 if failures or checked == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
