"""The history of finished games: kept once, newest first, bounded, damaged files kept."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from save_cases import toy_match

from macaron_desktop.core import history
from macaron_desktop.core.match import Match
from macaron_desktop.core.record import check_record
from macaron_desktop.core.savegame import Autosave
from macaron_desktop.core.stats import load_stats

START = datetime(2026, 5, 1, 12, 0, tzinfo=UTC)


def finished_toy(seed: int) -> Match[Any, Any]:
    match = toy_match(seed, 100)
    assert match.finished
    return match


def test_games_are_listed_newest_first_and_only_the_last_ones_are_kept(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(history, "LIMIT", 3)
    for number in range(5):
        history.keep(finished_toy(number), f"game {number}", START + timedelta(minutes=number))
    entries = history.list_history()
    assert [entry.record["seed"] for entry in entries if entry.record] == [4, 3, 2]
    assert [entry.finished for entry in entries] == [
        START + timedelta(minutes=m) for m in (4, 3, 2)
    ]
    assert len(list(history.history_dir().iterdir())) == 3


def test_a_game_is_kept_once_under_its_key() -> None:
    match = finished_toy(1)
    first = history.keep(match, "the key", START)
    again = history.keep(match, "the key", START + timedelta(hours=1))
    assert first == again
    assert len(history.list_history()) == 1


def test_an_entry_holds_the_record_with_its_moves_and_it_passes_the_check() -> None:
    match = finished_toy(2)
    match.hints_used = 2
    history.keep(match, "k", START)
    (entry,) = history.list_history()
    assert entry.game_id == "toy" and entry.mode == "2p" and entry.hints == 2
    assert entry.record is not None and len(entry.record["moves"]) == len(match.moves)
    assert entry.result["scores"] == list(match.result().scores)  # type: ignore[union-attr]
    assert check_record(entry.record) == []
    # a history file as a whole is checked as the record it keeps (``sim --check FILE``)
    assert check_record(json.loads(entry.path.read_text("utf-8"))) == []


def test_a_damaged_file_is_listed_as_damaged_kept_byte_for_byte_and_blocks_nothing(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    folder = history.history_dir()
    folder.mkdir(parents=True)
    damaged = folder / "20260501-115900-000000-0123456789abcdef.json"
    garbage = b'{"format": "macaron-desktop-history", "version": 1, "record": '
    damaged.write_bytes(garbage)
    monkeypatch.setattr(history, "LIMIT", 2)
    for number in range(3):
        history.keep(finished_toy(number), f"g{number}", START + timedelta(minutes=number))
    entries = history.list_history()
    assert [entry.damaged for entry in entries] == [False, True]
    assert entries[-1].path == damaged and entries[-1].finished == START - timedelta(minutes=1)
    assert damaged.read_bytes() == garbage
    assert entries[0].record is not None and entries[0].record["seed"] == 2


def test_finishing_a_game_keeps_it_in_the_history_once_even_when_finished_again(
    tmp_path: Path,
) -> None:
    match = finished_toy(3)
    autosave = Autosave.for_new_game(match, tmp_path)
    autosave(match)
    autosave(match)
    Autosave(autosave.path, autosave.created)(match)  # the end reached again after a crash
    assert len(history.list_history()) == 1
    assert load_stats()["toy"]["2p"].played == 1


def test_with_the_setting_off_a_finished_game_is_counted_but_not_kept(tmp_path: Path) -> None:
    match = finished_toy(3)
    autosave = Autosave.for_new_game(match, tmp_path)
    autosave.keep_history = False
    autosave(match)
    assert history.list_history() == []
    assert load_stats()["toy"]["2p"].played == 1


def test_a_history_that_cannot_be_written_never_stops_the_end_of_a_game(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def full_disk(*_args: Any, **_kwargs: Any) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(history, "write_atomic", full_disk)
    match = finished_toy(3)
    autosave = Autosave.for_new_game(match, tmp_path)
    autosave(match)
    assert load_stats()["toy"]["2p"].played == 1
    assert not autosave.path.exists()
