"""Start a built Macaron Desktop headless and check that it works.

Usage, after ``python packaging/build.py [--out DIR]``::

    python packaging/check_build.py [--out DIR]

Runs the built program three times, with ``QT_QPA_PLATFORM=offscreen`` and a throw-away
``MACARON_DESKTOP_HOME``:

1. ``--smoke``: exits 0 and prints ``shown in N ms``;
2. ``--lang zh_TW --smoke``: the Traditional Chinese heading (遊戲庫) appears;
3. ``--check-bundle``: art, translations and Qt's translations come from inside the bundle,
   and Qt's standard buttons read 確定 / 取消.

Exits 0 when all pass. The CI workflow runs it on Linux, Windows and macOS.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import appinfo  # noqa: E402 - packaging/ is a folder of scripts, not a package

ZH_HEADING = "heading: 遊戲庫"
QT_BUTTONS_ZH = "qt buttons zh_TW: 確定 / 取消"
CHECKS = (
    (["--smoke"], re.compile(r"^shown in \d+ ms$", re.MULTILINE)),
    (["--lang", "zh_TW", "--smoke"], re.compile(re.escape(ZH_HEADING))),
    (["--check-bundle"], re.compile(re.escape(QT_BUTTONS_ZH) + r"[\s\S]*bundle check: ok")),
)


def run_built(executable: Path, args: list[str], home: Path) -> subprocess.CompletedProcess[str]:
    """The built program run headless with ``args``; output decoded as UTF-8."""
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen"),
        "MACARON_DESKTOP_HOME": str(home),
    }
    return subprocess.run(
        [str(executable), *args],
        env=env,
        capture_output=True,
        text=True,
        encoding="utf-8",
        errors="replace",
        timeout=180,
    )


def main(argv: list[str] | None = None) -> int:
    """Run the checks; returns 0 if all pass."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=appinfo.ROOT / "dist", help="build folder")
    args = parser.parse_args(argv)
    executable = appinfo.executable(args.out.resolve())
    if not executable.is_file():
        print(f"no built program at {executable}: run packaging/build.py first", file=sys.stderr)
        return 1
    failed = 0
    with tempfile.TemporaryDirectory(prefix="macaron-check-") as home:
        for flags, expected in CHECKS:
            result = run_built(executable, flags, Path(home))
            ok = result.returncode == 0 and expected.search(result.stdout) is not None
            failed += not ok
            print(f"{'ok  ' if ok else 'FAIL'} {executable.name} {' '.join(flags)}")
            print("     " + result.stdout.strip().replace("\n", "\n     "))
            if not ok:
                print(f"     exit code {result.returncode}; stderr:\n{result.stderr}")
    print(f"build check: {len(CHECKS) - failed} of {len(CHECKS)} checks pass")
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
