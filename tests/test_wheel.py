"""An installed wheel carries the art and the compiled translations, and finds them."""

from __future__ import annotations

import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

# Under xdist, this module's tests share one worker, so the wheel is made once.
pytestmark = pytest.mark.xdist_group("wheel")

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("dist")
    subprocess.run(
        [sys.executable, "-m", "build", "--wheel", "--no-isolation", "--outdir", str(out)],
        cwd=ROOT,
        check=True,
        capture_output=True,
    )
    (found,) = out.glob("macaron_desktop-*.whl")
    return found


def test_wheel_carries_assets_and_translations(wheel: Path) -> None:
    names = set(zipfile.ZipFile(wheel).namelist())
    for required in (
        "macaron_desktop/app.py",
        "macaron_desktop/_data/assets/icons/macaron-desktop.svg",
        "macaron_desktop/_data/i18n/macaron_desktop_zh_TW.qm",
        "macaron_desktop/_data/i18n/macaron_desktop_en.qm",
    ):
        assert required in names, required
    assert any(n.endswith(".dist-info/entry_points.txt") for n in names)


def test_wheel_carries_every_card_data_file_a_spec_declares(wheel: Path) -> None:
    from macaron_desktop.core.card_data import split_ref
    from macaron_desktop.core.registry import specs

    names = set(zipfile.ZipFile(wheel).namelist())
    declared = [ref for spec in specs() for ref in spec.card_data]
    assert declared, "no game declares card data: nothing to look for"
    for ref in declared:
        package, name = split_ref(ref)
        assert f"{package.replace('.', '/')}/{name}" in names, ref


def test_wheel_carries_the_message_catalogues_kept_as_data(wheel: Path) -> None:
    names = set(zipfile.ZipFile(wheel).namelist())
    kept = sorted(
        p.relative_to(Path(__file__).parent.parent).as_posix()
        for p in (Path(__file__).parent.parent / "macaron_desktop" / "games").glob(
            "*/messages.toml"
        )
    )
    assert "macaron_desktop/games/maus/messages.toml" in kept
    assert set(kept) <= names, set(kept) - names


def test_installed_wheel_finds_its_resources_and_starts(wheel: Path, tmp_path: Path) -> None:
    site = tmp_path / "site"
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "install",
            "--quiet",
            "--no-deps",
            "--target",
            str(site),
            str(wheel),
        ],
        check=True,
    )
    env = {
        **os.environ,
        "PYTHONPATH": str(site),
        "QT_QPA_PLATFORM": "offscreen",
        "MACARON_DESKTOP_HOME": str(tmp_path / "home"),
    }
    probe = subprocess.run(
        [
            sys.executable,
            "-c",
            "from macaron_desktop import resources as r; print(r.assets_dir()); print(r.i18n_dir())\n"
            "import importlib.resources as ir\n"
            "from macaron_desktop.core import card_data, registry\n"
            "for ref in [ref for s in registry.specs() for ref in s.card_data]:\n"
            "    card_data.load(ref)\n"
            "    print(ir.files(card_data.split_ref(ref)[0]).joinpath(card_data.split_ref(ref)[1]))",
        ],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    lines = probe.stdout.splitlines()
    assert len(lines) > 2, "the installed wheel's card data files were not found"
    for line in lines:
        assert Path(line).is_relative_to(site), line
    started = subprocess.run(
        [sys.executable, "-m", "macaron_desktop", "--lang", "zh_TW", "--smoke"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=120,
    )
    assert started.returncode == 0, started.stderr
    assert "heading: 遊戲庫" in started.stdout
