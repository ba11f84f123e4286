"""Start-up time: ``macaron-desktop --smoke`` against a bare PySide6 window.

Both run as whole processes, alternately, several times, offscreen; the script prints the
median wall time of each and their ratio. Run from the repository root:

    python benchmarks/startup.py [--runs 9]
"""

from __future__ import annotations

import argparse
import os
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


def timed(command: list[str], env: dict[str, str]) -> float:
    """Wall time of one run of ``command`` in seconds; it must exit 0."""
    start = time.perf_counter()
    subprocess.run(command, env=env, check=True, capture_output=True)
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=9)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as home:
        env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "MACARON_DESKTOP_HOME": home}
        bare_cmd = [sys.executable, "-c", BARE_WINDOW]
        app_cmd = [sys.executable, "-m", "macaron_desktop", "--smoke"]
        timed(bare_cmd, env)  # warm the file cache for both
        timed(app_cmd, env)
        bare, app = [], []
        for _ in range(args.runs):
            bare.append(timed(bare_cmd, env))
            app.append(timed(app_cmd, env))
    b, a = statistics.median(bare), statistics.median(app)
    print(f"bare PySide6 window : median {b * 1000:.0f} ms over {args.runs} runs")
    print(f"macaron-desktop     : median {a * 1000:.0f} ms over {args.runs} runs")
    print(f"ratio app / bare    : {a / b:.2f} (budget 2.0)")


if __name__ == "__main__":
    main()
