"""Macaron games saved at any point resume exactly, in every mode."""

from __future__ import annotations

import json
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from macaron_desktop.core.match import Match, SeatSpec
from macaron_desktop.core.registry import get_bot
from macaron_desktop.core.savegame import load_match, save_from_match, write_save
from macaron_desktop.games.macaron import GAME
from macaron_desktop.games.macaron.record import build_record, validate_record

MODES = {"solo": 2, "2p": 2, "3p": 3, "4p": 4, "2v2": 4, "5p": 5}


def seats_for(mode: str) -> list[SeatSpec]:
    if mode == "solo":
        return [SeatSpec("Ana", "bot", "basic"), SeatSpec("Emma", "rule")]
    return [SeatSpec(f"P{i}", "bot", "basic" if i % 2 else "random") for i in range(MODES[mode])]


def advance(match: Match, steps: int | None = None) -> None:
    """Let the bots (and Emma) play ``steps`` moves, or to the end."""
    bots = {i: get_bot("macaron", s.level) for i, s in enumerate(match.seats) if s.kind == "bot"}
    done = 0
    while not match.finished and (steps is None or done < steps):
        seat = match.seats_to_act()[0]
        if match.seats[seat].kind == "rule":
            action = match.legal_actions(seat)[0]
        else:
            action = match.bot_choice(seat, bots[seat])
        match.play(seat, action)
        done += 1


@settings(max_examples=12, deadline=None)
@given(
    mode=st.sampled_from(sorted(MODES)),
    seed=st.integers(0, 10_000),
    cut=st.integers(0, 250),
)
def test_save_anywhere_resume_and_both_copies_end_alike(
    mode: str, seed: int, cut: int, tmp_path_factory
) -> None:
    config = {"mode": mode, "scoring": "standard", "target": 10, "start_player": None}
    match = Match(GAME, config, seed, seats_for(mode))
    advance(match, cut)
    path: Path = tmp_path_factory.mktemp("save") / "game.json"
    write_save(path, save_from_match(match))
    resumed, save = load_match(path)
    assert resumed.state == match.state
    assert save.summary.mode == mode
    advance(match)
    advance(resumed)
    assert resumed.moves == match.moves
    assert resumed.result() == match.result()
    assert build_record(resumed) == build_record(match)


def test_an_exported_record_of_a_resumed_game_validates(tmp_path: Path) -> None:
    config = {"mode": "solo", "scoring": "advanced", "target": 10, "start_player": None}
    match = Match(GAME, config, 77, seats_for("solo"))
    advance(match, 40)
    write_save(tmp_path / "g.json", save_from_match(match))
    resumed, _ = load_match(tmp_path / "g.json")
    advance(resumed)
    record = json.loads(json.dumps(build_record(resumed)))
    validate_record(record)
    assert record["finished"] is True


def test_a_save_from_before_generic_seat_kinds_still_loads_and_replays() -> None:
    """Saves used to store Emma's seat as kind "emma"; it now reads as a rule seat."""
    from macaron_desktop.core.savegame import VERSION, parse_save, restore_match

    match = Match(GAME, {"mode": "solo"}, 21, seats_for("solo"))
    advance(match, 40)
    data = json.loads(save_from_match(match).model_dump_json())
    assert data["seats"][1]["kind"] == "rule"
    data["seats"][1]["kind"] = "emma"
    old = parse_save(json.dumps(data).encode("utf-8"))
    assert old.version == VERSION and old.seats[1].kind == "rule"
    resumed = restore_match(old)
    assert resumed.seats == match.seats and resumed.state == match.state
    advance(resumed)
    assert resumed.finished
    assert build_record(resumed)["seats"][1] == {"name": "Emma", "kind": "emma"}
