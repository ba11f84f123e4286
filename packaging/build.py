"""Build Macaron Desktop as a self-contained app for the OS this runs on.

Usage, from a checkout with the package and PyInstaller installed
(``python -m pip install -e ".[test]"`` brings both)::

    python packaging/build.py [--out DIR] [--no-archive] [--compression-level N]

It runs PyInstaller on ``packaging/macaron-desktop.spec`` and writes into ``DIR``
(default ``dist/``):

* Linux: ``MacaronDesktop/`` (start ``MacaronDesktop/macaron-desktop``; desktop entry,
  AppStream metainfo, icons and ``install.sh`` in it) and
  ``MacaronDesktop-<version>-linux-<arch>.tar.gz``
* Windows: ``MacaronDesktop/`` (start ``macaron-desktop.exe``) and ``….zip``
* macOS: ``Macaron Desktop.app`` and ``….zip``

PyInstaller's intermediate files go to ``DIR/work`` and speed up the next build.
``python packaging/check_build.py --out DIR`` then starts the built program and checks it.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tarfile
import time
import zipfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import appinfo  # noqa: E402 - packaging/ is a folder of scripts, not a package

HERE = appinfo.HERE
ROOT = appinfo.ROOT
SPEC = HERE / "macaron-desktop.spec"


def required_files() -> list[Path]:
    """Files the build needs that a checkout must already have (none are generated here)."""
    ident = appinfo.app_id()
    linux = HERE / "linux"
    return [
        SPEC,
        HERE / "launcher.py",
        ROOT / "i18n" / "macaron_desktop_zh_TW.qm",
        ROOT / "assets" / "icons" / "macaron-desktop.svg",
        HERE / "windows" / "macaron-desktop.ico",
        HERE / "windows" / "version_info.txt",
        HERE / "macos" / "macaron-desktop.icns",
        linux / f"{ident}.desktop",
        linux / f"{ident}.metainfo.xml",
        linux / "install.sh",
        *(linux / "icons" / "hicolor" / f"{s}x{s}" / "apps" / f"{ident}.png" for s in (48, 256)),
        linux / "icons" / "hicolor" / "scalable" / "apps" / f"{ident}.svg",
    ]


def run_pyinstaller(out: Path, work: Path) -> None:
    """PyInstaller on the spec, its result in ``out``."""
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        raise SystemExit(
            'PyInstaller is missing: python -m pip install -e ".[test]" (or pip install pyinstaller)'
        ) from None
    command = [
        sys.executable,
        "-m",
        "PyInstaller",
        "--noconfirm",
        "--log-level",
        "WARN",
        "--distpath",
        str(out),
        "--workpath",
        str(work),
        str(SPEC),
    ]
    process = subprocess.Popen(
        command, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True
    )
    assert process.stdout is not None
    unresolved = []
    for line in process.stdout:
        print(line, end="", flush=True)
        if "Library not found" in line:
            unresolved.append(line.strip())
    if process.wait() != 0:
        raise SystemExit(f"PyInstaller failed (exit code {process.returncode})")
    if unresolved and appinfo.os_tag() == "linux":
        # A library PyInstaller cannot find on this machine is missing from the build, and
        # the app would not start on a desktop that lacks it too (libxcb-cursor0, say).
        raise SystemExit(
            "the build lacks libraries that are not installed here; install them and build "
            "again:\n  " + "\n  ".join(unresolved)
        )


def add_linux_desktop_files(folder: Path) -> None:
    """Put the desktop entry, metainfo, icons and the installer script beside the program."""
    ident = appinfo.app_id()
    linux = HERE / "linux"
    share = folder / "share"
    (share / "applications").mkdir(parents=True, exist_ok=True)
    (share / "metainfo").mkdir(parents=True, exist_ok=True)
    shutil.copy2(linux / f"{ident}.desktop", share / "applications")
    shutil.copy2(linux / f"{ident}.metainfo.xml", share / "metainfo")
    shutil.copytree(linux / "icons", share / "icons", dirs_exist_ok=True)
    installer = folder / "install.sh"
    shutil.copy2(linux / "install.sh", installer)
    installer.chmod(0o755)


def folder_size(path: Path) -> int:
    """Bytes in the files under ``path`` (symbolic links count as nothing)."""
    return sum(p.lstat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


#: how hard the archive is compressed (zlib's 1 to 9): 6 packs the Linux app to some 51 MB
#: in 4 s, 1 to 55 MB in 1.6 s (what the packaging test uses)
COMPRESSION_LEVEL = 6


def make_archive(app: Path, archive: Path, level: int = COMPRESSION_LEVEL) -> None:
    """``app`` packed as ``archive`` (.tar.gz keeps Unix modes; .zip for Windows and macOS),
    compressed at zlib ``level`` (ditto, on macOS, has its own)."""
    archive.unlink(missing_ok=True)
    if archive.name.endswith(".tar.gz"):
        with tarfile.open(archive, "w:gz", compresslevel=level) as tar:
            tar.add(app, arcname=app.name)
    elif appinfo.os_tag() == "macos" and shutil.which("ditto"):
        # ditto keeps the bundle's symbolic links and extended attributes, as Finder does
        subprocess.run(
            ["ditto", "-c", "-k", "--sequesterRsrc", "--keepParent", str(app), str(archive)],
            check=True,
        )
    else:
        with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED, compresslevel=level) as zf:
            for path in sorted(app.rglob("*")):
                zf.write(path, path.relative_to(app.parent).as_posix())


def main(argv: list[str] | None = None) -> int:
    """Build, then print where the app is and how big it came out; returns the exit code."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=ROOT / "dist", help="output folder")
    parser.add_argument("--no-archive", action="store_true", help="skip the .tar.gz / .zip")
    parser.add_argument(
        "--compression-level",
        type=int,
        choices=range(1, 10),
        default=COMPRESSION_LEVEL,
        metavar="N",
        help=f"zlib level of the archive, 1 (fastest) to 9 (smallest); {COMPRESSION_LEVEL} unless told",
    )
    args = parser.parse_args(argv)
    out: Path = args.out.resolve()

    missing = [str(p.relative_to(ROOT)) for p in required_files() if not p.exists()]
    if missing:
        print("missing: " + ", ".join(missing), file=sys.stderr)
        print("(icons: python packaging/make_icons.py; translations: python i18n/update.py)")
        return 1

    started = time.perf_counter()
    app = appinfo.app_dir(out)
    if app.exists():
        shutil.rmtree(app)
    run_pyinstaller(out, out / "work")
    if appinfo.os_tag() == "linux":
        add_linux_desktop_files(app)
    executable = appinfo.executable(out)
    if not executable.is_file():
        print(f"PyInstaller did not produce {executable}", file=sys.stderr)
        return 1
    built = time.perf_counter() - started

    print(f"built {app} in {built:.0f} s")
    print(f"program: {executable}")
    print(f"folder size: {folder_size(app) / 1e6:.1f} MB")
    if not args.no_archive:
        archive = out / appinfo.archive_name()
        make_archive(app, archive, args.compression_level)
        print(f"archive: {archive} ({archive.stat().st_size / 1e6:.1f} MB)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
