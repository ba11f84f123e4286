"""What every packaging script agrees on: names, version, application id, paths.

The version and the application id are read from the checkout's source text (not imported),
so a build from another checkout never picks up an installed copy of the package.
"""

from __future__ import annotations

import ast
import platform
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent

APP_NAME = "Macaron Desktop"
#: the executable's name on every OS (``macaron-desktop.exe`` on Windows)
EXE_NAME = "macaron-desktop"
#: the one-folder build's folder (Linux, Windows); macOS gets ``Macaron Desktop.app``
FOLDER_NAME = "MacaronDesktop"
MACOS_APP = f"{APP_NAME}.app"
DEVELOPER = "Macaron Desktop developers"
HOMEPAGE = "https://github.com/macarondesktop/macaron-desktop"


def _constant(path: Path, name: str) -> str:
    """The string assigned to ``name`` at the top level of the Python file ``path``."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id == name for t in node.targets
        ):
            value = ast.literal_eval(node.value)
            if isinstance(value, str):
                return value
    raise LookupError(f"no {name} = '...' in {path}")


def version(root: Path = ROOT) -> str:
    """The app's version, e.g. ``0.1.0`` (``macaron_desktop.__version__``)."""
    return _constant(root / "macaron_desktop" / "__init__.py", "__version__")


def app_id(root: Path = ROOT) -> str:
    """The reverse-DNS application id (``macaron_desktop.app.APP_ID``)."""
    return _constant(root / "macaron_desktop" / "app.py", "APP_ID")


def os_tag() -> str:
    """``linux``, ``windows`` or ``macos``: the OS this build is for."""
    if sys.platform.startswith("win"):
        return "windows"
    if sys.platform == "darwin":
        return "macos"
    return "linux"


def arch_tag() -> str:
    """The machine, e.g. ``x86_64`` or ``arm64``."""
    machine = platform.machine().lower()
    return {"amd64": "x86_64", "aarch64": "arm64"}.get(machine, machine or "unknown")


def app_dir(out: Path) -> Path:
    """The built application in ``out``: the folder (Linux, Windows) or the ``.app``."""
    return out / (MACOS_APP if os_tag() == "macos" else FOLDER_NAME)


def executable(out: Path) -> Path:
    """The program to start in the build in ``out``."""
    if os_tag() == "macos":
        return app_dir(out) / "Contents" / "MacOS" / EXE_NAME
    suffix = ".exe" if os_tag() == "windows" else ""
    return app_dir(out) / f"{EXE_NAME}{suffix}"


def archive_name(root: Path = ROOT) -> str:
    """The archive's file name, e.g. ``MacaronDesktop-0.1.0-linux-x86_64.tar.gz``."""
    ext = ".tar.gz" if os_tag() == "linux" else ".zip"
    return f"{FOLDER_NAME}-{version(root)}-{os_tag()}-{arch_tag()}{ext}"
