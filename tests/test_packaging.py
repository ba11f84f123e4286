"""Packaging: desktop metadata and icons, and a real PyInstaller build of the Linux app."""

from __future__ import annotations

import ast
import importlib.util
import os
import re
import shutil
import struct
import subprocess
import sys
import time
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType

import pytest

from macaron_desktop import __version__
from macaron_desktop.app import APP_ID

# Under xdist, this module's tests share one worker, so the PyInstaller build is made once.
pytestmark = pytest.mark.xdist_group("pyinstaller")

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
LINUX = PACKAGING / "linux"
DESKTOP = LINUX / f"{APP_ID}.desktop"
METAINFO = LINUX / f"{APP_ID}.metainfo.xml"
HICOLOR = LINUX / "icons" / "hicolor"
ICO = PACKAGING / "windows" / "macaron-desktop.ico"
ICNS = PACKAGING / "macos" / "macaron-desktop.icns"
VERSION_INFO = PACKAGING / "windows" / "version_info.txt"
SPEC = PACKAGING / "macaron-desktop.spec"
WORKFLOW = ROOT / ".github" / "workflows" / "build.yml"
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
MAX_FOLDER_BYTES = 200 * 1000 * 1000


def load_appinfo() -> ModuleType:
    """``packaging/appinfo.py`` (packaging/ is a folder of scripts, not a package)."""
    spec = importlib.util.spec_from_file_location(
        "macaron_packaging_appinfo", PACKAGING / "appinfo.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == PNG_SIGNATURE, "not a PNG"
    assert data[12:16] == b"IHDR"
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def desktop_entry() -> dict[str, str]:
    lines = DESKTOP.read_text(encoding="utf-8").splitlines()
    assert lines[0] == "[Desktop Entry]"
    return dict(line.split("=", 1) for line in lines[1:] if line and not line.startswith("#"))


# --- one application id everywhere -------------------------------------------------------


def test_app_id_is_one_reverse_dns_name_valid_everywhere() -> None:
    # AppStream and D-Bus discourage hyphens, Apple's CFBundleIdentifier forbids
    # underscores: letters and digits only, at least three parts.
    assert re.fullmatch(r"[a-z]+(\.[A-Za-z][A-Za-z0-9]*){2,}", APP_ID), APP_ID
    assert load_appinfo().app_id() == APP_ID
    assert desktop_entry()["Icon"] == APP_ID
    root = ET.parse(METAINFO).getroot()
    assert root.findtext("id") == APP_ID
    assert root.findtext("launchable") == f"{APP_ID}.desktop"
    assert f"app_id={APP_ID}\n" in (LINUX / "install.sh").read_text(encoding="utf-8")
    assert "bundle_identifier=APP_ID" in SPEC.read_text(encoding="utf-8")


# --- Linux desktop integration -----------------------------------------------------------


def test_desktop_entry_says_what_the_menu_needs() -> None:
    entry = desktop_entry()
    assert entry["Type"] == "Application"
    assert entry["Name"] == "Macaron Desktop"
    assert entry["Name[zh_TW]"]
    assert entry["Comment"] and entry["Comment[zh_TW]"]
    assert entry["Exec"] == "macaron-desktop"
    assert entry["Categories"] == "Game;CardGame;"


def test_desktop_entry_passes_desktop_file_validate() -> None:
    tool = shutil.which("desktop-file-validate")
    if tool is None:
        pytest.skip("desktop-file-validate is not installed (Debian: desktop-file-utils)")
    done = subprocess.run([tool, str(DESKTOP)], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "error" not in done.stdout and "warning" not in done.stdout, done.stdout


def test_metainfo_describes_the_app_in_english_and_chinese() -> None:
    root = ET.parse(METAINFO).getroot()
    assert root.tag == "component" and root.get("type") == "desktop-application"
    assert root.findtext("metadata_license") == "CC0-1.0"
    assert root.findtext("project_license") == "MIT"
    for tag in ("name", "summary"):
        langs = {element.get(XML_LANG): element.text for element in root.findall(tag)}
        assert langs.get(None) and langs.get("zh-TW"), tag
    paragraphs = root.findall("description/p")
    assert any(p.get(XML_LANG) is None for p in paragraphs)
    assert any(p.get(XML_LANG) == "zh-TW" and "卡牌遊戲" in (p.text or "") for p in paragraphs)
    assert root.findtext("developer/name") or root.findtext("developer_name")
    assert root.find("content_rating").get("type").startswith("oars-")
    (screenshot,) = root.findall("screenshots/screenshot")
    assert screenshot.get("type") == "default"
    assert screenshot.findtext("image").startswith("https://")
    assert [r.get("version") for r in root.findall("releases/release")][0] == __version__
    assert root.find("launchable").get("type") == "desktop-id"


def test_metainfo_passes_appstreamcli_validate() -> None:
    tool = shutil.which("appstreamcli")
    if tool is None:
        pytest.skip("appstreamcli is not installed (Debian: appstream)")
    done = subprocess.run(
        [tool, "validate", "--no-net", str(METAINFO)], capture_output=True, text=True
    )
    # exit 0 means no error and no warning; infos and pedantic notes may remain
    assert done.returncode == 0, done.stdout + done.stderr


# --- icons -------------------------------------------------------------------------------


def test_linux_icons_have_their_sizes_and_the_svg_is_the_app_icon() -> None:
    for size in (48, 256):
        png = HICOLOR / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        assert png_size(png.read_bytes()) == (size, size), png
    svg = HICOLOR / "scalable" / "apps" / f"{APP_ID}.svg"
    assert svg.read_bytes() == (ROOT / "assets" / "icons" / "macaron-desktop.svg").read_bytes()


def test_windows_ico_holds_every_size_from_16_to_256() -> None:
    data = ICO.read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind) == (0, 1)
    assert count == 7
    sizes = set()
    for index in range(count):
        width, height, _, _, planes, bits, length, offset = struct.unpack(
            "<BBBBHHII", data[6 + 16 * index : 22 + 16 * index]
        )
        size = width or 256
        assert (width, planes, bits) == (height, 1, 32)
        assert offset + length <= len(data)
        image = data[offset : offset + length]
        if image[:8] == PNG_SIGNATURE:
            assert png_size(image) == (size, size)
        else:  # a 32-bit DIB: header size 40, width, doubled height (colour + mask)
            header, dib_width, dib_height = struct.unpack("<Iii", image[:12])
            assert (header, dib_width, dib_height) == (40, size, 2 * size)
        sizes.add(size)
    assert sizes == {16, 24, 32, 48, 64, 128, 256}


def test_macos_icns_holds_png_entries_up_to_1024() -> None:
    data = ICNS.read_bytes()
    assert data[:4] == b"icns"
    assert struct.unpack(">I", data[4:8])[0] == len(data)
    entries = {}
    position = 8
    while position < len(data):
        kind, length = (
            data[position : position + 4],
            struct.unpack(">I", data[position + 4 : position + 8])[0],
        )
        entries[kind] = png_size(data[position + 8 : position + length])
        position += length
    assert position == len(data)
    assert len(entries) == 8
    assert entries[b"ic07"] == (128, 128)
    assert entries[b"ic08"] == (256, 256)
    assert entries[b"ic09"] == (512, 512)
    assert entries[b"ic10"] == (1024, 1024)


# --- Windows and macOS metadata ----------------------------------------------------------


def test_windows_version_resource_matches_the_app_version() -> None:
    text = VERSION_INFO.read_text(encoding="utf-8")
    ast.parse(text, mode="eval")  # PyInstaller eval()s it
    numbers = tuple(int(n) for n in __version__.split(".")) + (0,)
    assert f"filevers={numbers}" in text and f"prodvers={numbers}" in text
    assert text.count(f'"{__version__}"') == 2  # FileVersion and ProductVersion
    assert 'StringStruct("ProductName", "Macaron Desktop")' in text
    assert 'StringStruct("OriginalFilename", "macaron-desktop.exe")' in text


def test_macos_bundle_gets_its_id_name_version_and_retina_flag() -> None:
    spec = SPEC.read_text(encoding="utf-8")
    for key in (
        '"CFBundleDisplayName": appinfo.APP_NAME',
        '"CFBundleIdentifier": APP_ID',
        '"CFBundleShortVersionString": VERSION',
        '"NSHighResolutionCapable": True',
    ):
        assert key in spec, key


def test_workflow_builds_and_starts_all_three_systems() -> None:
    workflow = WORKFLOW.read_text(encoding="utf-8")
    for needed in (
        "os: ubuntu-latest",
        "os: windows-latest",
        "os: macos-latest",
        'python-version: "3.11"',
        "python packaging/build.py",
        "--smoke",
        "python packaging/check_build.py",
        "actions/upload-artifact@",
        "QT_QPA_PLATFORM: offscreen",
    ):
        assert needed in workflow, needed


# --- the Linux build, from a clean checkout ----------------------------------------------


@dataclass
class Build:
    checkout: Path
    out: Path
    seconds: float
    log: str

    @property
    def folder(self) -> Path:
        return self.out / "MacaronDesktop"

    @property
    def program(self) -> Path:
        return self.folder / "macaron-desktop"


def clean_copy(destination: Path) -> None:
    """The checkout's files as a fresh clone would have them, plus files not yet committed
    (but nothing that .gitignore keeps out: no build output, no caches)."""
    listed = subprocess.run(
        ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
        cwd=ROOT,
        capture_output=True,
        check=True,
    ).stdout.decode()
    for name in filter(None, listed.split("\0")):
        source = ROOT / name
        if source.is_file():  # skip files deleted but not yet committed
            target = destination / name
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target)


@pytest.fixture(scope="module")
def build(tmp_path_factory: pytest.TempPathFactory) -> Build:
    if not sys.platform.startswith("linux"):
        pytest.skip("the packaging test builds the Linux app; the workflow builds the others")
    if shutil.which("git") is None or not (ROOT / ".git").exists():
        pytest.skip("needs git and a git checkout to make a clean copy")
    checkout = tmp_path_factory.mktemp("checkout")
    clean_copy(checkout)
    out = tmp_path_factory.mktemp("dist")
    started = time.perf_counter()
    done = subprocess.run(
        # the fastest compression: the archive is still made, and smaller than the folder
        # (55 MB against 51 at the default level), in 1.6 s instead of 4
        [sys.executable, "packaging/build.py", "--out", str(out), "--compression-level", "1"],
        cwd=checkout,
        capture_output=True,
        text=True,
        timeout=900,
    )
    seconds = time.perf_counter() - started
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-4000:]
    print(f"\nbuilt the Linux app in {seconds:.0f} s")
    return Build(checkout, out, seconds, done.stdout)


def run_built(build: Build, *args: str, home: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "MACARON_DESKTOP_HOME": str(home)}
    return subprocess.run(
        [str(build.program), *args],
        env=env,
        cwd=home.parent,
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=120,
    )


@pytest.mark.slow
def test_built_app_starts_headless(build: Build, user_home: Path) -> None:
    done = run_built(build, "--smoke", home=user_home)
    assert done.returncode == 0, done.stderr
    assert re.search(r"^shown in \d+ ms$", done.stdout, re.MULTILINE), done.stdout
    assert "heading: Game library" in done.stdout


@pytest.mark.slow
def test_built_app_loads_the_chinese_translations(build: Build, user_home: Path) -> None:
    done = run_built(build, "--lang", "zh_TW", "--smoke", home=user_home)
    assert done.returncode == 0, done.stderr
    assert "heading: 遊戲庫" in done.stdout


@pytest.mark.slow
def test_built_app_finds_qt_translations_and_art_inside_itself(
    build: Build, user_home: Path
) -> None:
    done = run_built(build, "--check-bundle", home=user_home)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "qt buttons zh_TW: 確定 / 取消" in done.stdout  # Qt's own qtbase_zh_TW.qm
    assert "OUTSIDE" not in done.stdout
    # every game's data files travel inside the app (Maple's card list, the catalogues)
    assert re.search(
        r"^game data maple: [1-9]\d* message keys, [1-9]\d* card designs$", done.stdout, re.M
    )
    assert re.search(r"^game data maus: [1-9]\d* message keys", done.stdout, re.M)
    assert "bundle check: ok" in done.stdout


@pytest.mark.slow
def test_built_app_carries_all_the_art_and_translations(build: Build) -> None:
    data = build.folder / "_internal" / "macaron_desktop" / "_data"
    art = build.checkout / "assets"
    wanted = {
        p.relative_to(art)
        for p in art.rglob("*")
        if p.is_file() and p.relative_to(art).parts[0] != "tools" and p.name != "README.md"
    }
    bundled = {p.relative_to(data / "assets") for p in (data / "assets").rglob("*") if p.is_file()}
    assert bundled == wanted
    assert {p.name for p in (data / "i18n").iterdir()} == {
        p.name for p in (build.checkout / "i18n").glob("*.qm")
    }


@pytest.mark.slow
def test_build_comes_from_the_copied_checkout(build: Build) -> None:
    toc = (build.out / "work" / "macaron-desktop" / "PYZ-00.toc").read_text(encoding="utf-8")
    app_source = re.search(r"\('macaron_desktop\.app',\s*'([^']+)'", toc)
    assert app_source is not None
    assert Path(app_source.group(1)).is_relative_to(build.checkout)


@pytest.mark.slow
def test_built_folder_and_archive_are_small_enough(build: Build) -> None:
    folder_bytes = sum(
        p.lstat().st_size for p in build.folder.rglob("*") if p.is_file() and not p.is_symlink()
    )
    (archive,) = build.out.glob(f"MacaronDesktop-{__version__}-linux-*.tar.gz")
    print(
        f"\nfolder {folder_bytes / 1e6:.1f} MB, archive {archive.stat().st_size / 1e6:.1f} MB, "
        f"built in {build.seconds:.0f} s"
    )
    assert folder_bytes < MAX_FOLDER_BYTES
    assert archive.stat().st_size < folder_bytes
    # only the languages the app ships: Qt's catalogues for others stay out
    catalogues = {p.name for p in build.folder.rglob("translations/*.qm")}
    assert "qtbase_zh_TW.qm" in catalogues
    assert all(name.endswith(("_en.qm", "_zh_TW.qm")) for name in catalogues), catalogues


@pytest.mark.slow
def test_check_build_script_passes_on_the_build(build: Build) -> None:
    done = subprocess.run(
        [
            sys.executable,
            str(build.checkout / "packaging" / "check_build.py"),
            "--out",
            str(build.out),
        ],
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=300,
    )
    assert done.returncode == 0, done.stdout + done.stderr


@pytest.mark.slow
def test_install_script_puts_the_app_in_the_menu_and_takes_it_out(
    build: Build, tmp_path: Path
) -> None:
    home = tmp_path / "person"
    env = {"HOME": str(home), "PATH": os.environ.get("PATH", "/usr/bin:/bin")}
    installer = build.folder / "install.sh"
    subprocess.run(["sh", str(installer)], env=env, check=True, capture_output=True)
    data = home / ".local" / "share"
    command = home / ".local" / "bin" / "macaron-desktop"
    entry = (data / "applications" / f"{APP_ID}.desktop").read_text(encoding="utf-8")
    assert f'Exec="{command}"' in entry
    assert (data / "metainfo" / f"{APP_ID}.metainfo.xml").is_file()
    assert (data / "icons" / "hicolor" / "256x256" / "apps" / f"{APP_ID}.png").is_file()
    version = subprocess.run([str(command), "--version"], capture_output=True, text=True)
    assert version.stdout.strip() == f"macaron-desktop {__version__}"
    subprocess.run(["sh", str(installer), "--uninstall"], env=env, check=True, capture_output=True)
    assert not command.exists() and not (data / "applications" / f"{APP_ID}.desktop").exists()
