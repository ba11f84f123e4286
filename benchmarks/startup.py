"""Start-up time: ``macaron-desktop --smoke`` against a bare PySide6 window.

Both run as whole processes, alternately, several times, offscreen; the script prints the
median wall time and the median CPU time (user + system, less sensitive to other programs
on the machine) of each, and their ratios. Run from the repository root:

    python benchmarks/startup.py [--runs 9] [--no-bytecode] [--also DIR]

``--also DIR`` times a second checkout of the app too (another commit's work tree, run
with ``PYTHONPATH=DIR``) in the same alternation, for a before-and-after figure.

An installed app has its ``.pyc`` files (pip compiles them), so the app is timed with
bytecode caching on even where the environment sets ``PYTHONDONTWRITEBYTECODE`` (the
warm-up run writes them); ``--no-bytecode`` keeps the environment as it is, so that every
start compiles the app's sources again.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time

BARE_WINDOW = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(sys.argv)
window = QMainWindow()
window.setWindowTitle("bare")
window.show()
def check():
    handle = window.windowHandle()
    if handle is not None and handle.isExposed():
        app.exit(0)
    else:
        QTimer.singleShot(5, check)
QTimer.singleShot(0, check)
sys.exit(app.exec())
"""

BUDGET = 1.7


def timed(command: list[str], env: dict[str, str]) -> tuple[float, float]:
    """Wall time and CPU time (user + system) of one run of ``command`` in seconds; it
    must exit 0."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(command, env=env, check=True, capture_output=True)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument(
        "--no-bytecode",
        action="store_true",
        help="keep PYTHONDONTWRITEBYTECODE if set (every start compiles the sources)",
    )
    parser.add_argument(
        "--also",
        metavar="DIR",
        help="a second checkout of the app (e.g. an earlier commit's work tree) to time too",
    )
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as home:
        env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "MACARON_DESKTOP_HOME": home}
        if not args.no_bytecode:
            env.pop("PYTHONDONTWRITEBYTECODE", None)
        bare_cmd = [sys.executable, "-c", BARE_WINDOW]
        app_cmd = [sys.executable, "-m", "macaron_desktop", "--smoke"]
        other_env = {**env, "PYTHONPATH": os.path.abspath(args.also)} if args.also else None
        timed(bare_cmd, env)  # warm the file cache for both (and write the app's .pyc)
        timed(app_cmd, env)
        if other_env:
            timed(app_cmd, other_env)
        bare: list[tuple[float, float]] = []
        app: list[tuple[float, float]] = []
        other: list[tuple[float, float]] = []
        for _ in range(args.runs):
            bare.append(timed(bare_cmd, env))
            app.append(timed(app_cmd, env))
            if other_env:
                other.append(timed(app_cmd, other_env))
    bw, aw = (statistics.median(w for w, _ in runs) for runs in (bare, app))
    bc, ac = (statistics.median(c for _, c in runs) for runs in (bare, app))
    print(f"bare PySide6 window : median {bw * 1000:.0f} ms wall, {bc * 1000:.0f} ms CPU")
    print(f"macaron-desktop     : median {aw * 1000:.0f} ms wall, {ac * 1000:.0f} ms CPU")
    print(f"ratio app / bare    : {aw / bw:.2f} wall, {ac / bc:.2f} CPU (budget {BUDGET})")
    if other:
        ow = statistics.median(w for w, _ in other)
        oc = statistics.median(c for _, c in other)
        print(f"{args.also:<20.20}: median {ow * 1000:.0f} ms wall, {oc * 1000:.0f} ms CPU")
        print(f"ratio it / bare     : {ow / bw:.2f} wall, {oc / bc:.2f} CPU")
    print(f"({args.runs} runs each, alternated; bytecode {'off' if args.no_bytecode else 'on'})")


if __name__ == "__main__":
    main()
