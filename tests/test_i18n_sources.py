"""``i18n/update.py`` finds a new game's texts before its files are committed, and says
which files it leaves out and why."""

from __future__ import annotations

import importlib.util
import shutil
import subprocess
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parent.parent


def _update() -> ModuleType:
    spec = importlib.util.spec_from_file_location("i18n_update", ROOT / "i18n" / "update.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _write(root: Path, name: str, text: str = "x = 1\n") -> None:
    path = root / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


def _git(root: Path, *args: str) -> None:
    subprocess.run(
        ["git", "-c", "user.name=t", "-c", "user.email=t@t", *args],
        cwd=root,
        check=True,
        capture_output=True,
    )


@pytest.fixture
def checkout(tmp_path: Path) -> Path:
    """A small checkout: a committed module, a new game nobody added yet, a work-in-progress
    module outside the games, and an ignored file."""
    if shutil.which("git") is None:
        pytest.skip("git is not installed")
    _write(tmp_path, "macaron_desktop/core/done.py")
    _write(tmp_path, ".gitignore", "scratch_*.py\n")
    _git(tmp_path, "init", "-q")
    _git(tmp_path, "add", ".")
    _git(tmp_path, "commit", "-q", "-m", "start")
    _write(tmp_path, "macaron_desktop/games/newgame/spec.py", "NAME = 'New game'\n")
    _write(tmp_path, "macaron_desktop/games/newgame/table/board.py")
    _write(tmp_path, "macaron_desktop/ui/wip.py")
    _write(tmp_path, "macaron_desktop/games/newgame/scratch_notes.py")
    return tmp_path


def test_a_new_games_files_count_before_they_are_committed(checkout: Path) -> None:
    files, left_out = _update().select_sources(checkout)
    assert files == [
        "macaron_desktop/core/done.py",
        "macaron_desktop/games/newgame/spec.py",
        "macaron_desktop/games/newgame/table/board.py",
    ]
    assert set(left_out) == {
        "macaron_desktop/ui/wip.py",
        "macaron_desktop/games/newgame/scratch_notes.py",
    }
    assert "git add" in left_out["macaron_desktop/ui/wip.py"]
    assert "ignored" in left_out["macaron_desktop/games/newgame/scratch_notes.py"]


def test_the_files_left_out_are_named_with_the_reason(
    checkout: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    update = _update()
    assert sorted(update.report_left_out(checkout)) == [
        "macaron_desktop/games/newgame/scratch_notes.py",
        "macaron_desktop/ui/wip.py",
    ]
    err = capsys.readouterr().err
    assert "left out of the translations: macaron_desktop/ui/wip.py (not added" in err
    assert "newgame/scratch_notes.py (ignored by git" in err
    # a game whose every file git ignores is named too
    _write(checkout, ".gitignore", "scratch_*.py\nmacaron_desktop/games/hidden/\n")
    _write(checkout, "macaron_desktop/games/hidden/spec.py")
    update.report_left_out(checkout)
    assert "no file of the game package hidden is translated" in capsys.readouterr().err


def test_outside_git_every_file_counts(tmp_path: Path) -> None:
    _write(tmp_path, "macaron_desktop/core/a.py")
    _write(tmp_path, "macaron_desktop/games/g/spec.py")
    files, left_out = _update().select_sources(tmp_path)
    assert files == ["macaron_desktop/core/a.py", "macaron_desktop/games/g/spec.py"]
    assert left_out == {}


def test_this_checkout_translates_every_game_package() -> None:
    files = _update().source_files()
    for package in sorted((ROOT / "macaron_desktop" / "games").iterdir()):
        if package.is_dir() and (package / "spec.py").is_file():
            assert f"macaron_desktop/games/{package.name}/spec.py" in files
