"""Start-up time: ``macaron-desktop --smoke`` against a bare PySide6 window.

Both run as whole processes, alternately, several times, offscreen; the script prints the
median wall time and the median CPU time (user + system, less sensitive to other programs
on the machine) of each, and their ratios. Run from the repository root:

    python benchmarks/startup.py [--runs 9] [--no-bytecode] [--also DIR ...]

``--also DIR`` times another checkout of the app too (an earlier commit's work tree; give
it more than once for several) in the same alternation, for a before-and-after figure.
Each checkout's app is started in its own folder with ``PYTHONPATH`` set to it (and the
script prints which package each run imports): ``python -m`` puts the current folder
first on the module path, ahead of ``PYTHONPATH``, so a second checkout started from this
one's root would run this one's code.

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


ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def timed(command: list[str], env: dict[str, str], cwd: str = ROOT) -> tuple[float, float]:
    """Wall time and CPU time (user + system) of one run of ``command`` in ``cwd``, in
    seconds; it must exit 0."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(command, env=env, cwd=cwd, check=True, capture_output=True)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu


def package_folder(env: dict[str, str], cwd: str) -> str:
    """The folder of the ``macaron_desktop`` package that a start with ``env`` in ``cwd``
    imports (printed, so a figure says which code it timed)."""
    code = "import macaron_desktop, os; print(os.path.dirname(macaron_desktop.__file__))"
    done = subprocess.run(
        [sys.executable, "-c", code], env=env, cwd=cwd, check=True, capture_output=True, text=True
    )
    return done.stdout.strip()


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
        action="append",
        default=[],
        help="another checkout of the app (e.g. an earlier commit's work tree) to time too; "
        "may be given more than once",
    )
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as home:
        env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "MACARON_DESKTOP_HOME": home}
        if not args.no_bytecode:
            env.pop("PYTHONDONTWRITEBYTECODE", None)
        bare_cmd = [sys.executable, "-c", BARE_WINDOW]
        app_cmd = [sys.executable, "-m", "macaron_desktop", "--smoke"]
        # the checkouts timed: this one first, then each --also
        folders = [ROOT, *(os.path.abspath(d) for d in args.also)]
        envs = [{**env, "PYTHONPATH": folder} for folder in folders]
        for label, folder, app_env in zip(["app", *args.also], folders, envs, strict=True):
            print(f"{label} runs {package_folder(app_env, folder)}")
        timed(bare_cmd, env)  # warm the file cache for all (and write the apps' .pyc)
        for folder, app_env in zip(folders, envs, strict=True):
            timed(app_cmd, app_env, folder)
        bare: list[tuple[float, float]] = []
        apps: list[list[tuple[float, float]]] = [[] for _ in folders]
        for _ in range(args.runs):
            bare.append(timed(bare_cmd, env))
            for runs, folder, app_env in zip(apps, folders, envs, strict=True):
                runs.append(timed(app_cmd, app_env, folder))
    bw = statistics.median(w for w, _ in bare)
    bc = statistics.median(c for _, c in bare)
    print(f"bare PySide6 window : median {bw * 1000:.0f} ms wall, {bc * 1000:.0f} ms CPU")
    for index, runs in enumerate(apps):
        aw = statistics.median(w for w, _ in runs)
        ac = statistics.median(c for _, c in runs)
        label = "macaron-desktop" if index == 0 else args.also[index - 1]
        print(f"{label:<20.20}: median {aw * 1000:.0f} ms wall, {ac * 1000:.0f} ms CPU")
        which = "app" if index == 0 else "it "
        budget = f" (budget {BUDGET})" if index == 0 else ""
        print(f"ratio {which} / bare    : {aw / bw:.2f} wall, {ac / bc:.2f} CPU{budget}")
    print(f"({args.runs} runs each, alternated; bytecode {'off' if args.no_bytecode else 'on'})")


if __name__ == "__main__":
    main()
