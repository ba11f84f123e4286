"""Game records: the format of shared/specs/macaron-record.md, checking, golden files."""

import copy
import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from macaron_desktop import __version__
from macaron_desktop.core.match import Match
from macaron_desktop.games.macaron import GAME
from macaron_desktop.games.macaron.config import MODES
from macaron_desktop.games.macaron.record import InvalidRecord, build_record, validate_record

from .helpers import play_match, seats_for
from .make_golden import GOLDEN_DIR, golden_line, golden_record

TOP_KEYS = [
    "format",
    "version",
    "app_version",
    "mode",
    "scoring",
    "target",
    "seed",
    "seats",
    "rounds",
    "final_scores",
    "winners",
    "finished",
]


@pytest.mark.parametrize("mode", MODES)
def test_golden_records_unchanged(mode):
    expected = (GOLDEN_DIR / f"{mode}.jsonl").read_text(encoding="utf-8")
    assert golden_line(mode) == expected, (
        "the golden record changed; if on purpose, run python tests/macaron/make_golden.py"
    )
    validate_record(json.loads(expected), check_deal=True)


def test_golden_files_one_per_mode():
    assert sorted(p.stem for p in Path(GOLDEN_DIR).glob("*.jsonl")) == sorted(MODES)


@pytest.mark.parametrize("mode", MODES)
def test_record_shape(mode):
    record = golden_record(mode)
    keys = [k for k in record if k != "teams"]
    assert keys == TOP_KEYS
    assert record["app_version"] == __version__ == "0.1.0"
    assert record["finished"] is True and record["winners"]
    rnd = record["rounds"][0]
    card = rnd["hands"][0][0]
    assert set(card) == {"flavor", "rank"}
    if mode == "solo":
        assert record["seats"][1] == {"name": "Emma", "kind": "emma"}
        assert rnd["allergen_chooser"] == 0 and rnd["dealt"][1] == [] and rnd["hands"][1] == []
        assert list(rnd["emma_piles"]) == [
            "almond",
            "pistachio",
            "strawberry",
            "blueberry",
            "green_tea",
        ]
        assert sum(len(p) for p in rnd["emma_piles"].values()) == 13
        assert rnd["passes"] == [] and len(rnd["solo_draw"]) == len(rnd["solo_discard"])
        assert rnd["bets"][1] is None
        emma_plays = [p for t in rnd["tricks"] for p in t["plays"] if p["seat"] == 1]
        assert all(p["pile"] == p["flavor"] for p in emma_plays)
    else:
        assert "emma_piles" not in rnd and "solo_discard" not in rnd
        assert len(rnd["passes"]) == len(record["seats"])
    if mode == "2v2":
        assert record["teams"] == [[0, 2], [1, 3]]
        assert len(record["final_scores"]) == 2
    else:
        assert "teams" not in record
    if mode in ("4p", "2v2", "5p"):
        assert rnd["votes"][0]["on"].split(":")[0] in ("group", "flavor")
        assert "royal_chooser" not in rnd
    if mode in ("2p", "3p"):
        assert rnd["royal_chooser"] == (rnd["start_seat"] + 1) % len(record["seats"])


def test_same_seed_and_actions_same_record():
    a = play_match("4p", 77)
    b = Match.replay(GAME, {"mode": "4p"}, 77, seats_for("4p"), a.moves)
    assert json.dumps(build_record(a)) == json.dumps(build_record(b))


def test_unfinished_game_record():
    match = Match(GAME, {"mode": "3p"}, 5, seats_for("3p"))
    record = build_record(match)
    assert record["finished"] is False and record["winners"] == [] and record["rounds"] == []
    validate_record(record)


def broken(mode, change):
    record = copy.deepcopy(golden_record(mode))
    change(record)
    with pytest.raises(InvalidRecord) as caught:
        validate_record(record)
    return caught.value.problems


def test_tampered_trick_winner_is_caught():
    def change(rec):
        trick = rec["rounds"][0]["tricks"][0]
        trick["winner"] = (trick["winner"] + 1) % len(rec["seats"])

    assert any("wins this trick" in p for p in broken("4p", change))


def test_tampered_boxes_vp_scores_winners_are_caught():
    def boxes(rec):
        rec["rounds"][0]["tricks"][0]["boxes"] = 2

    def vp(rec):
        rec["rounds"][0]["vp"][0] += 1

    def scores(rec):
        rec["rounds"][-1]["scores"][0] += 1

    def winners(rec):
        rec["winners"] = [w + 1 for w in rec["winners"]]

    def finished(rec):
        rec["finished"] = False

    for change in (boxes, vp, scores, winners, finished):
        assert broken("3p", change)


def test_tampered_follow_and_emma_are_caught():
    def swap_emma_card(rec):
        for trick in rec["rounds"][0]["tricks"]:
            for play in trick["plays"]:
                if play["seat"] == 1:
                    play["pile"] = "almond" if play["pile"] != "almond" else "pistachio"
                    return

    assert broken("solo", swap_emma_card)

    def wrong_direction(rec):
        for p in rec["rounds"][0]["passes"]:
            p["to"] = (p["from"] - 1) % 4

    assert any("passes from" in p for p in broken("4p", wrong_direction))


def test_shape_errors_are_caught():
    for change in (
        lambda r: r.pop("rounds"),
        lambda r: r.update(mode="6p"),
        lambda r: r.update(target=30),
        lambda r: r["rounds"][0]["hands"][0].append({"flavor": "mint", "rank": 1}),
        lambda r: r["rounds"][0].update(number=2),
        lambda r: r.update(extra=1),
    ):
        assert broken("2p", change)
    with pytest.raises(InvalidRecord):
        validate_record([])


_ODD_VALUES = [None, 0, 1, -1, 99, "x", "almond", "A", [], {}, True, 2.5, [1]]


def _paths(obj, path=()):
    yield path
    if isinstance(obj, dict):
        for key, value in obj.items():
            yield from _paths(value, (*path, key))
    elif isinstance(obj, list):
        for index, value in enumerate(obj):
            yield from _paths(value, (*path, index))


@settings(max_examples=60, deadline=None)
@given(data=st.data())
def test_damaged_records_are_refused_cleanly(data):
    mode = data.draw(st.sampled_from(MODES))
    record = copy.deepcopy(_GOLDEN[mode])
    paths = [p for p in _paths(record) if p]
    path = data.draw(st.sampled_from(paths))
    parent = record
    for key in path[:-1]:
        parent = parent[key]
    if data.draw(st.booleans()):
        parent[path[-1]] = data.draw(st.sampled_from(_ODD_VALUES))
    elif isinstance(parent, dict):
        del parent[path[-1]]
    else:
        parent.pop(path[-1])
    try:
        validate_record(record)
    except InvalidRecord as refused:
        assert refused.problems


_GOLDEN = {m: json.loads((GOLDEN_DIR / f"{m}.jsonl").read_text(encoding="utf-8")) for m in MODES}


def test_check_deal_catches_a_consistent_card_swap():
    # Swap two cards between two seats everywhere: the rules still hold, the seed does not.
    record = copy.deepcopy(golden_record("4p"))
    rnd = record["rounds"][0]
    a = rnd["dealt"][0][0]
    b = rnd["dealt"][1][0]
    if a["flavor"] == b["flavor"]:
        pytest.skip("same flavour")

    def swap(obj):
        if isinstance(obj, dict):
            if obj == a:
                return dict(b)
            if obj == b:
                return dict(a)
            return {k: swap(v) for k, v in obj.items()}
        if isinstance(obj, list):
            return [swap(v) for v in obj]
        return obj

    swapped = dict(record, rounds=[swap(rnd), *record["rounds"][1:]])
    try:
        validate_record(swapped)
    except InvalidRecord:
        pass  # the swap broke a rule (e.g. the following rule): caught anyway
    with pytest.raises(InvalidRecord) as caught:
        validate_record(swapped, check_deal=True)
    assert any("seed deals" in p for p in caught.value.problems)
