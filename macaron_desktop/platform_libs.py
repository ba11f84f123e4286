"""Before Qt starts on Linux: are the libraries of Qt's X11 platform plugin there?

Qt's ``xcb`` plugin links to a handful of small X11 libraries. Most desktops have them, but
several Debian and Ubuntu installs lack ``libxcb-cursor0``; Qt then aborts with a long
message about a plugin that "was found" yet could not be loaded, and exit code 134. This
check looks for each library first and, when one is missing, either switches to Qt's
Wayland plugin (on a Wayland session, where the X11 libraries are not needed) or says in
one sentence which package to install.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Mapping
from pathlib import Path

#: library file -> (package on Debian/Ubuntu, package on Fedora, package on Arch)
XCB_LIBRARIES: dict[str, tuple[str, str, str]] = {
    "libxcb-cursor.so.0": ("libxcb-cursor0", "xcb-util-cursor", "xcb-util-cursor"),
    "libxcb-icccm.so.4": ("libxcb-icccm4", "xcb-util-wm", "xcb-util-wm"),
    "libxcb-keysyms.so.1": ("libxcb-keysyms1", "xcb-util-keysyms", "xcb-util-keysyms"),
    "libxcb-image.so.0": ("libxcb-image0", "xcb-util-image", "xcb-util-image"),
    "libxcb-render-util.so.0": (
        "libxcb-render-util0",
        "xcb-util-renderutil",
        "xcb-util-renderutil",
    ),
    "libxkbcommon-x11.so.0": ("libxkbcommon-x11-0", "libxkbcommon-x11", "libxkbcommon-x11"),
}


def _can_load(name: str) -> bool:
    """Whether the dynamic loader finds ``name`` (the way Qt's plugin will look for it).

    ``ctypes`` is loaded here, only where the X11 plugin may start (not on Windows, macOS
    or the offscreen platform)."""
    import ctypes

    try:
        ctypes.CDLL(name)
    except OSError:
        return False
    return True


def _distribution(os_release: Path = Path("/etc/os-release")) -> str:
    """``debian``, ``fedora``, ``arch`` or ``""``: which family's package names to give."""
    try:
        text = os_release.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return ""
    ids: list[str] = []
    for line in text.splitlines():
        key, _, value = line.partition("=")
        if key in ("ID", "ID_LIKE"):
            ids += value.strip().strip('"').lower().split()
    for family in ("debian", "ubuntu", "fedora", "rhel", "arch"):
        if family in ids:
            return {"ubuntu": "debian", "rhel": "fedora"}.get(family, family)
    return ""


def _may_use_xcb(env: Mapping[str, str]) -> bool:
    """Whether Qt might start its X11 plugin with this environment.

    Without ``QT_QPA_PLATFORM`` Qt picks the plugin itself, and on some Wayland desktops it
    still picks X11, so the libraries are checked then too.
    """
    platform = env.get("QT_QPA_PLATFORM", "")
    return not platform or platform.split(";")[0].split(":")[0] == "xcb"


def install_hint(missing: str, family: str) -> str:
    """The one sentence that tells a player what to install."""
    debian, fedora, arch = XCB_LIBRARIES[missing]
    if family == "debian":
        how = f"install the package {debian} (sudo apt install {debian})"
    elif family == "fedora":
        how = f"install the package {fedora} (sudo dnf install {fedora})"
    elif family == "arch":
        how = f"install the package {arch} (sudo pacman -S {arch})"
    else:
        how = f"install {debian} on Debian or Ubuntu, or {fedora} on Fedora and Arch"
    return (
        f"Macaron Desktop cannot open its window because the system library {missing} "
        f"is missing: {how}, then start the app again."
    )


def check_platform_libraries(
    env: dict[str, str] | None = None,
    can_load: Callable[[str], bool] | None = None,
    family: Callable[[], str] | None = None,
    platform: str = sys.platform,
) -> str | None:
    """``None`` when Qt can start; else the sentence to print before exiting with code 1.

    On a Wayland session that lacks an X11 library, switches ``env`` (by default
    ``os.environ``) to Qt's Wayland plugin instead, and returns ``None``.
    """
    env = os.environ if env is None else env  # type: ignore[assignment]
    assert env is not None
    if not platform.startswith("linux") or not _may_use_xcb(env):
        return None
    lookup = can_load or _can_load
    missing = next((name for name in XCB_LIBRARIES if not lookup(name)), None)
    if missing is None:
        return None
    if env.get("WAYLAND_DISPLAY") and not env.get("QT_QPA_PLATFORM"):
        env["QT_QPA_PLATFORM"] = "wayland"
        return None
    return install_hint(missing, (family or _distribution)())
