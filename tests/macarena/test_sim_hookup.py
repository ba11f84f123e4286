"""Hooking La Macarena into the simulator takes a registry line and one SimGame."""

from __future__ import annotations

import io
import json

import pytest

from macaron_desktop import sim
from macaron_desktop.core.registry import RULES_MODULES
from macaron_desktop.games.macarena import BOTS, sim_support
from macaron_desktop.games.macarena.record import check_record, record_for_sim


@pytest.fixture
def macarena_sim(monkeypatch: pytest.MonkeyPatch) -> sim.SimGame:
    monkeypatch.setitem(RULES_MODULES, "macarena", "macaron_desktop.games.macarena")
    entry = sim.SimGame(
        game_id="macarena",
        add_arguments=lambda parser: None,
        config=lambda parser, args: {"players": 3},
        seats=sim_support.seats,
        bots=BOTS,
        record=record_for_sim,
        result_labels=sim_support.result_labels,
        rounds=sim_support.hands_played,
    )
    monkeypatch.setitem(sim.SIM_GAMES, "macarena", entry)
    return entry


def test_the_simulator_plays_and_records_checkable_games(macarena_sim: sim.SimGame) -> None:
    seats = sim_support.seats({"players": 3}, ["basic", "random", "random"])
    out = io.StringIO()
    summary = sim.run(macarena_sim, {"players": 3}, seats, 2, 10, out)
    assert summary.games == 2 and summary.average_rounds and summary.average_rounds >= 1
    lines = out.getvalue().splitlines()
    assert len(lines) == 2
    records = [json.loads(line) for line in lines]
    assert [r["seed"] for r in records] == [10, 11]
    for record in records:
        assert check_record(record) == []
        assert record["seats"][0] == {"name": "Bot 1", "kind": "bot:basic"}
    again = io.StringIO()
    sim.run(macarena_sim, {"players": 3}, seats, 2, 10, again)
    assert again.getvalue() == out.getvalue()  # deterministic per seed


def test_seats_and_labels() -> None:
    assert len(sim_support.seats({"players": 5}, ["random"])) == 5
    with pytest.raises(ValueError):
        sim_support.seats({"players": 2}, ["basic", "random", "random"])
    assert sim_support.result_labels({"players": 2}) == ["seat 0", "seat 1"]
