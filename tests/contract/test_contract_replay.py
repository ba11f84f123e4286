"""The replay of a record: every state and every seat's view as in the game played; bad
records and files refused with a reason, never an exception of another kind."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest
from contract_play import (
    Canonical,
    mode_param_id,
    new_match,
    play_random,
    random_step,
    view_digest,
)

from macaron_desktop.core import registry
from macaron_desktop.core.history import record_of
from macaron_desktop.core.match import Match
from macaron_desktop.core.registry import get_spec, specs
from macaron_desktop.core.replay import ReplayRefused, open_replay, read_record_file
from macaron_desktop.core.spec import GameSpec

#: the longest stretch of a game compared here (random play of some games runs to
#: thousands of moves; the stretch still spans rounds, and the rest is the same code)
MOST_MOVES = 200


def played(spec: GameSpec, mode: str, seed: int = 3, most: int = MOST_MOVES) -> Match[Any, Any]:
    """A game of random legal moves of ``mode``, stopped after ``most`` moves."""
    match = new_match(spec, mode, seed)
    rng = random.Random(seed)
    while not match.finished and len(match.moves) < most:
        match.play(*random_step(match, rng))
    return match


#: every game in its mode of most seats (every mode's replay through the rules is the
#: golden playthroughs' to check; the record's way to the replay is the same in each)
GAMES = [(spec, max(spec.modes, key=lambda m: len(m.seats)).id) for spec in specs()]


@pytest.mark.parametrize(("spec", "mode"), GAMES, ids=mode_param_id)
def test_every_view_of_the_replay_is_the_view_of_the_game_played(spec: GameSpec, mode: str) -> None:
    live = played(spec, mode)
    replay = open_replay(json.loads(json.dumps(record_of(live))))
    assert replay.length == len(live.moves)
    # every state is the state played (a view is worked out from the state alone) ...
    for n in range(replay.length + 1):
        assert replay.state_at(n) == live.state_after(n), n
    # ... and every seat's view, by digest as the golden playthroughs compare them, at the
    # start of the first rounds, at the end and at moves drawn at random
    rng = random.Random(len(live.moves))
    moments = {0, replay.length, *replay.round_starts[1:4], *rng.sample(range(replay.length), 3)}
    canonical = Canonical()
    for n in sorted(moments):
        for seat in range(len(live.seats)):
            seen = view_digest(replay.view_at(n, seat), canonical)
            assert seen == view_digest(live.game.view(live.state_after(n), seat), canonical), (
                n,
                seat,
            )


@pytest.mark.parametrize("spec", [s for s in specs() if s.rounds is not None], ids=mode_param_id)
def test_rounds_begin_where_the_game_counts_a_new_one(spec: GameSpec) -> None:
    live = played(spec, spec.default_mode, most=600)
    replay = open_replay(record_of(live))
    assert replay.round_starts[0] == 0 and len(replay.round_starts) > 1
    for start in replay.round_starts[1:]:
        assert spec.rounds(live.state_after(start)) == spec.rounds(live.state_after(start - 1)) + 1  # type: ignore[misc]
        assert replay.round_at(start) == replay.round_at(start - 1) + 1
        assert replay.previous_round(start) < start == replay.next_round(start - 1)
    assert replay.next_round(replay.length) == replay.length


def good_record(seed: int = 1) -> dict[str, Any]:
    return record_of(played(get_spec("maus"), "3p", seed))


def test_a_record_whose_move_breaks_the_rules_is_refused_with_the_checks_reason() -> None:
    record = good_record()
    record["moves"][5], record["moves"][6] = record["moves"][6], record["moves"][5]
    with pytest.raises(ReplayRefused) as refused:
        open_replay(record)
    assert refused.value.message.key == "replay_check_failed"
    assert "move" in refused.value.message.params["problems"]


def test_a_record_with_a_false_result_is_refused() -> None:
    record = good_record()
    record["result"] = {"scores": [99, 0, 0], "winners": [0], "sides": []}
    with pytest.raises(ReplayRefused) as refused:
        open_replay(record)
    assert "result" in refused.value.message.params["problems"]


def test_a_record_of_a_format_without_moves_is_refused_as_such(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    spec = get_spec("macaron")
    assert spec.record is not None
    own = spec.record.write(play_random(spec, "3p", 2))
    # a format of its own with no log, and no way to work one out
    bare = spec._replace(record=spec.record._replace(envelope=None))
    monkeypatch.setattr(registry, "specs", lambda: [bare])
    with pytest.raises(ReplayRefused) as refused:
        open_replay(own)
    assert refused.value.message.key == "replay_no_moves"


def test_a_record_of_the_games_own_format_with_moves_is_replayed() -> None:
    spec = get_spec("macarena")
    assert spec.record is not None
    live = played(spec, "2p")
    replay = open_replay(spec.record.write(live))
    assert replay.length == len(live.moves)
    assert replay.state_at(replay.length) == live.state


@pytest.mark.parametrize(
    ("content", "key"),
    [
        (b"", "replay_empty"),
        (b"\xff\xfe\x00garbage", "replay_not_text"),
    ],
)
def test_a_file_that_is_no_record_is_refused(tmp_path: Path, content: bytes, key: str) -> None:
    path = tmp_path / "bad.jsonl"
    path.write_bytes(content)
    with pytest.raises(ReplayRefused) as refused:
        read_record_file(path)
    assert refused.value.message.key == key


def test_a_file_of_several_games_lists_each_and_a_broken_line_alone(tmp_path: Path) -> None:
    lines = [json.dumps(good_record(1)), "{not json", "", json.dumps(good_record(2))]
    path = tmp_path / "games.jsonl"
    path.write_text("\n".join(lines), "utf-8")
    games = read_record_file(path)
    assert [game.line for game in games] == [1, 2, 4]
    assert games[1].data is None and games[1].problem is not None
    assert games[1].problem.key == "replay_not_json"
    assert [game.game_id for game in games] == ["maus", "", "maus"]
    assert open_replay(games[2].data).length > 0  # type: ignore[arg-type]


def test_random_damage_to_a_record_never_raises_anything_but_a_refusal() -> None:
    rng = random.Random(7)
    text = json.dumps(good_record())
    for _ in range(30):
        cut = list(text)
        for _ in range(3):
            cut[rng.randrange(len(cut))] = rng.choice('{}[]":,0a')
        try:
            data = json.loads("".join(cut))
        except ValueError:
            continue
        try:
            open_replay(data)
        except ReplayRefused:
            pass
