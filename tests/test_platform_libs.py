"""The check that runs before Qt starts on Linux: a missing X11 library is named, not fatal."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from macaron_desktop import platform_libs
from macaron_desktop.platform_libs import XCB_LIBRARIES, check_platform_libraries

CURSOR = "libxcb-cursor.so.0"


def without(name: str):  # noqa: ANN201 - a loader stand-in
    """A library lookup that finds everything except ``name``."""
    return lambda library: library != name


def test_a_missing_cursor_library_names_the_debian_package() -> None:
    sentence = check_platform_libraries(
        env={"DISPLAY": ":0"}, can_load=without(CURSOR), family=lambda: "debian", platform="linux"
    )
    assert sentence is not None
    assert CURSOR in sentence and "sudo apt install libxcb-cursor0" in sentence
    assert sentence.count(".") >= 1 and "\n" not in sentence


@pytest.mark.parametrize("family, package", [("fedora", "dnf install"), ("arch", "pacman -S")])
def test_other_distributions_get_their_package_names(family: str, package: str) -> None:
    sentence = check_platform_libraries(
        env={}, can_load=without(CURSOR), family=lambda: family, platform="linux"
    )
    assert sentence is not None and package in sentence and "xcb-util-cursor" in sentence


def test_unknown_distribution_names_both_families() -> None:
    sentence = check_platform_libraries(
        env={}, can_load=without(CURSOR), family=lambda: "", platform="linux"
    )
    assert sentence is not None
    assert "libxcb-cursor0" in sentence and "xcb-util-cursor" in sentence


def test_wayland_session_switches_plugin_instead_of_failing() -> None:
    env = {"WAYLAND_DISPLAY": "wayland-0"}
    assert check_platform_libraries(env=env, can_load=without(CURSOR), platform="linux") is None
    assert env["QT_QPA_PLATFORM"] == "wayland"


def test_nothing_is_checked_off_x11_or_off_linux() -> None:
    def refuse(library: str) -> bool:
        raise AssertionError("looked up a library it does not need")

    for env in ({"QT_QPA_PLATFORM": "offscreen"}, {"QT_QPA_PLATFORM": "wayland"}):
        assert check_platform_libraries(env=env, can_load=refuse, platform="linux") is None
    assert check_platform_libraries(env={}, can_load=refuse, platform="win32") is None
    assert check_platform_libraries(env={}, can_load=refuse, platform="darwin") is None


def test_all_libraries_present_starts_normally() -> None:
    assert check_platform_libraries(env={}, can_load=lambda n: True, platform="linux") is None


def test_every_library_has_a_package_per_family() -> None:
    for name, packages in XCB_LIBRARIES.items():
        assert name.startswith("lib") and ".so." in name
        assert len(packages) == 3 and all(packages)


def test_os_release_families(tmp_path: Path) -> None:
    cases = {
        "ID=ubuntu\nID_LIKE=debian\n": "debian",
        'ID="linuxmint"\nID_LIKE="ubuntu debian"\n': "debian",
        "ID=fedora\n": "fedora",
        'ID="rocky"\nID_LIKE="rhel centos fedora"\n': "fedora",
        "ID=endeavouros\nID_LIKE=arch\n": "arch",
        "ID=gentoo\n": "",
    }
    for text, family in cases.items():
        release = tmp_path / "os-release"
        release.write_text(text)
        assert platform_libs._distribution(release) == family
    assert platform_libs._distribution(tmp_path / "missing") == ""


def test_the_app_prints_the_sentence_and_exits_1_instead_of_aborting(tmp_path: Path) -> None:
    """A real start with the cursor library hidden through the check's own lookup."""
    script = (
        "import sys, macaron_desktop.platform_libs as p\n"
        f"p._can_load = lambda name: name != {CURSOR!r}\n"
        "from macaron_desktop.app import main\n"
        "code = main([])\n"
        "print('Qt loaded' if 'PySide6.QtWidgets' in sys.modules else 'Qt not loaded')\n"
        "sys.exit(code)\n"
    )
    env = {
        "PATH": "/usr/bin:/bin",
        "DISPLAY": ":99",
        "HOME": str(tmp_path),
        "MACARON_DESKTOP_HOME": str(tmp_path),
    }
    done = subprocess.run(
        [sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=60
    )
    if not sys.platform.startswith("linux"):
        assert done.returncode != 1 or CURSOR not in done.stderr
        return
    assert done.returncode == 1, done.stderr
    assert CURSOR in done.stderr and "install" in done.stderr
    assert "Traceback" not in done.stderr
    assert done.stdout.strip() == "Qt not loaded"  # it stopped before Qt could abort
