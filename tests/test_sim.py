"""The headless simulator: python -m macaron_desktop.sim."""

import io
import json
import subprocess
import sys

import pytest

from macaron_desktop.games.macaron.record import validate_record
from macaron_desktop.sim import main


def run(*args):
    out = io.StringIO()
    assert main(list(args), out=out) == 0
    return out.getvalue()


@pytest.mark.parametrize("mode", ["solo", "2p", "3p", "4p", "2v2", "5p"])
def test_short_run_per_mode_prints_a_summary(mode):
    text = run(
        "--game", "macaron", "--mode", mode, "--games", "3", "--seed", "5", "--bots", "basic"
    )
    assert "games: 3" in text
    assert "average rounds:" in text
    assert "games per second:" in text
    assert "win share:" in text
    if mode == "2v2":
        assert "team seat 0+seat 2" in text
    if mode == "solo":
        assert "seat 1 (Emma)" in text
    shares = [float(line.split(":")[1]) for line in text.splitlines() if line.startswith("  ")]
    assert abs(sum(shares) - 1.0) < 0.01  # printed to three places


def test_record_writes_valid_jsonl_and_is_reproducible(tmp_path):
    path = tmp_path / "games.jsonl"
    args = ["--mode", "solo", "--games", "4", "--seed", "9", "--bots", "random"]
    run(*args, "--scoring", "advanced", "--target", "20", "--record", str(path))
    lines = path.read_text(encoding="utf-8").splitlines()
    assert len(lines) == 4
    records = [json.loads(line) for line in lines]
    for k, record in enumerate(records):
        validate_record(record)
        assert record["seed"] == 9 + k
        assert record["scoring"] == "advanced" and record["target"] == 20
    again = tmp_path / "again.jsonl"
    run(*args, "--scoring", "advanced", "--target", "20", "--record", str(again))
    assert again.read_text(encoding="utf-8") == path.read_text(encoding="utf-8")


def test_seat_bots(tmp_path):
    path = tmp_path / "g.jsonl"
    run("--mode", "3p", "--games", "2", "--seat-bots", "basic,random,random", "--record", str(path))
    record = json.loads(path.read_text().splitlines()[0])
    assert [s["kind"] for s in record["seats"]] == ["bot:basic", "bot:random", "bot:random"]


@pytest.mark.parametrize(
    "args",
    [
        ["--scoring", "standard", "--target", "30"],
        ["--target", "25"],  # RULINGS 1.6: 10, 15, 20 (and 30 on the advanced side)
        ["--mode", "6p"],
        ["--game", "chess"],
        ["--bots", "clever"],
        ["--games", "0"],
        ["--games", "many"],
        ["--seat-bots", "basic,random"],
        ["--seat-bots", "basic,genius,random,random"],
    ],
)
def test_bad_arguments_exit_2_with_usage(args, capsys):
    with pytest.raises(SystemExit) as exited:
        main(args)
    assert exited.value.code == 2
    assert "usage:" in capsys.readouterr().err


def test_module_runs_from_the_command_line():
    done = subprocess.run(
        [sys.executable, "-m", "macaron_desktop.sim", "--mode", "2p", "--games", "2"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert "games: 2" in done.stdout


def test_save_midgame_writes_a_resumable_save_per_game(tmp_path) -> None:  # type: ignore[no-untyped-def]
    import io

    from macaron_desktop.core.savegame import load_match

    folder = tmp_path / "mid"
    out = io.StringIO()
    code = main(
        [
            "--game",
            "macaron",
            "--mode",
            "3p",
            "--games",
            "3",
            "--seed",
            "9",
            "--save-midgame",
            str(folder),
        ],
        out=out,
    )
    assert code == 0
    files = sorted(folder.glob("*.json"))
    assert len(files) == 3
    for path in files:
        match, save = load_match(path)
        assert not match.finished and save.summary.finished is False
        assert len(match.moves) > 10 and save.summary.mode == "3p"
        assert save.summary.round >= 1 and len(save.summary.scores) == 3
    # the same seeds give the same saves
    again = tmp_path / "again"
    main(
        ["--mode", "3p", "--games", "3", "--seed", "9", "--save-midgame", str(again)],
        out=io.StringIO(),
    )
    assert sorted(p.name for p in again.glob("*.json")) == [p.name for p in files]


def test_save_midgame_into_a_file_is_a_usage_error(tmp_path) -> None:  # type: ignore[no-untyped-def]
    import io

    blocker = tmp_path / "file"
    blocker.write_text("x")
    with pytest.raises(SystemExit) as stop:
        main(["--games", "1", "--save-midgame", str(blocker / "sub")], out=io.StringIO())
    assert stop.value.code == 2


def test_check_replays_records_of_any_game_and_reports_the_bad_ones(tmp_path) -> None:  # type: ignore[no-untyped-def]
    macaron, toy = tmp_path / "m.jsonl", tmp_path / "t.jsonl"
    run("--mode", "2v2", "--games", "3", "--seed", "4", "--record", str(macaron))
    run("--game", "toy", "--mode", "3p", "--games", "5", "--record", str(toy))
    records = macaron.read_text().splitlines() + toy.read_text().splitlines()
    good = tmp_path / "good.jsonl"
    good.write_text("\n".join(records) + "\n")
    out = io.StringIO()
    assert main(["--check", str(good)], out=out) == 0
    assert out.getvalue().strip() == "8 records checked, 0 bad"
    # a false score in a Macaron record, a false move in a toy record, and no JSON at all
    false_score = json.loads(records[1])
    false_score["final_scores"][0] += 1
    false_move = json.loads(records[4])
    false_move["moves"][-1]["seat"] = (false_move["moves"][-1]["seat"] + 1) % 3
    bad = tmp_path / "bad.jsonl"
    lines = [records[0], json.dumps(false_score), json.dumps(false_move), "{not json"]
    bad.write_text("\n".join(lines) + "\n")
    out = io.StringIO()
    assert main(["--check", str(bad)], out=out) == 1
    report = out.getvalue().splitlines()
    assert [line.split(": ")[0] for line in report[:-1]] == [f"{bad}:{n}" for n in (2, 3, 4)]
    assert "final_scores" in report[0] and "move" in report[1]
    assert report[-1] == "4 records checked, 3 bad"


def test_the_toy_game_runs_through_the_same_command_line() -> None:
    text = run("--game", "toy", "--mode", "3p", "--games", "20", "--seed", "2")
    assert "game: toy" in text and "seat 2:" in text
    assert "average rounds" not in text  # the toy game has no rounds


@pytest.mark.parametrize(
    "args",
    [
        ["--record", "/nonexistent/folder/x.jsonl"],
        ["--seed", "-3", "--record", "{tmp}"],
        ["--seed", "-3", "--save-midgame", "{tmp}"],
        ["--seed", str(2**63), "--save-midgame", "{tmp}"],
    ],
)
def test_unusable_record_file_or_seed_is_a_usage_error(args, tmp_path, capsys):
    import io

    args = [a.replace("{tmp}", str(tmp_path / "mid")) for a in args]
    with pytest.raises(SystemExit) as stop:
        main(["--games", "1", *args], out=io.StringIO())
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith("usage:") and "Traceback" not in err


def test_players_picks_the_mode_with_that_many_seats(capsys) -> None:  # type: ignore[no-untyped-def]
    assert 'config: {"players": 3' in run("--game", "toy", "--players", "3", "--games", "2")
    assert '"mode": "5p"' in run("--players", "5", "--games", "1")
    # two modes seat four: --mode must say which, and must agree with --players
    for args in (["--players", "4"], ["--players", "3", "--mode", "4p"]):
        with pytest.raises(SystemExit) as exit_info:
            main([*args, "--games", "1"])
        assert exit_info.value.code == 2
    err = capsys.readouterr().err
    assert "fits several modes (4p, 2v2)" in err and "does not have 3 seats" in err
    assert '"mode": "2v2"' in run("--players", "4", "--mode", "2v2", "--games", "1")


def test_a_toy_record_with_a_false_shuffle_or_deal_is_refused_with_the_reason(tmp_path):
    path = tmp_path / "toy.jsonl"
    run("--game", "toy", "--mode", "2p", "--games", "3", "--seed", "7", "--record", str(path))
    records = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    assert all(r["shuffles"][0]["label"] == "deal" and len(r["dealt"]) == 2 for r in records)
    swapped = records[0]
    cards = swapped["shuffles"][0]["cards"]
    cards[0], cards[9] = cards[9], cards[0]  # one of seat 0's cards for an undealt one
    dropped = records[1]
    del dropped["shuffles"]
    dealt = records[2]
    dealt["dealt"][0], dealt["dealt"][1] = dealt["dealt"][1], dealt["dealt"][0]
    bad = tmp_path / "bad.jsonl"
    bad.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    out = io.StringIO()
    assert main(["--check", str(bad)], out=out) == 1
    report = out.getvalue().splitlines()
    assert report[0].startswith(f"{bad}:1: shuffles[0].cards[0]: the record says {{")
    assert (
        "but the replay gives" in report[0]
        and "dealt[0]: not cards 0-2 of the shuffle" in report[0]
    )
    assert report[1] == f"{bad}:2: missing shuffles"
    assert report[2].startswith(f"{bad}:3: dealt[0][0]: the record says")
    assert report[-1] == "3 records checked, 3 bad"


def test_la_macarena_records_from_the_simulator_hold_the_action_log(tmp_path):
    path = tmp_path / "m.jsonl"
    run(
        "--game", "macarena", "--players", "3", "--games", "1", "--seed", "4", "--record", str(path)
    )
    record = json.loads(path.read_text(encoding="utf-8"))
    turns = sum(len(hand["turns"]) for hand in record["hands"])
    kinds = [move["action"]["type"] for move in record["moves"]]
    # every turn is a finished series or a pass in the log, and nothing else is
    assert kinds.count("FinishSeries") + kinds.count("Pass") == turns > 0
