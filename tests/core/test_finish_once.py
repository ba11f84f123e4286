"""The end of a game is counted once, whatever step a kill interrupts (issue 22, point 7)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from save_cases import toy_match

from macaron_desktop.core import stats
from macaron_desktop.core.bots import RandomBot
from macaron_desktop.core.match import Match
from macaron_desktop.core.savegame import (
    Autosave,
    backup_path,
    continue_target,
    list_saves,
    open_save,
    recover_interrupted_writes,
)
from macaron_desktop.core.stats import load_stats


class Killed(BaseException):
    """The process dies here (nothing after this point runs)."""


def play_to_the_end(match: Match[Any, Any], autosave: Autosave) -> None:
    """Play ``match`` to its last move but one, saving after each move as the app does."""
    bot = RandomBot()
    while True:
        seat = match.seats_to_act()[-1]
        action = match.bot_choice(seat, bot)
        probe = toy_match(match.seed, 0)
        for move in match.moves:
            probe.play(move.seat, move.action)
        probe.play(seat, action)
        if probe.finished:
            return
        match.play(seat, action)
        autosave(match)


def start_again_and_finish(path: Path, last: tuple[int, Any]) -> None:
    """What the next start does: recover, open the file left, and reach the end again."""
    recover_interrupted_writes(path.parent)
    if not path.exists():
        return
    opened = open_save(path)
    again = Autosave(path, opened.save.created)
    if not opened.match.finished:
        opened.match.play(*last)
    again(opened.match)


def finished_once(folder: Path) -> None:
    assert load_stats()["toy"]["2p"].played == 1
    assert list_saves(folder) == [] and continue_target(folder) is None


@pytest.mark.parametrize("kill", ["before counting", "after counting", "after the backup"])
def test_a_kill_at_any_step_of_the_finish_never_counts_the_game_twice(
    kill: str, tmp_path: Path
) -> None:
    match = toy_match(4, 0)
    autosave = Autosave.for_new_game(match, tmp_path)
    play_to_the_end(match, autosave)
    bot = RandomBot()
    seat = match.seats_to_act()[-1]
    last = (seat, match.bot_choice(seat, bot))
    match.play(*last)
    assert match.finished
    real_write, real_record = stats._write, stats.record_finished

    def write_then_die(data: Any) -> None:
        real_write(data)
        raise Killed

    def die(*_args: object) -> None:
        raise Killed

    # (a patch of its own: undoing the test's would also undo its temporary home)
    with pytest.MonkeyPatch.context() as patch:
        if kill == "before counting":
            patch.setattr(stats, "record_finished", die)
        elif kill == "after counting":
            patch.setattr(stats, "_write", write_then_die)
        else:
            real_unlink = Path.unlink

            def unlink(path: Path, missing_ok: bool = False) -> None:
                real_unlink(path, missing_ok=missing_ok)
                if path == backup_path(autosave.path):
                    raise Killed

            patch.setattr(Path, "unlink", unlink)
        with pytest.raises(Killed):
            autosave(match)
    assert stats.record_finished is real_record
    # what was left is never offered as a game to continue
    assert continue_target(tmp_path) is None
    start_again_and_finish(autosave.path, last)
    finished_once(tmp_path)


def test_a_real_kill_between_counting_and_removing_the_save(tmp_path: Path) -> None:
    match = toy_match(6, 0)
    autosave = Autosave.for_new_game(match, tmp_path)
    play_to_the_end(match, autosave)
    seat = match.seats_to_act()[-1]
    last = (seat, match.bot_choice(seat, RandomBot()))
    child = (
        "import os, sys\n"
        "from pathlib import Path\n"
        "from macaron_desktop.core import stats\n"
        "from macaron_desktop.core.savegame import Autosave, open_save\n"
        "real = stats._write\n"
        "def write_then_die(data):\n"
        "    real(data)\n"
        "    os._exit(9)\n"
        "stats._write = write_then_die\n"
        "path = Path(sys.argv[1])\n"
        "opened = open_save(path)\n"
        "match = opened.match\n"
        "seat = match.seats_to_act()[-1]\n"
        "from macaron_desktop.core.bots import RandomBot\n"
        "match.play(seat, match.bot_choice(seat, RandomBot()))\n"
        "assert match.finished\n"
        "Autosave(path, opened.save.created)(match)\n"
    )
    tests = str(Path(__file__).parent.parent)
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([tests, os.environ.get("PYTHONPATH", "")])}
    done = subprocess.run([sys.executable, "-c", child, str(autosave.path)], env=env, timeout=60)
    assert done.returncode == 9
    assert load_stats()["toy"]["2p"].played == 1  # counted before the kill
    assert autosave.path.exists()  # and the save was not removed yet
    start_again_and_finish(autosave.path, last)
    finished_once(tmp_path)


def test_two_different_games_are_both_counted(tmp_path: Path) -> None:
    for seed in (7, 8):
        match = toy_match(seed, 0)
        autosave = Autosave.for_new_game(match, tmp_path)
        while not match.finished:
            seat = match.seats_to_act()[-1]
            match.play(seat, match.bot_choice(seat, RandomBot()))
            autosave(match)
    assert load_stats()["toy"]["2p"].played == 2
