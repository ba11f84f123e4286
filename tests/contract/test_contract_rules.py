"""The game contract, checked on every registered game (add a game: it is tested here too).

Random legal play ends; rule seats have one action; views hide what they must; saving and
resuming at any step changes nothing; records replay; actions survive JSON; the spec agrees
with the engine; rules import no Qt.
"""

from __future__ import annotations

import json
import random
import subprocess
import sys
from typing import Any

import pytest
from contract_play import MODES, SPECS, mode_param_id, new_match, play_random, random_step

from macaron_desktop.core.match import Match
from macaron_desktop.core.record import check_record
from macaron_desktop.core.savegame import parse_save, restore_match, save_from_match
from macaron_desktop.core.spec import GameSpec

SEEDS = range(1, 9)
by_mode = pytest.mark.parametrize(("spec", "mode"), MODES, ids=mode_param_id)
by_game = pytest.mark.parametrize("spec", SPECS, ids=mode_param_id)


@by_mode
def test_random_legal_play_ends_with_a_result_for_every_seed(spec: GameSpec, mode: str) -> None:
    sides = spec.mode(mode).sides
    for seed in SEEDS:
        match = play_random(spec, mode, seed)
        result = match.result()
        assert result is not None and match.seats_to_act() == ()
        assert result.sides == sides, "the result's sides are the mode's sides"
        assert len(result.scores) == len(spec.mode(mode).side_seats())
        assert result.winners and all(0 <= w < len(result.scores) for w in result.winners)
        best = max(result.scores)
        assert all(result.scores[w] == best for w in result.winners)


@by_mode
def test_the_specs_seats_are_the_games_seats(spec: GameSpec, mode: str) -> None:
    match = new_match(spec, mode, 1)
    assert match.game.num_seats(match.state) == len(spec.mode(mode).seats)
    assert spec.mode_of(match.config) == spec.mode(mode)


@by_mode
def test_a_seats_view_ignores_cards_hidden_from_it(spec: GameSpec, mode: str) -> None:
    if spec.perturb_hidden is None:
        pytest.skip(f"{spec.game_id} provides no perturb_hidden test hook yet")
    rng = random.Random(5)
    checked = 0
    for seed in SEEDS[:3]:
        match = play_random(spec, mode, seed)
        for step in range(0, len(match.moves) + 1, 3):
            state = match.state_after(step)
            for seat in range(len(match.seats)):
                other = spec.perturb_hidden(state, seat, rng)
                if other is None:
                    continue
                assert other != state, "the hook must change something"
                assert match.game.view(other, seat) == match.game.view(state, seat), (
                    f"seed {seed}, step {step}: seat {seat} sees a change in hidden cards"
                )
                checked += 1
    assert checked > 10


def _resumed(match: Match[Any, Any], step: int) -> Match[Any, Any]:
    """The match as it was after ``step`` moves, saved to JSON and loaded back."""
    partial = Match.replay(match.game, match.config, match.seed, match.seats, match.moves[:step])
    raw = save_from_match(partial).model_dump_json().encode("utf-8")
    return restore_match(parse_save(raw))


@by_mode
def test_save_and_resume_at_any_step_equals_the_uninterrupted_game(
    spec: GameSpec, mode: str
) -> None:
    match = play_random(spec, mode, 2)
    count = len(match.moves)
    steps = sorted({0, 1, count // 2, count - 1, *range(0, count, max(1, count // 6))})
    for step in steps:
        resumed = _resumed(match, step)
        assert resumed.state == match.state_after(step)
        assert resumed.seats == match.seats and resumed.config == match.config
        # the same state plays on the same: a stretch after every step, and the whole rest
        # of the game after the middle one
        end = count if step == count // 2 else min(count, step + 30)
        for move in match.moves[step:end]:
            resumed.play(move.seat, move.action)
        assert resumed.state == match.state_after(end), f"resumed after {step}, it went otherwise"
    assert resumed.result() == match.result()


@by_mode
def test_actions_round_trip_through_json(spec: GameSpec, mode: str) -> None:
    match = new_match(spec, mode, 3)
    game = match.game
    rng = random.Random(3)
    seen = 0
    while not match.finished:
        for seat in match.seats_to_act():
            for action in match.legal_actions(seat):
                data = json.loads(json.dumps(game.encode_action(action)))
                assert game.decode_action(data) == action
                seen += 1
        match.play(*random_step(match, rng))
    assert seen > 0
    with pytest.raises(ValueError):
        game.decode_action({"type": "NoSuchAction"})


@by_mode
def test_records_replay_through_the_checker(spec: GameSpec, mode: str) -> None:
    if spec.record is None:
        pytest.skip(f"{spec.game_id} keeps no records")
    for seed in SEEDS[:3]:
        match = play_random(spec, mode, seed)
        record = json.loads(json.dumps(spec.record.write(match)))
        assert record["format"] == spec.record.format
        assert check_record(record) == [], f"seed {seed}"


@by_game
def test_a_record_with_a_false_claim_is_caught(spec: GameSpec) -> None:
    if spec.record is None:
        pytest.skip(f"{spec.game_id} keeps no records")
    match = play_random(spec, spec.default_mode, 4)
    record = json.loads(json.dumps(spec.record.write(match)))
    changed = 0
    for key in ("result", "final_scores"):  # the envelope's result, or a format's own
        if key not in record:
            continue
        scores = record[key]["scores"] if key == "result" else record[key]
        scores[0] += 1
        changed += 1
    assert changed, "the record has no scores to falsify"
    assert check_record(record) != []


@by_game
def test_the_option_schema_agrees_with_the_engine(spec: GameSpec) -> None:
    game = spec.game()
    for option in spec.options:
        for choice in option.choices:
            others = {k: v[0] for k, v in choice.when.items()}
            config = spec.config(spec.default_mode, **{**others, option.key: choice.value})
            assert game.validate_config(config)[option.key] == choice.value
            # a choice with a constraint is refused (by the schema and the engine) elsewhere
            for key, values in choice.when.items():
                for wrong in spec.option(key).values:
                    if wrong in values:
                        continue
                    bad = {**config, key: wrong}
                    with pytest.raises(ValueError):
                        spec.config(spec.default_mode, **{key: wrong, option.key: choice.value})
                    with pytest.raises(ValueError):
                        game.validate_config(bad)


@by_game
def test_the_spec_declares_what_the_app_needs(spec: GameSpec) -> None:
    assert spec.default_mode in spec.mode_ids
    assert spec.simulator_mode is None or spec.simulator_mode in spec.mode_ids
    assert len(set(spec.mode_ids)) == len(spec.mode_ids)
    assert spec.bots and spec.default_bot in spec.bot_ids
    for level in spec.bot_ids:
        bot = spec.bot(level)
        assert callable(bot.choose)
    for mode in spec.modes:
        seats = sorted(s for side in mode.side_seats() for s in side)
        assert seats == list(range(len(mode.seats))), f"{mode.id}: sides cover every seat once"
        assert mode.player_seats, f"{mode.id} has no seat for a player"


def test_specs_and_rules_import_without_qt_and_specs_load_no_rules() -> None:
    rules = sorted({s.rules_module for s in SPECS})
    script = (
        "import importlib, sys\n"
        "sys.modules['PySide6'] = None\n"
        "from macaron_desktop.core import registry\n"
        "specs = registry.specs()\n"
        f"loaded = [m for m in {rules!r} if m in sys.modules]\n"
        "assert not loaded, f'specs loaded the rules: {loaded}'\n"
        "for spec in specs:\n"
        "    importlib.import_module(spec.rules_module)\n"
        "    spec.game()\n"
        "assert not any(m.startswith('PySide6.') for m in sys.modules)\n"
        "print('ok', len(specs))\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == f"ok {len(SPECS)}"
