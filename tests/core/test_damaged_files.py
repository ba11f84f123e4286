"""Damaged settings and statistics files never stop the app: defaults or counting afresh,
every damaged file's bytes kept under a name of its own, and a note for the player."""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import trapped_files as traps

from macaron_desktop.core import quarantine
from macaron_desktop.core.bots import RandomBot
from macaron_desktop.core.match import Match, SeatSpec
from macaron_desktop.core.savegame import Autosave, list_saves
from macaron_desktop.core.stats import load_stats, record_finished, stats_path
from macaron_desktop.games.toy.rules import GAME
from macaron_desktop.settings import Settings, load_settings, save_settings, settings_path


@pytest.fixture(autouse=True)
def no_old_notices() -> None:
    quarantine.take_notices()


def within(seconds: float, call: Callable[[], Any]) -> Any:
    """``call()``'s result, failing the test if it does not return in time (a FIFO hangs)."""
    done: list[Any] = []
    thread = threading.Thread(target=lambda: done.append(call()), daemon=True)
    thread.start()
    thread.join(seconds)
    assert not thread.is_alive(), "reading the file hangs"
    assert done, "the call raised (see the thread's traceback above)"
    return done[0]


def finished_toy_match(seed: int = 3) -> Match[Any, Any]:
    match = Match(GAME, {"players": 2}, seed, [SeatSpec("Ana"), SeatSpec("Bot", "bot", "random")])
    bot = RandomBot()
    while not match.finished:
        seat = match.seats_to_act()[0]
        match.play(seat, match.bot_choice(seat, bot))
    return match


@pytest.mark.parametrize("name", sorted(traps.SETTINGS_TRAPS))
def test_a_trapped_settings_file_gives_the_defaults_and_is_kept(name: str) -> None:
    path = settings_path()
    data = traps.make(traps.SETTINGS_TRAPS[name], path)
    assert within(10, load_settings) == Settings()
    (copy,) = traps.kept_copies(path)
    assert traps.kept_like(copy, name, data)
    assert not path.exists() and not path.is_symlink()
    (notice,) = quarantine.take_notices()
    assert (notice.kind, notice.original, notice.kept) == ("settings", path, copy)
    # told once: the next start finds no damaged file
    assert load_settings() == Settings() and quarantine.take_notices() == []


def test_a_damaged_settings_file_is_kept_before_preferences_are_saved() -> None:
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_text('{"language": "en", "pace": ', encoding="utf-8")
    save_settings(Settings(animation_speed="fast"))
    assert load_settings() == Settings(animation_speed="fast")
    (copy,) = traps.kept_copies(path)
    assert copy.read_text(encoding="utf-8") == '{"language": "en", "pace": '
    assert [n.kind for n in quarantine.take_notices()] == ["settings"]
    # a good file is simply written over, with no copy and no note
    save_settings(Settings())
    assert len(traps.kept_copies(path)) == 1 and quarantine.take_notices() == []


@pytest.mark.parametrize("name", sorted(traps.STATISTICS_TRAPS))
def test_a_trapped_statistics_file_never_stops_a_game_being_counted(name: str) -> None:
    path = stats_path()
    data = traps.make(traps.STATISTICS_TRAPS[name], path)
    match = finished_toy_match()
    autosave = Autosave.for_new_game(match)
    within(10, lambda: autosave(match))  # the final move's write counts the game
    assert list_saves() == []  # the save left the list: Continue will not replay it
    assert load_stats()["toy"]["2p"].played == 1
    (copy,) = traps.kept_copies(path)
    assert traps.kept_like(copy, name, data)
    assert [(n.kind, n.kept) for n in quarantine.take_notices()] == [("statistics", copy)]


def test_load_stats_on_a_wrong_typed_file_is_empty_and_the_file_kept() -> None:
    path = stats_path()
    data = traps.make(traps.STATISTICS_TRAPS["played_is_text"], path)
    assert within(10, load_stats) == {}
    (copy,) = traps.kept_copies(path)
    assert copy.read_bytes() == data
    assert record_finished(finished_toy_match()) is not None


def test_figures_of_a_later_version_are_read_without_its_unknown_ones() -> None:
    path = stats_path()
    path.parent.mkdir(parents=True)
    path.write_text('{"toy": {"2p": {"played": 4, "won": 2, "draws": 1}}}', encoding="utf-8")
    figures = load_stats()["toy"]["2p"]
    assert (figures.played, figures.won, figures.best_score) == (4, 2, 0)
    assert traps.kept_copies(path) == []


def test_a_second_damaged_statistics_file_keeps_the_first_copy() -> None:
    path = stats_path()
    path.parent.mkdir(parents=True)
    path.write_text("first {", encoding="utf-8")
    record_finished(finished_toy_match(3))
    path.write_text("second {", encoding="utf-8")
    record_finished(finished_toy_match(4))
    copies = traps.kept_copies(path)
    assert [c.read_text(encoding="utf-8") for c in copies] == ["first {", "second {"]
    assert load_stats()["toy"]["2p"].played == 1  # counting went on from empty each time


def test_damaged_copies_are_bounded_and_the_newest_kept(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(quarantine, "KEEP", 3)
    path = tmp_path / "statistics.json"
    for number in range(5):
        path.write_text(f"damaged {number}", encoding="utf-8")
        kept = quarantine.keep_aside(path, "statistics")
        assert kept is not None and kept.read_text(encoding="utf-8") == f"damaged {number}"
    copies = quarantine.kept_copies(path)
    assert [c.read_text(encoding="utf-8") for c in copies] == [f"damaged {n}" for n in (2, 3, 4)]
    assert len(quarantine.take_notices()) == 5


def test_copies_are_named_by_time_with_a_counter_in_the_same_second(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(quarantine.time, "strftime", lambda _format: "20260102-030405")
    path = tmp_path / "settings.json"
    names = []
    for number in range(3):
        path.write_text(str(number), encoding="utf-8")
        kept = quarantine.keep_aside(path, "settings")
        assert kept is not None
        names.append(kept.name)
    stamp = "settings.json.damaged-20260102-030405"
    assert names == [stamp, stamp + "-2", stamp + "-3"]
