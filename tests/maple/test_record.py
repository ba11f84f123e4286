"""Masters of Maple Syrup's records: the simulator writes every shuffle's order and the
deal, ``--check`` replays them, and a record with a false shuffle or deal is refused."""

from __future__ import annotations

import io
import json
from pathlib import Path

from macaron_desktop.games.maple.cards import ALL_CARDS, STARTING
from macaron_desktop.sim import main


def run(*args: str) -> tuple[int, str]:
    out = io.StringIO()
    code = main(list(args), out=out)
    return code, out.getvalue()


def test_records_hold_every_shuffle_and_the_deal_and_replay(tmp_path: Path) -> None:
    path = tmp_path / "maple.jsonl"
    code, _ = run("--game", "maple", "--variant", "rivals", "--games", "10", "--bots", "basic",
                  "--record", str(path))  # fmt: skip
    assert code == 0
    records = [json.loads(line) for line in path.read_text().splitlines()]
    deck_cards = sorted(c.value for c in ALL_CARDS if c not in STARTING)
    for record in records:
        assert record["config"]["variant"] == "rivals"
        deck, *reshuffles = record["shuffles"]
        assert deck["label"] == "deck"
        assert sorted(c["value"] for c in deck["cards"]) == deck_cards
        assert [r["label"] for r in reshuffles] == [
            f"reshuffle:{n + 1}" for n in range(len(reshuffles))
        ]
        for seat, hand in enumerate(record["dealt"]):  # seat s: cards 5s to 5s + 4
            given = deck["cards"][5 * seat : 5 * seat + 5]
            assert sorted(map(json.dumps, hand)) == sorted(map(json.dumps, given))
        assert record["start"] in (0, 1) and record["moves"]
    assert any(r["shuffles"][1:] for r in records), "the discards were reshuffled somewhere"
    code, said = run("--check", str(path))
    assert code == 0 and "10 records checked, 0 bad" in said


def test_a_record_with_a_false_shuffle_or_deal_is_refused(tmp_path: Path) -> None:
    good = tmp_path / "good.jsonl"
    assert run("--game", "maple", "--games", "1", "--record", str(good))[0] == 0
    record = json.loads(good.read_text())
    shuffled = json.loads(json.dumps(record))
    order = shuffled["shuffles"][0]["cards"]
    order[0], order[20] = order[20], order[0]
    dealt = json.loads(json.dumps(record))
    dealt["dealt"][1][0] = dealt["dealt"][0][0]
    for name, bad in (("shuffle", shuffled), ("deal", dealt)):
        path = tmp_path / f"{name}.jsonl"
        path.write_text(json.dumps(bad) + "\n")
        code, said = run("--check", str(path))
        assert code != 0 and "1 bad" in said, name
