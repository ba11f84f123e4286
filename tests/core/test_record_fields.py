"""A game's own fields on the envelope record (``core.record.RecordFields``).

The toy game is the worked example: its records carry the shuffle and the deal, and a
program that knows nothing of the app checks every rule of them (``outside_check``).
"""

from __future__ import annotations

import hashlib
import io
import json
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from macaron_desktop.core.match import Match, SeatSpec
from macaron_desktop.core.record import (
    RecordFields,
    check_envelope,
    check_record,
    envelope,
    write_envelope,
)
from macaron_desktop.core.registry import get_game, get_spec
from macaron_desktop.games.toy.record import documented_shuffle
from macaron_desktop.sim import main


def outside_check(record: dict[str, Any]) -> list[str]:
    """A toy record checked from its JSON alone, the way docs/records.md tells a program
    of one's own to do it: nothing of the app is used."""

    def card(c: dict[str, Any]) -> tuple[str, int]:
        return c["colour"], c["rank"]

    deck = [(colour, rank) for colour in ("red", "blue") for rank in range(1, 6)]
    key = hashlib.sha256(f"{record['seed']}:deal".encode()).digest()[:8]
    random.Random(int.from_bytes(key, "big")).shuffle(deck)
    shuffled = [card(c) for c in record["shuffles"][0]["cards"]]
    if shuffled != deck:
        return ["the shuffle is not the seed's"]
    players = record["config"]["players"]
    held = [set(shuffled[3 * s : 3 * s + 3]) for s in range(players)]
    if [{card(c) for c in hand} for hand in record["dealt"]] != held:
        return ["the deal is not the shuffle's"]
    bids: dict[int, int] = {}
    won, trick, leader = [0] * players, [], 0
    for move in record["moves"]:
        seat, action = move["seat"], move["action"]
        if action["type"] == "Bid":
            bids[seat] = action["tricks"]
            continue
        if len(bids) < players or seat != (leader + len(trick)) % players:
            return [f"seat {seat} played out of turn"]
        played = card(action["card"])
        led = trick[0][1][0] if trick else None
        if played not in held[seat]:
            return [f"seat {seat} played {played}, which it did not hold"]
        if led and played[0] != led and any(c[0] == led for c in held[seat]):
            return [f"seat {seat} did not follow {led}"]
        held[seat].remove(played)
        trick.append((seat, played))
        if len(trick) == players:
            leader = max((p for p in trick if p[1][0] == trick[0][1][0]), key=lambda p: p[1][1])[0]
            won[leader] += 1
            trick = []
    scores = [won[s] + (2 if bids.get(s) == won[s] else 0) for s in range(players)]
    return [] if record["result"]["scores"] == scores else ["the scores do not add up"]


@pytest.fixture(scope="module")
def toy_records(tmp_path_factory: pytest.TempPathFactory) -> list[dict[str, Any]]:
    records = []
    for mode in ("2p", "3p"):
        path = tmp_path_factory.mktemp("toy") / f"{mode}.jsonl"
        args = ["--game", "toy", "--mode", mode, "--games", "40", "--record", str(path)]
        assert main(args, out=io.StringIO()) == 0
        records += [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    return records


def test_a_program_outside_the_app_checks_every_rule_of_a_toy_record(
    toy_records: list[dict[str, Any]],
) -> None:
    assert all(outside_check(record) == [] for record in toy_records)
    # and it is a real check: a card the seat never held is caught, as by sim --check
    record = json.loads(json.dumps(toy_records[0]))
    play = next(m for m in record["moves"] if m["action"]["type"] == "Play")
    undealt = record["shuffles"][0]["cards"][-1]
    play["action"]["card"] = undealt
    assert outside_check(record) == [
        f"seat {play['seat']} played ('{undealt['colour']}', "
        f"{undealt['rank']}), which it did not hold"
    ]
    assert check_record(record)


def test_the_documented_shuffle_deals_what_the_rules_deal() -> None:
    game = get_game("toy")
    for seed in range(300):
        deck = documented_shuffle(seed)
        state = game.new_game({"players": 3}, seed)
        assert [sorted(deck[3 * s : 3 * s + 3]) for s in range(3)] == list(map(list, state.hands))


def _played(seed: int = 5) -> Match[Any, Any]:
    game = get_game("toy")
    match = Match(game, {"players": 2}, seed, [SeatSpec("A"), SeatSpec("B")])
    while not match.finished:
        seat = match.seats_to_act()[0]
        match.play(seat, match.legal_actions(seat)[0])
    return match


def _count(game: Any, played: Any) -> dict[str, Any]:
    return {"plays": sum(1 for m in played.moves if type(m.action).__name__ == "Play")}


def test_fields_of_a_game_are_written_declared_and_checked_against_the_replay() -> None:
    spec = envelope("toy", _count, extra_keys=("plays",))
    record = spec.write(_played())
    assert record["plays"] == 6 and spec.check(record) == []
    record["plays"] = 5
    assert spec.check(record) == ["plays: the record says 5, but the replay gives 6"]
    del record["plays"]
    assert spec.check(record) == ["missing plays"]
    record["plays"], record["comment"] = 6, "hello"
    assert spec.check(record) == ["unknown keys ['comment']"]


def test_a_games_own_check_adds_its_problems() -> None:
    def no_plays_by_b(data: Any, match: Match[Any, Any]) -> list[str]:
        return ["seat 1 played"] if any(m.seat == 1 for m in match.moves) else []

    fields = RecordFields(("plays",), _count, no_plays_by_b)
    record = write_envelope("toy", _played(), fields)
    assert check_envelope(record, fields) == ["seat 1 played"]


def test_fields_that_were_not_declared_or_are_the_envelopes_own_are_refused() -> None:
    with pytest.raises(ValueError, match="declared"):
        write_envelope("toy", _played(), RecordFields(("plays", "other"), _count))
    with pytest.raises(ValueError, match="envelope's own"):
        write_envelope("toy", _played(), RecordFields(("moves",), lambda g, p: {"moves": []}))


def test_the_toy_spec_loads_its_record_fields_only_when_a_record_is_used() -> None:
    code = (
        "import sys; from macaron_desktop.games.toy.spec import SPEC; "
        "print(sorted(m for m in sys.modules if m.endswith('record')))"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0 and done.stdout.strip() == "[]", done.stderr
    record = get_spec("toy").record
    assert record is not None
    written = record.write(_played(11))
    assert list(written)[-2:] == ["shuffles", "dealt"] and record.check(written) == []


def test_the_python_in_docs_records_rebuilds_the_shuffle_of_a_toy_record(
    toy_records: list[dict[str, Any]],
) -> None:
    docs = Path(__file__).resolve().parents[2] / "docs" / "records.md"
    blocks = [b.split("```")[0] for b in docs.read_text("utf-8").split("```python\n")[1:]]
    code = next(b for b in blocks if "hashlib" in b)
    assert "random.Random(k).shuffle(deck)" in code
    for record in toy_records[:5]:
        exec(code, {"line": json.dumps(record)})  # its assert holds
    record = json.loads(json.dumps(toy_records[0]))
    cards = record["shuffles"][0]["cards"]
    cards[0], cards[1] = cards[1], cards[0]
    with pytest.raises(AssertionError):
        exec(code, {"line": json.dumps(record)})
