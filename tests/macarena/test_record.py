"""Game records: what they hold, and a checker that catches any rule broken in them."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from typing import Any

import pytest

from macaron_desktop.core.bots import RandomBot
from macaron_desktop.core.match import Match, SeatSpec
from macaron_desktop.games.macarena import BOTS, GAME
from macaron_desktop.games.macarena.record import check_record, make_record

_CACHE: dict[Any, dict[str, Any]] = {}


def record_of(
    players: int, seed: int, bots: tuple[str, ...] = ("basic",), *, until: int | None = None
) -> dict[str, Any]:
    key = (players, seed, bots, until)
    if key not in _CACHE:
        names = list(bots) * players if len(bots) == 1 else list(bots)
        specs = [SeatSpec(f"Bot {i + 1}", "bot", names[i]) for i in range(players)]
        match = Match(GAME, {"players": players}, seed, specs)
        made = [RandomBot() if n == "core" else BOTS[n]() for n in names]
        while not match.finished and (until is None or len(match.moves) < until):
            seat = match.seats_to_act()[0]
            match.play(seat, match.bot_choice(seat, made[seat]))
        record = make_record(match.config, seed, match.seats, match.state, match.moves)
        _CACHE[key] = json.loads(json.dumps(record))
    return copy.deepcopy(_CACHE[key])


def test_a_record_holds_the_envelope_and_every_hand() -> None:
    record = record_of(3, 1)
    assert record["format"] == "macarena-record" and record["version"] == 1
    assert record["game"] == "macarena" and record["config"] == {"players": 3, "start_player": None}
    assert [s["kind"] for s in record["seats"]] == ["bot:basic"] * 3
    assert record["finished"] and record["result"]["by"] in ("amulets", "all_wells")
    hand = record["hands"][0]
    assert len(hand["deck"]) == 104 and len(hand["dealt"]) == 3 and len(hand["wells"]) == 7
    assert hand["dealt"][1] == hand["deck"][7:14] and hand["wells"] == hand["deck"][21:28]
    first = hand["turns"][0]
    assert first["seat"] == hand["start_seat"] and first["drawn"] == hand["deck"][28]
    assert {"kind", "seat", "element", "coins", "reason", "standings"} <= set(hand["awards"][0])
    assert record["moves"] and "action" in record["moves"][0]


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_records_of_real_games_pass_the_check(players: int) -> None:
    for seed in range(2):
        assert check_record(record_of(players, seed)) == []
    assert check_record(record_of(players, 0, ("core",))) == []  # with take-backs


def test_the_same_seed_and_bots_give_the_same_record() -> None:
    _CACHE.clear()
    first = record_of(4, 7)
    _CACHE.clear()
    assert record_of(4, 7) == first


def test_an_unfinished_game_records_its_finished_hands_only() -> None:
    record = record_of(2, 3, until=400)
    assert not record["finished"] and record["result"] is None
    assert check_record(record) == []


def _find(record: dict[str, Any], want: Callable[[dict[str, Any]], bool]) -> dict[str, Any]:
    for hand in record["hands"]:
        for turn in hand["turns"]:
            if want(turn):
                return turn
    raise AssertionError("no such turn in this record")


def _award(record: dict[str, Any], kind: str) -> dict[str, Any]:
    for hand in record["hands"]:
        for award in hand["awards"]:
            if award["kind"] == kind:
                return award
    raise AssertionError(f"no {kind} award")


def _swap_deck(r: dict[str, Any]) -> None:
    deck = r["hands"][0]["deck"]
    i = next(k for k in range(60, 103) if deck[k] != deck[k + 1])
    deck[i], deck[i + 1] = deck[i + 1], deck[i]


def _break_link(r: dict[str, Any]) -> None:
    turn = _find(r, lambda t: len(t.get("cards", ())) >= 2)
    turn["cards"][1] = turn["cards"][0]  # an early mirror


TAMPERINGS: dict[str, Callable[[dict[str, Any]], None]] = {
    "drawn": lambda r: _find(r, lambda t: True).update(
        drawn="water-1" if _find(r, lambda t: True)["drawn"] != "water-1" else "fire-2"
    ),
    "deck order": _swap_deck,
    "link": _break_link,
    "mirror flag": lambda r: _find(r, lambda t: "cards" in t).update(
        mirror=not _find(r, lambda t: "cards" in t)["mirror"]
    ),
    "maca": lambda r: _find(r, lambda t: t.get("mirror")).update(
        maca={"well": 0 if _find(r, lambda t: t.get("mirror"))["well"] else 1, "moved_from": None}
    ),
    "pass keeps macas": lambda r: _find(r, lambda t: t.get("macas_returned")).update(
        macas_returned=[]
    ),
    "turn dropped": lambda r: r["hands"][0]["turns"].pop(3),
    "award coins": lambda r: _award(r, "largest_collection").update(coins=2),
    "standings": lambda r: _award(r, "element_token")["standings"][0].update(coins=9),
    "award order": lambda r: r["hands"][0]["awards"].reverse(),
    "winner": lambda r: r["result"].update(winners=[(r["result"]["winners"][0] + 1) % 3]),
    "extra hand": lambda r: r["hands"].append(copy.deepcopy(r["hands"][-1])),
    "end reason": lambda r: r["hands"][0]["end"].update(reason="left", seat=0),
    "collections": lambda r: r["hands"][0]["collections"][0].append("fire-1"),
    "moves": lambda r: r["moves"].pop(0),
    "format": lambda r: r.update(format="other"),
}


@pytest.mark.parametrize("what", sorted(TAMPERINGS))
def test_the_checker_catches_a_broken_rule(what: str) -> None:
    record = record_of(3, 2)
    assert check_record(record) == []
    TAMPERINGS[what](record)
    assert check_record(record), f"tampered {what} went unnoticed"


def test_a_hand_over_must_name_an_element_the_player_holds() -> None:
    record = record_of(3, 2)
    award = _award(record, "hand_over_element")
    held = set("water air earth fire".split())
    award["element"] = "nonsense" if award["element"] in held else "water"
    assert check_record(record)


def test_the_shuffle_check_can_be_left_out_but_the_deal_must_still_match() -> None:
    record = record_of(2, 5)
    hand = record["hands"][0]
    deck = hand["deck"]
    i = next(
        k
        for k in range(30, 103)
        if deck[k] != deck[k + 1] and deck[k] not in deck[:30] and deck[k + 1] not in deck[:30]
    )
    deck[i], deck[i + 1] = deck[i + 1], deck[i]
    assert check_record(record)
    assert check_record(record, check_shuffle=False)  # the drawn cards no longer match
    assert check_record("not a record") == ["the record is not a JSON object"]


def test_the_eighth_maca_is_checked_too() -> None:
    record = record_of(2, 22)  # a basic-bot game where all seven Macas were out twice
    assert check_record(record) == []
    moved = _find(record, lambda t: (t.get("maca") or {}).get("moved_from") not in (None,))
    assert moved["maca"]["moved_from"] != moved["well"]
    for wrong in (None, moved["well"]):
        bad = copy.deepcopy(record)
        _find(bad, lambda t: t.get("maca") == moved["maca"])["maca"]["moved_from"] = wrong
        assert check_record(bad), wrong
