"""Maus au Chocolat's records: the simulator writes them, ``--check`` replays them, and
a record whose shuffle or deal was altered is refused with the reason."""

from __future__ import annotations

import hashlib
import json
import random
from pathlib import Path

from sim_runs import run_sim as run
from sim_runs import sim_records

from macaron_desktop.games.maus.cards import ALL_CARDS, HELPERS

INGREDIENTS = ("eggs", "fruits", "nuts", "chocolate", "sugar")


def test_records_hold_every_shuffle_and_the_deal_and_replay(tmp_path: Path) -> None:
    path, records = sim_records(tmp_path, "--game", "maus", "--mode", "6p", "--games", "4",
                                "--bots", "basic")  # fmt: skip
    for record in records:
        deck, helpers, *reshuffles = record["shuffles"]
        assert (deck["label"], helpers["label"]) == ("deck", "helpers")
        assert sorted(c["value"] for c in deck["cards"]) == sorted(c.value for c in ALL_CARDS)
        assert sorted(h["value"] for h in helpers["cards"]) == sorted(h.value for h in HELPERS)
        assert [r["label"] for r in reshuffles] == [
            f"reshuffle:{n + 2}" for n in range(len(reshuffles))
        ]
        assert [len(h) for h in record["dealt"]] == [5] * 6
        assert record["moves"]
    # with six players the draw pile runs out: the discards are reshuffled and recorded
    assert any(r["shuffles"][2:] for r in records)
    code, said = run("--check", str(path))
    assert code == 0 and "4 records checked, 0 bad" in said


def test_a_record_with_a_false_shuffle_or_deal_is_refused_with_the_reason(
    tmp_path: Path,
) -> None:
    good = tmp_path / "good.jsonl"
    assert run("--game", "maus", "--mode", "3p", "--games", "1", "--record", str(good))[0] == 0
    record = json.loads(good.read_text())
    shuffled = json.loads(json.dumps(record))
    order = shuffled["shuffles"][0]["cards"]
    order[0], order[20] = order[20], order[0]
    dealt = json.loads(json.dumps(record))
    hand = dealt["dealt"][1]
    hand[0] = dealt["dealt"][0][0]
    for name, bad in (("shuffle", shuffled), ("deal", dealt)):
        path = tmp_path / f"{name}.jsonl"
        path.write_text(json.dumps(bad) + "\n")
        code, said = run("--check", str(path))
        assert code != 0 or "1 bad" in said, name
        assert ("shuffles[0]" if name == "shuffle" else "dealt") in said, said


def test_the_documented_shuffles_are_what_the_game_deals(tmp_path: Path) -> None:
    """An outside program's view: the deck and the helpers from the seed alone, as
    docs/records.md describes them (no code of the app's)."""
    path = tmp_path / "maus.jsonl"
    assert run("--game", "maus", "--mode", "6p", "--games", "3", "--record", str(path))[0] == 0
    for line in path.read_text().splitlines():
        record = json.loads(line)
        seed = record["seed"]
        for label, unshuffled in (
            ("deck", [f"{i}-{k}" for i in INGREDIENTS for k in range(16)]),
            ("helpers", ["claude", "amelie", "lilly", "mathieu", "maurice", "henri", "etienne"]),
        ):
            text = f"{seed}:{label}".encode()
            order = list(unshuffled)
            random.Random(int.from_bytes(hashlib.sha256(text).digest()[:8], "big")).shuffle(order)
            shuffle = next(s for s in record["shuffles"] if s["label"] == label)
            assert [c["value"] for c in shuffle["cards"]] == order
