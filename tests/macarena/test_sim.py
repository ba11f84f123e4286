"""La Macarena through the simulator's command line: records that ``--check`` accepts."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from macaron_desktop.sim import main


def run(*args: str) -> str:
    out = io.StringIO()
    assert main(list(args), out=out) == 0
    return out.getvalue()


@pytest.mark.parametrize("bot", ["random", "basic"])
def test_a_five_player_game_per_bot_kind_writes_a_record_that_checks(
    tmp_path: Path, bot: str
) -> None:
    path = tmp_path / f"{bot}.jsonl"
    args = ["--game", "macarena", "--players", "5", "--games", "2", "--seed", "11"]
    text = run(*args, "--bots", bot, "--record", str(path))
    assert '"players": 5' in text and "average rounds:" in text and "seat 4:" in text
    records = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    assert [r["seed"] for r in records] == [11, 12]
    assert all(r["finished"] and len(r["seats"]) == 5 for r in records)
    assert {s["kind"] for r in records for s in r["seats"]} == {f"bot:{bot}"}
    out = io.StringIO()
    assert main(["--check", str(path)], out=out) == 0
    assert out.getvalue().strip() == "2 records checked, 0 bad"
    again = tmp_path / "again.jsonl"
    run(*args, "--bots", bot, "--record", str(again))
    assert again.read_text(encoding="utf-8") == path.read_text(encoding="utf-8")


def test_a_false_record_is_reported(tmp_path: Path) -> None:
    path = tmp_path / "g.jsonl"
    run("--game", "macarena", "--players", "3", "--games", "1", "--record", str(path))
    record = json.loads(path.read_text(encoding="utf-8"))
    record["result"]["amulets"][0] += 1
    path.write_text(json.dumps(record) + "\n", encoding="utf-8")
    out = io.StringIO()
    assert main(["--check", str(path)], out=out) == 1
    assert out.getvalue().strip().endswith("1 records checked, 1 bad")
