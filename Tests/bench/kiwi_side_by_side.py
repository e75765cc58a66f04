#!/usr/bin/env python3
"""kiwisolver and layoutd's solver on the same systems, in one run.

For each family and size, `layoutd-bench solver --dump FAMILY N` prints the
system (the kiwi_bench.py families: chain, grid, nested); this driver times
kiwisolver on it as kiwi_bench.py does, then runs `layoutd-bench solver
--tsv` on the same cell, and prints both beside each other with the
checksums after the build and after the resizes.

kiwi, as kiwi_bench.py times it: build = variables, solver, the two root
edit variables (strength 1e9) suggested at the initial size, every
constraint (required, or priority p as p weak units), updateVariables();
resize = suggestValue(root width) + updateVariables(), widths
W0 + ((41 i) mod 111) - 55 for i = 1..50, median per run. A first run
whose build took under a second is a discarded warm-up; the table gives
the median over runs. Checksum: sum(value_i * (i % 13 + 1)).

usage: kiwi_side_by_side.py --bench PATH [--families chain grid nested]
                            [--sizes 1000 5000] [--runs 5] [--kiwi-max 1000]
Sizes above --kiwi-max are run on layoutd alone (kiwi's grid-5000 build
takes over a minute, chain-5000 about 15 s per run).
"""

import argparse
import gc
import os
import platform
import statistics
import subprocess
import time

import kiwisolver as kiwi

REQUIRED = 1000.0
EDIT_STRENGTH = 1e9


def load_system(bench, family, n):
    lines = subprocess.run([bench, 'solver', '--dump', family, str(n)], check=True,
                           capture_output=True, text=True).stdout.splitlines()
    views, w0, h0 = lines[0].split()
    rows = []
    for line in lines[1:]:
        words = line.split()
        terms = tuple((int(v), float(c)) for v, c in (w.split(':') for w in words[3:]))
        rows.append((words[0], float(words[1]), float(words[2]), terms))
    return int(views), float(w0), float(h0), rows


def kiwi_strength(priority):
    return kiwi.strength.required if priority >= REQUIRED else priority


def build(nvars, w0, h0, rows):
    vs = [kiwi.Variable() for _ in range(nvars)]
    solver = kiwi.Solver()
    for var, value in ((2, w0), (3, h0)):
        solver.addEditVariable(vs[var], EDIT_STRENGTH)
        solver.suggestValue(vs[var], value)
    for op, priority, constant, terms in rows:
        e = kiwi.Expression(tuple(kiwi.Term(vs[v], c) for v, c in terms), constant)
        solver.addConstraint(kiwi.Constraint(e, op, kiwi_strength(priority)))
    solver.updateVariables()
    return solver, vs


def checksum(values):
    return sum(v * (i % 13 + 1) for i, v in enumerate(values))


def kiwi_cell(system, runs, resizes):
    views, w0, h0, rows = system
    widths = [w0 + ((41 * i) % 111) - 55 for i in range(1, resizes + 1)]
    builds, medians, sums = [], [], None
    warmup = True
    while len(builds) < runs:
        gc.collect()
        gc.disable()
        try:
            t0 = time.perf_counter()
            solver, vs = build(4 * views, w0, h0, rows)
            b = time.perf_counter() - t0
            built = checksum([v.value() for v in vs])
            times = []
            for w in widths:
                a = time.perf_counter()
                solver.suggestValue(vs[2], w)
                solver.updateVariables()
                times.append(time.perf_counter() - a)
            resized = checksum([v.value() for v in vs])
        finally:
            gc.enable()
        if warmup and b < 1.0:
            warmup = False
            continue
        warmup = False
        builds.append(b)
        medians.append(statistics.median(times))
        sums = (built, resized)
    return builds, medians, sums


def layoutd_cell(bench, family, n, runs):
    out = subprocess.run([bench, 'solver', '--tsv', '--families', family, '--sizes', str(n),
                          '--runs', str(runs)], check=True, capture_output=True, text=True).stdout
    header, line = out.strip().splitlines()[:2]
    return dict(zip(header.split('\t'), line.split('\t')))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--bench', required=True)
    ap.add_argument('--families', nargs='+', default=['chain', 'grid', 'nested'])
    ap.add_argument('--sizes', nargs='+', type=int, default=[1000, 5000])
    ap.add_argument('--runs', type=int, default=5)
    ap.add_argument('--resizes', type=int, default=50)
    ap.add_argument('--kiwi-max', type=int, default=1000)
    args = ap.parse_args()
    print('nproc=%d python=%s kiwisolver %s; runs %d per cell; times are medians (kiwi: min-max of runs)' % (
        os.cpu_count(), platform.python_version(), kiwi.__version__, args.runs))
    print()
    print('| family | N | kiwi build ms | layoutd build ms, values read | kiwi resize us '
          '| layoutd resize us, values read | layoutd / kiwi resize | layoutd suggest alone us (values unread) '
          '| layoutd resize us, value(of:) each | checksums build kiwi = layoutd | checksums resized kiwi = layoutd |')
    print('|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---|')
    equal = True
    for family in args.families:
        for n in args.sizes:
            ours = layoutd_cell(args.bench, family, n, args.runs)
            if n > args.kiwi_max:
                print('| %s | %d | | %.2f | | %.1f | | %.1f | %.1f | %s | %s |' % (
                    family, n, float(ours['build_s']) * 1e3, float(ours['resize_s']) * 1e6,
                    float(ours['suggest_s']) * 1e6, float(ours['resize_each_s']) * 1e6,
                    ours['sum_built'], ours['sum_resized']), flush=True)
                continue
            builds, resizes, (kb, kr) = kiwi_cell(load_system(args.bench, family, n), args.runs, args.resizes)
            lb, lr = float(ours['sum_built']), float(ours['sum_resized'])
            same = (round(kb, 4) == round(lb, 4), round(kr, 4) == round(lr, 4))
            equal = equal and all(same)
            kiwi_resize = statistics.median(resizes)
            print('| %s | %d | %.2f (%.2f-%.2f) | %.2f | %.1f (%.1f-%.1f) | %.1f | %.2f | %.1f | %.1f '
                  '| %.4f %s %.4f | %.4f %s %.4f |' % (
                      family, n, statistics.median(builds) * 1e3, min(builds) * 1e3, max(builds) * 1e3,
                      float(ours['build_s']) * 1e3, kiwi_resize * 1e6, min(resizes) * 1e6, max(resizes) * 1e6,
                      float(ours['resize_s']) * 1e6, float(ours['resize_s']) / kiwi_resize,
                      float(ours['suggest_s']) * 1e6, float(ours['resize_each_s']) * 1e6,
                      kb, '=' if same[0] else '!=', lb, kr, '=' if same[1] else '!=', lr), flush=True)
    print()
    print('checksums: ' + ('all equal' if equal else 'DIFFER'))
    raise SystemExit(0 if equal else 1)


if __name__ == '__main__':
    main()
