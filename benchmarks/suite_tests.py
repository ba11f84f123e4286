"""Wall and CPU time of some of the suite's slow tests, here and in a baseline tree.

Usage, from the repository root::

    git archive main | (mkdir -p /tmp/base && tar -x -C /tmp/base)
    python benchmarks/suite_tests.py /tmp/base [--runs 3] [TEST ...]

Each run starts ``python -m pytest -n 0`` on the tests, once in the baseline tree and once
in this one, alternately (base, new, base, new, ...); it prints each run's wall time and
CPU time (user + system of the pytest process and everything it started: bot threads,
subprocesses), then the medians and their ratios new / base. The default tests are the
slow ones issue 18's suite work shortened.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
DEFAULT_TESTS = [
    "tests/ui/macaron/test_layout_overlap.py",
    "tests/ui/macaron/test_table_interaction.py::test_a_round_with_real_animations",
    "tests/ui/macaron/test_issue11_table.py::test_the_cards_received_are_highlighted_and_logged_for_me",
    "tests/ui/macaron/test_resize_while_moving.py",
    "tests/ui/test_bot_threads.py::test_a_game_against_hard_bots_is_the_same_with_or_without_threads",
]


def children_cpu() -> float:
    """User + system seconds of the waited-for child processes so far."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def run_tests(tree: Path, tests: list[str]) -> tuple[float, float]:
    """(wall, CPU) seconds of one serial pytest run of ``tests`` in ``tree``."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    command = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-n", "0"]
    cpu, wall = children_cpu(), time.perf_counter()
    done = subprocess.run(
        [*command, *tests], cwd=tree, env=env, capture_output=True, text=True, check=False
    )
    wall, cpu = time.perf_counter() - wall, children_cpu() - cpu
    if done.returncode != 0:
        raise SystemExit(f"the tests failed in {tree}:\n{done.stdout[-3000:]}")
    return wall, cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("baseline", type=Path, help="a checkout of the baseline tree")
    parser.add_argument("tests", nargs="*", default=DEFAULT_TESTS)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    figures: dict[str, list[tuple[float, float]]] = {"base": [], "new": []}
    for run in range(args.runs):
        for name, tree in (("base", args.baseline.resolve()), ("new", HERE)):
            wall, cpu = run_tests(tree, args.tests)
            figures[name].append((wall, cpu))
            load = os.getloadavg()[0]
            print(f"run {run + 1} {name}: wall {wall:6.1f} s, CPU {cpu:6.1f} s (load {load:.1f})")
    medians = {
        name: (statistics.median(w for w, _ in runs), statistics.median(c for _, c in runs))
        for name, runs in figures.items()
    }
    for name, (wall, cpu) in medians.items():
        print(f"median {name}: wall {wall:6.1f} s, CPU {cpu:6.1f} s")
    (base_wall, base_cpu), (new_wall, new_cpu) = medians["base"], medians["new"]
    print(f"ratio new/base: wall {new_wall / base_wall:.2f}, CPU {new_cpu / base_cpu:.2f}")


if __name__ == "__main__":
    main()
