"""A Macaron record of the published format (rounds, no moves) is stepped through by the
replay: its moves are worked out again from its seed and rounds, in every mode, and give
the very game that was played."""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest

from macaron_desktop.core.match import Match
from macaron_desktop.core.registry import get_spec
from macaron_desktop.core.replay import ReplayRefused, open_replay
from macaron_desktop.core.spec import GameSpec

MODES = ["solo", "2p", "3p", "4p", "2v2", "5p"]


def play_random(spec: GameSpec, mode: str, seed: int) -> Match[Any, Any]:
    """A whole game of random legal moves (Emma plays by her rules)."""
    match = Match(spec.game(), spec.config(mode), seed, spec.bot_seats(mode, ["random"]))
    rng = random.Random(seed)
    while not match.finished:
        seat = match.seats_to_act()[0]
        match.play(seat, rng.choice(list(match.legal_actions(seat))))
    return match


@pytest.mark.parametrize("mode", MODES)
def test_a_published_record_replays_to_the_game_that_was_played(mode: str) -> None:
    spec = get_spec("macaron")
    assert spec.record is not None
    played = play_random(spec, mode, 7)
    record = spec.record.write(played)
    assert "moves" not in record  # the published format holds the rounds only
    replay = open_replay(record)
    assert replay.length > 20
    assert replay.state_at(replay.length) == played.state
    # and the record written from the replayed game is the same record
    again = spec.record.write(replay.match)
    assert again["rounds"] == record["rounds"] and again["winners"] == record["winners"]


def test_a_record_whose_cards_are_not_its_seeds_is_refused_with_that_reason() -> None:
    spec = get_spec("macaron")
    assert spec.record is not None
    record = spec.record.write(play_random(spec, "4p", 7))
    other = copy.deepcopy(record)
    other["seed"] = record["seed"] + 1  # the same rounds, another seed's deal
    with pytest.raises(ReplayRefused) as refused:
        open_replay(other)
    assert refused.value.message.key in {"replay_not_followed", "replay_check_failed"}
