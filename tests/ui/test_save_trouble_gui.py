"""The window when a save cannot be written, or comes from outside the saves folder (issue 22)."""

from __future__ import annotations

import errno
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot
from save_cases import toy_match

from macaron_desktop.core.savegame import (
    Autosave,
    read_save,
    save_from_match,
    saves_dir,
    write_save,
)
from macaron_desktop.ui.main_window import MainWindow
from macaron_desktop.ui.session import GameSession

pytestmark = pytest.mark.usefixtures("toy_library")

MakeWindow = Callable[..., MainWindow]


def play_one(window: MainWindow, qtbot: QtBot) -> None:
    """The human's next move (the bot answers on its own)."""
    session = window.session
    assert session is not None
    qtbot.waitUntil(lambda: 0 in session.match.seats_to_act() or session.match.finished)
    assert session.propose(0, session.match.legal_actions(0)[0]) is None


# -- point 6: a file from outside the saves folder is copied, never written ------------------


def test_resume_of_a_file_outside_the_saves_folder_never_writes_it(
    qtbot: QtBot, make_window: MakeWindow, tmp_path: Path
) -> None:
    outside = tmp_path / "elsewhere" / "my game.json"
    write_save(outside, save_from_match(toy_match(3, 2)))
    before = outside.read_bytes()
    window = make_window()
    assert window.resume_path(outside)  # what --resume FILE does
    session = window.session
    assert session is not None and len(session.match.moves) == 2
    play_one(window, qtbot)
    assert session.flush_saves()
    window.close_game()
    assert outside.read_bytes() == before
    assert sorted(p.name for p in outside.parent.iterdir()) == ["my game.json"]  # no .bak
    [copy] = [p for p in saves_dir().iterdir() if p.suffix == ".json"]
    assert len(read_save(copy).moves) > 2  # the game goes on in the saves folder


def test_resume_of_a_save_in_the_saves_folder_goes_on_in_its_own_file(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    match = toy_match(3, 2)
    own = Autosave.for_new_game(match)
    own(match)
    window = make_window()
    assert window.resume_path(own.path)
    play_one(window, qtbot)
    assert window.session is not None and window.session.flush_saves()
    window.close_game()
    assert [p.name for p in saves_dir().glob("*.json")] == [own.path.name]
    assert len(read_save(own.path).moves) > 2


# -- point 7: a finish a kill interrupted is completed, and counted once --------------------


def test_opening_a_finished_save_left_by_a_kill_counts_nothing_more(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    from macaron_desktop.core.stats import load_stats, record_finished

    match = toy_match(3, 999)
    assert match.finished
    autosave = Autosave.for_new_game(match)
    autosave.write(autosave.encode(match), len(match.moves))  # the finish's first step
    record_finished(match, autosave.game_key)  # its second; then the app was killed
    window = make_window()
    window.open_load_dialog()
    dialog = window.load_dialog
    [entry] = dialog.entries
    assert entry.finished
    dialog.open_selected()
    assert window.session is not None and window.session.match.finished
    assert load_stats()["toy"]["2p"].played == 1
    assert not autosave.path.exists()


# -- point 5: after a failed write, leaving tries again and asks; it never says "saved" -------


class FullDisk:
    """The autosave's ``write_atomic`` on a disk that is full until ``free()``."""

    def __init__(self) -> None:
        from macaron_desktop.core import savegame

        self.full = True
        self.real = savegame.write_atomic

    def __call__(self, *args: object) -> None:
        if self.full:
            raise OSError(errno.ENOSPC, "No space left on device")
        self.real(*args)  # type: ignore[arg-type]


@pytest.fixture
def full_disk(monkeypatch: pytest.MonkeyPatch) -> FullDisk:
    from macaron_desktop.core import savegame

    disk = FullDisk()
    disk.full = False
    monkeypatch.setattr(savegame, "write_atomic", disk)
    return disk


def game_with_unsaved_moves(
    make_window: MakeWindow, qtbot: QtBot, disk: FullDisk, monkeypatch: pytest.MonkeyPatch
) -> tuple[MainWindow, GameSession, int]:
    """A game saved up to move N, then two moves more on a full disk; (window, its
    session, N)."""
    window = make_window(confirm_leave_game=True)

    def no_plain_question(*_args: object, **_kwargs: object) -> None:
        raise AssertionError("the plain 'The game is saved' question was asked")

    monkeypatch.setattr(QMessageBox, "question", no_plain_question)
    window.library.tiles[0].play.click()
    session = window.session
    assert session is not None
    session.advance()
    play_one(window, qtbot)
    assert session.flush_saves() and session.save_error() is None
    saved = len(read_save(session.autosave.path).moves)
    disk.full = True
    play_one(window, qtbot)
    play_one(window, qtbot)
    qtbot.waitUntil(window.save_problem.isVisible)
    assert session.save_error() is not None and len(session.match.moves) > saved
    return window, session, saved


class Answers:
    """The player's answers to the leave question, and the questions asked."""

    def __init__(self, *answers: str) -> None:
        self.answers = list(answers)
        self.asked: list[tuple[str, list[str]]] = []

    def __call__(self, box: QMessageBox) -> str:
        self.asked.append((box.text(), [b.text() for b in box.buttons()]))
        return self.answers.pop(0)


def test_leaving_after_space_was_freed_saves_every_move(
    qtbot: QtBot, make_window: MakeWindow, full_disk: FullDisk, monkeypatch
) -> None:
    window, session, _saved = game_with_unsaved_moves(make_window, qtbot, full_disk, monkeypatch)
    path, moves = session.autosave.path, len(session.match.moves)
    full_disk.full = False  # the player freed some space, and leaves without a new move
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    assert window.leave_game()
    assert len(read_save(path).moves) == moves


def test_leaving_while_the_disk_is_full_asks_and_never_says_the_game_is_saved(
    qtbot: QtBot, make_window: MakeWindow, full_disk: FullDisk, monkeypatch
) -> None:
    from macaron_desktop.ui.leave_unsaved import LOSE, RETRY, STAY

    window, session, saved = game_with_unsaved_moves(make_window, qtbot, full_disk, monkeypatch)
    answers = Answers(STAY, RETRY, RETRY)
    monkeypatch.setattr(window, "ask_unsaved_leave", answers)
    assert not window.leave_game()  # the player stays
    assert window.session is session
    text, buttons = answers.asked[0]
    assert "is saved" not in text and "disk is full" in text and f"move {saved}" in text
    assert f"&Leave and lose the moves since move {saved}" in buttons
    assert {"&Try again", "Save &elsewhere…", "&Stay in the game"} <= set(buttons)
    # trying again on a disk still full asks again; once there is room, the game leaves
    real_answer = answers.__call__

    def free_after_asking(box: QMessageBox) -> str:
        answer = real_answer(box)
        if len(answers.asked) == 3:
            full_disk.full = False
        return answer

    monkeypatch.setattr(window, "ask_unsaved_leave", free_after_asking)
    moves = len(session.match.moves)
    assert window.leave_game()
    assert len(answers.asked) == 3 and window.session is None
    assert len(read_save(session.autosave.path).moves) == moves
    # and losing the moves is the player's own choice
    window2, session2, saved2 = game_with_unsaved_moves(make_window, qtbot, full_disk, monkeypatch)
    monkeypatch.setattr(window2, "ask_unsaved_leave", Answers(LOSE))
    path = session2.autosave.path
    assert window2.leave_game()
    assert len(read_save(path).moves) == saved2


def test_save_elsewhere_from_the_leave_question_keeps_every_move(
    qtbot: QtBot, make_window: MakeWindow, full_disk: FullDisk, monkeypatch, tmp_path: Path
) -> None:
    from macaron_desktop.ui.leave_unsaved import ELSEWHERE

    window, session, _saved = game_with_unsaved_moves(make_window, qtbot, full_disk, monkeypatch)
    moves = len(session.match.moves)
    copy = tmp_path / "usb stick" / "rescued.json"
    monkeypatch.setattr(window, "ask_save_path", lambda: str(copy))
    monkeypatch.setattr(window, "ask_unsaved_leave", Answers(ELSEWHERE))
    assert window.leave_game()  # the copy goes to another disk, which has room
    assert len(read_save(copy).moves) == moves


def test_quitting_while_the_disk_is_full_asks_too(
    qtbot: QtBot, make_window: MakeWindow, full_disk: FullDisk, monkeypatch
) -> None:
    from macaron_desktop.ui.leave_unsaved import STAY

    window, _session, _saved = game_with_unsaved_moves(make_window, qtbot, full_disk, monkeypatch)
    answers = Answers(STAY)
    monkeypatch.setattr(window, "ask_unsaved_leave", answers)
    window.close()
    assert len(answers.asked) == 1 and window.isVisible() and window.session is not None
    window.close_game()


# -- point 8: a read-only saves folder with a game left only as its backup --------------------


def test_a_game_left_only_as_its_backup_in_a_read_only_folder_is_offered_with_the_reason(
    qtbot: QtBot, make_window: MakeWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    from save_cases import read_only_folder, snapshot

    folder = saves_dir()
    write_save(folder / "lost.json", save_from_match(toy_match(2, 2)))
    write_save(folder / "lost.json", save_from_match(toy_match(2, 3)))
    (folder / "lost.json").unlink()  # a kill of the old writer left only the backup
    before = snapshot(folder)
    read_only_folder(folder, monkeypatch)
    window = make_window()  # its start-up recovery cannot bring it back
    qtbot.waitUntil(lambda: window.library_ready, timeout=10_000)
    assert window.library.continue_button.isVisible()
    window.open_load_dialog()
    dialog = window.load_dialog
    [entry] = dialog.entries
    item = dialog.tree.topLevelItem(0)
    assert "only a copy is left" in item.text(0)
    assert "lost.json.bak" in item.toolTip(0) and "may not be written to" in item.toolTip(0)
    assert dialog.open_button.isEnabled()
    dialog.open_selected()
    session = window.session
    assert session is not None and len(session.match.moves) == 2
    play_one(window, qtbot)  # it goes on; its saves fail in this folder, and say so
    qtbot.waitUntil(window.save_problem.isVisible)
    assert snapshot(folder) == before
    monkeypatch.setattr(window, "ask_unsaved_leave", lambda box: "lose")
    assert window.leave_game()
