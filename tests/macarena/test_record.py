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
    "moves after the end": lambda r: r["moves"].append({"seat": 0, "action": {"type": "Pass"}}),
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


# --------------------------------------------------------------------------- what the
# app does consistently, as docs/macarena-record.md states it: read from records that
# the simulator wrote, so the documentation is checked against what users get

_ELEMENTS = ["water", "air", "earth", "fire"]


@pytest.fixture(scope="module")
def sim_records(tmp_path_factory: pytest.TempPathFactory) -> list[dict[str, Any]]:
    import io

    from macaron_desktop.sim import main

    records = []
    for players in (2, 4):
        path = tmp_path_factory.mktemp("records") / f"{players}p.jsonl"
        args = ["--game", "macarena", "--players", str(players), "--games", "4", "--seed", "1"]
        assert main([*args, "--bots", "basic", "--record", str(path)], out=io.StringIO()) == 0
        records += [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    return records


def _exchanges(record: dict[str, Any]) -> list[tuple[dict[str, Any], dict[str, Any]]]:
    """(standings of the seat before, award) for every exchange in the record."""
    found = []
    for hand in record["hands"]:
        awards = hand["awards"]
        for i, award in enumerate(awards):
            if award["kind"] in ("amulet", "element_bought"):
                assert i > 0  # the element awards always come first
                found.append((awards[i - 1]["standings"][award["seat"]], award))
    return found


def test_simulator_records_carry_the_whole_action_log(sim_records: list[dict[str, Any]]) -> None:
    from macaron_desktop.core.match import Match

    for record in sim_records[:2]:
        assert record["finished"] and record["moves"]
        assert check_record(record) == []
        seats = [SeatSpec(s["name"], "bot", s["kind"].split(":")[1]) for s in record["seats"]]
        moves = [(m["seat"], GAME.decode_action(m["action"])) for m in record["moves"]]
        match = Match(GAME, record["config"], record["seed"], seats)
        for seat, action in moves:
            match.play(seat, action)
        # the log alone replays the game the hands describe, to the same winners
        assert match.finished and list(match.result().winners) == record["result"]["winners"]
        assert len(match.state.archive) == len(record["hands"])


def test_macas_returned_are_in_well_order_one_entry_per_maca(
    sim_records: list[dict[str, Any]],
) -> None:
    passes = [
        t["macas_returned"]
        for r in sim_records
        for h in r["hands"]
        for t in h["turns"]
        if t.get("pass")
    ]
    assert all(returned == sorted(returned) for returned in passes)
    assert any(len(set(returned)) > 1 for returned in passes)  # several wells: the order
    assert any(len(set(returned)) < len(returned) for returned in passes)  # a well twice


def test_standings_list_elements_in_element_order(sim_records: list[dict[str, Any]]) -> None:
    listed = [
        standing["elements"]
        for r in sim_records
        for h in r["hands"]
        for standings in [h["standings"], *(a["standings"] for a in h["awards"])]
        for standing in standings
    ]
    assert all(elements == [e for e in _ELEMENTS if e in elements] for elements in listed)
    assert any(len(elements) >= 3 for elements in listed)


def test_an_amulet_award_has_no_element_no_coins_and_clears_the_elements(
    sim_records: list[dict[str, Any]],
) -> None:
    amulets = [(b, a) for r in sim_records for b, a in _exchanges(r) if a["kind"] == "amulet"]
    assert amulets
    for before, award in amulets:
        assert set(award) == {"kind", "seat", "element", "coins", "reason", "standings"}
        assert (award["element"], award["coins"], award["reason"]) == (None, 0, None)
        after = award["standings"][award["seat"]]
        assert before["elements"] == _ELEMENTS and after["elements"] == []
        assert after["amulets"] == before["amulets"] + 1 and after["coins"] == before["coins"]


def test_a_seat_exchanges_four_elements_before_buying_with_coins(
    sim_records: list[dict[str, Any]],
) -> None:
    both = 0
    for record in sim_records:
        for hand in record["hands"]:
            order = [a["seat"] for a in hand["awards"] if a["kind"] in ("amulet", "element_bought")]
            assert order == sorted(order)  # seat by seat, from seat 0
        for before, award in _exchanges(record):
            if len(before["elements"]) == 4:
                both += before["coins"] >= 4
                assert award["kind"] == "amulet"
            else:
                assert award["kind"] == "element_bought" and before["coins"] >= 4
    assert both  # a seat that could do both: the amulet came first
