#!/usr/bin/env python3
"""The ways into CI that README's "Use it in CI" names, run as a team would.

  action      action.yml's steps, run in order as GitHub's runner runs a
              composite action: `${{ inputs.* }}`, `${{ steps.*.outputs.* }}`
              and `${{ github.action_path }}` substituted, each `run` under
              `bash --noprofile --norc -eo pipefail`, GITHUB_OUTPUT read back.
              Green on a good document (layoutd built by the action's own
              step), red on a conflicting one with its annotation and a SARIF
              report still written (the binary given as the `layoutd` input).
  pre-commit  `pre-commit try-repo` of this repository's HEAD in a fresh git project:
              pre-commit's Swift support builds the package and the hook
              passes a good document and fails a conflicting one.

Usage: ci_integrations.py [--part action|pre-commit]... --pre-commit PATH
(from the repository root; PATH is a pinned pre-commit, scripts/ci-integrations)
"""
import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[2]
CORPUS = ROOT / "Tests" / "Corpus" / "ib" / "pocket-casts"
GOOD = CORPUS / "podcasts_AddCell.xib"
BAD = CORPUS / "podcasts_PCSearchBarController.xib"
failures = []


def expect(condition, message):
    print(("  ok   " if condition else "  FAIL ") + message)
    if not condition:
        failures.append(message)


def project(folder):
    """A project with App/Good.xib (satisfied) and App/Bad.xib (a conflict)."""
    app = folder / "App"
    app.mkdir(parents=True)
    shutil.copy(GOOD, app / "Good.xib")
    shutil.copy(BAD, app / "Bad.xib")
    return folder


EXPRESSION = re.compile(r"\$\{\{\s*([^}]*?)\s*\}\}")


def run_action(workspace, inputs, scratch):
    """Runs action.yml's steps; returns (failed step name or None, outputs, stdout of every step)."""
    action = yaml.safe_load((ROOT / "action.yml").read_text())
    assert action["runs"]["using"] == "composite"
    values = {name: str(spec.get("default", "")) for name, spec in action["inputs"].items()}
    unknown = set(inputs) - set(values)
    assert not unknown, f"inputs the action does not declare: {unknown}"
    values.update(inputs)
    steps = {}

    def substitute(text):
        def one(m):
            expr = m.group(1)
            if expr.startswith("inputs."):
                return values[expr[len("inputs."):]]
            if expr == "github.action_path":
                return str(ROOT)
            s = re.fullmatch(r"steps\.([\w-]+)\.outputs\.([\w-]+)", expr)
            if s:
                return steps.get(s.group(1), {}).get(s.group(2), "")
            raise SystemExit(f"an expression the test does not know: {expr}")
        return EXPRESSION.sub(one, str(text))

    log = ""
    for k, step in enumerate(action["runs"]["steps"]):
        assert step.get("shell") == "bash", "every step says its shell"
        output = scratch / f"output-{k}"
        output.write_text("")
        env = dict(os.environ, GITHUB_ACTION_PATH=str(ROOT), GITHUB_WORKSPACE=str(workspace), GITHUB_OUTPUT=str(output))
        env.update({key: substitute(value) for key, value in step.get("env", {}).items()})
        script = scratch / f"step-{k}.sh"
        script.write_text(substitute(step["run"]))
        run = subprocess.run(["bash", "--noprofile", "--norc", "-eo", "pipefail", str(script)], cwd=workspace, env=env,
                             capture_output=True, text=True, timeout=3000)
        log += run.stdout
        if "id" in step:
            steps[step["id"]] = dict(line.split("=", 1) for line in output.read_text().splitlines() if "=" in line)
        if run.returncode != 0:
            return step["name"], steps, log, run
    outputs = {name: substitute(spec["value"]) for name, spec in action.get("outputs", {}).items()}
    return None, outputs, log, None


def check_action(scratch):
    print("--- action.yml")
    workspace = project(scratch / "workspace")
    started = time.monotonic()
    failed, outputs, log, _ = run_action(workspace, {"paths": "App/Good.xib"}, scratch)
    expect(failed is None, f"every step green on a good document (layoutd built by the action, {time.monotonic() - started:.0f} s)")
    sarif = workspace / outputs.get("sarif-file", "missing")
    expect(sarif.is_file(), f"the SARIF report is the action's output: {outputs.get('sarif-file')}")
    if sarif.is_file():
        doc = json.loads(sarif.read_text())
        results = doc["runs"][0]["results"]
        expect(doc["version"] == "2.1.0" and not any(r["level"] == "error" for r in results), "it holds no error")
    expect("::error" not in log, "no error annotation")
    binary = ROOT / ".build" / "release" / "layoutd"
    failed, outputs, log, run = run_action(workspace, {"paths": "App", "layoutd": str(binary), "sarif-file": "out/layoutd.sarif"}, scratch)
    expect(failed == "Check", f"a conflicting document fails the Check step (failed: {failed})")
    expect("::error file=App/Bad.xib,line=96,title=layoutd conflict" in (run.stdout if run else ""), "with its annotation, path relative to the workspace")
    written = workspace / "out" / "layoutd.sarif"
    expect(written.is_file() and any(r["ruleId"] == "conflict" for r in json.loads(written.read_text())["runs"][0]["results"]),
           "and the SARIF step before it wrote the conflict for upload")


def check_pre_commit(scratch, pre_commit):
    print("--- .pre-commit-hooks.yaml")
    folder = project(scratch / "consumer")
    git = ["git", "-c", "user.name=layoutd test", "-c", "user.email=test@example.invalid", "-c", "init.defaultBranch=main"]
    subprocess.run(git + ["init", "-q"], cwd=folder, check=True)
    subprocess.run(git + ["add", "."], cwd=folder, check=True)
    subprocess.run(git + ["commit", "-qm", "documents"], cwd=folder, check=True)
    env = dict(os.environ, PRE_COMMIT_HOME=str(scratch / "pre-commit-home"))
    # The committed revision, the same for both runs (a tree with changes
    # would be tried as a shadow commit of them). try-repo keeps its store in
    # a temporary folder, so each run builds the package again.
    ref = subprocess.run(["git", "rev-parse", "HEAD"], cwd=ROOT, capture_output=True, text=True, check=True).stdout.strip()
    started = time.monotonic()
    good = subprocess.run([pre_commit, "try-repo", str(ROOT), "layoutd-check", "--ref", ref, "--files", "App/Good.xib"], cwd=folder, env=env,
                          capture_output=True, text=True, timeout=3000)
    expect(good.returncode == 0 and re.search(r"layoutd check\.+Passed", good.stdout),
           f"try-repo passes a good document (pre-commit built the package in {time.monotonic() - started:.0f} s)")
    if good.returncode != 0:
        print(good.stdout[-3000:], good.stderr[-3000:])
    bad = subprocess.run([pre_commit, "try-repo", str(ROOT), "layoutd-check", "--ref", ref, "--files", "App/Bad.xib", "App/Good.xib"], cwd=folder,
                         env=env, capture_output=True, text=True, timeout=3000)
    expect(bad.returncode == 1 and re.search(r"layoutd check\.+Failed", bad.stdout), "and fails a conflicting one")
    expect("App/Bad.xib:96: error: Conflicting constraints: fku-Ku-xaI is broken" in bad.stdout, "naming the constraint and its line")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--part", action="append", choices=["action", "pre-commit"])
    parser.add_argument("--pre-commit", default="pre-commit")
    args = parser.parse_args()
    parts = args.part or ["action", "pre-commit"]
    with tempfile.TemporaryDirectory(prefix="ci-integrations.") as tmp:
        scratch = Path(tmp)
        if "action" in parts:
            check_action(scratch)
        if "pre-commit" in parts:
            check_pre_commit(scratch, args.pre_commit)
    if failures:
        print(f"ci-integrations: {len(failures)} failed")
        sys.exit(1)
    print("ci-integrations: every way in works")


if __name__ == "__main__":
    main()
