"""The optional contract (``prompt``, ``cards_action``, ``mid_turn``, ``resample``), checked
on every registered game and mode that has it (add a game: it is tested here too).

* a state resampled from a seat's view shows that seat the same view (events aside), the
  same seats to act and the same legal actions;
* every prompt offers legal actions only: a ``ChooseOne``'s options, a ``Confirm``'s yes
  and no, a ``ChooseCards``'s skip and extra answers; and the cards of every legal card
  choice, given to ``cards_action`` in any order, make an action ``apply`` accepts, with
  the same outcome as that legal choice;
* undo (the match's ``undo_last_decision``, what the Undo button calls) never lands inside
  a turn: nobody is ``mid_turn`` afterwards.

A game without a part is skipped there, visibly. Games are random legal play (few seeds,
bounded steps), so each test takes a second or two.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Sequence
from typing import Any

import pytest
from contract_play import MODES, mode_param_id, new_match, play_random

from macaron_desktop.core.game import ChooseCards, ChooseOne, Confirm, Event
from macaron_desktop.core.match import Match
from macaron_desktop.core.spec import GameSpec

by_mode = pytest.mark.parametrize(("spec", "mode"), MODES, ids=mode_param_id)
#: moves of each random game the checks look at (the start, a middle, the end)
STEPS = 600


def _steps(match: Match[Any, Any], points: int | None = None) -> list[int]:
    """Points of a played game to look at: every step up to :data:`STEPS` (or ``points``
    of them, evenly spread over the game), and the last few (an end has steps of its own)."""
    count = len(match.moves)
    if points is None:
        spread = set(range(min(count, STEPS)))
    else:
        spread = {count * i // points for i in range(points)}
    return sorted({*spread, *range(max(0, count - 8), count + 1)})


def _needs(spec: GameSpec, *names: str) -> Any:
    game = spec.game()
    missing = [n for n in names if not callable(getattr(game, n, None))]
    if missing:
        pytest.skip(f"{spec.game_id} has no {', '.join(missing)}")
    return game


# -- resample ---------------------------------------------------------------------------------


def _is_events(name: str, value: Any) -> bool:
    if name.endswith("events"):
        return True
    return isinstance(value, tuple) and bool(value) and all(isinstance(v, Event) for v in value)


def without_events(view: Any) -> dict[str, Any]:
    """A view's fields (a dataclass's or a named tuple's), the fields of events left out."""
    if dataclasses.is_dataclass(view) and not isinstance(view, type):
        items = [(f.name, getattr(view, f.name)) for f in dataclasses.fields(view)]
    elif isinstance(view, tuple) and hasattr(view, "_fields"):  # a named tuple
        items = list(zip(view._fields, view, strict=True))
    else:
        raise TypeError(f"a view is a dataclass or a named tuple, not {type(view).__name__}")
    return {name: value for name, value in items if not _is_events(name, value)}


def test_without_events_leaves_out_events_only() -> None:
    from collections import namedtuple

    view = namedtuple("view", "hand log earlier_events")
    a = view((1, 2), (Event("x"),), ())
    b = view((1, 2), (Event("y"), Event("z")), (Event("w"),))
    assert without_events(a) == without_events(b) == {"hand": (1, 2)}
    assert without_events(a) != without_events(view((1, 3), (Event("x"),), ()))


@by_mode
def test_a_state_resampled_from_a_view_shows_the_seat_that_same_view(
    spec: GameSpec, mode: str
) -> None:
    game = _needs(spec, "resample")
    rng = random.Random(11)
    checked = 0
    for seed in (1, 2):
        match = play_random(spec, mode, seed)
        for step in _steps(match, 24):
            state = match.state_after(step)
            if game.result(state) is not None:
                continue  # nothing is hidden any more
            for seat in spec.mode(mode).player_seats:  # a rule seat decides from no view
                view = game.view(state, seat)
                other = game.resample(view, rng)
                where = f"seed {seed}, step {step}, seat {seat}"
                assert without_events(game.view(other, seat)) == without_events(view), where
                assert game.seats_to_act(other) == game.seats_to_act(state), where
                assert list(game.legal_actions(other, seat)) == list(
                    game.legal_actions(state, seat)
                ), where
                checked += 1
    assert checked >= 2 * 8


# -- prompts ------------------------------------------------------------------------------------


def _check_cards(
    game: Any, state: Any, seat: int, prompt: ChooseCards, legal: Sequence[Any], rng: random.Random
) -> int:
    """Check a ``ChooseCards`` prompt against the legal actions; how many answers it tried.

    The legal actions of a card choice are its skip, its extras and the card choices
    proper, each with its cards in a ``cards`` field: that is how a generic picker (and
    this test) knows which cards make a legal answer.
    """
    # the skip and extra answers are ``Answer`` values: a label's key and the action
    skip = prompt.skip.action if prompt.skip is not None else None
    extra = tuple(answer.action for answer in prompt.extra)
    assert 0 <= prompt.minimum <= prompt.maximum, prompt
    if skip is not None:
        assert skip in legal, f"{prompt.key}: the skip answer is not legal"
    for answer in extra:
        assert answer in legal, f"{prompt.key}: an extra answer is not legal"
    answers = [a for a in (skip, *extra) if a is not None]  # not choices of cards
    choices = [a for a in legal if a not in answers]
    assert choices or skip is not None or extra, f"{prompt.key}: nothing to choose"
    tried = 0
    for action in rng.sample(choices, min(len(choices), 8)):
        cards = getattr(action, "cards", None)
        assert cards is not None, f"{prompt.key}: legal {action!r} names no cards"
        assert prompt.minimum <= len(cards) <= prompt.maximum, (prompt, action)
        given = list(cards)
        rng.shuffle(given)  # the order the player picked them in does not matter
        answer = game.cards_action(state, seat, given)
        assert game.apply(state, seat, answer) == game.apply(state, seat, action), (
            f"{prompt.key}: the cards of {action!r} do not answer as that choice does"
        )
        tried += 1
    return tried


@by_mode
def test_every_prompt_offers_legal_actions_and_card_answers_are_accepted(
    spec: GameSpec, mode: str
) -> None:
    game = _needs(spec, "prompt", "cards_action")
    rng = random.Random(13)
    kinds: set[str] = set()
    for seed in (1, 2):
        match = play_random(spec, mode, seed)
        for step in _steps(match):
            state = match.state_after(step)
            to_act = game.seats_to_act(state)
            for seat in range(len(match.seats)):
                prompt = game.prompt(state, seat)
                if seat not in to_act:
                    assert prompt is None, f"step {step}: seat {seat} is not to act"
                    continue
                legal = list(game.legal_actions(state, seat))
                if isinstance(prompt, ChooseOne):
                    assert prompt.options, f"{prompt.key}: no option"
                    assert all(o in legal for o in prompt.options), prompt.key
                elif isinstance(prompt, Confirm):
                    assert prompt.yes in legal and prompt.no in legal, prompt.key
                    assert prompt.yes != prompt.no, prompt.key
                elif isinstance(prompt, ChooseCards):
                    assert _check_cards(game, state, seat, prompt, legal, rng) or (
                        getattr(prompt, "skip", None) is not None
                    )
                else:
                    assert prompt is None, f"{prompt!r} is no prompt the screen knows"
                kinds.add(type(prompt).__name__)
    if not kinds - {"NoneType"}:
        pytest.skip(f"{spec.game_id} {mode} asks no prompt")


def test_the_card_checks_run_on_some_registered_game() -> None:
    """The checks of card answers above run: some game asks for cards (so a change that
    hid every ``ChooseCards`` prompt would not pass unseen)."""
    for spec, mode in MODES:
        game = spec.game()
        if not callable(getattr(game, "prompt", None)):
            continue
        match = play_random(spec, mode, 1)
        for step in range(len(match.moves)):
            state = match.state_after(step)
            if any(
                isinstance(game.prompt(state, s), ChooseCards) for s in game.seats_to_act(state)
            ):
                return
    pytest.fail("no registered game asks for cards")


# -- undo -------------------------------------------------------------------------------------


@by_mode
def test_undo_after_any_move_lands_where_nobody_is_mid_turn(spec: GameSpec, mode: str) -> None:
    game = spec.game()
    mid_turn = getattr(game, "mid_turn", None)
    if not callable(mid_turn):
        pytest.skip(f"{spec.game_id} has no mid_turn: every decision is one move")
    played = play_random(spec, mode, 3)
    moves = played.moves
    players = spec.mode(mode).player_seats
    match = new_match(spec, mode, 3)
    undone = 0
    for index, move in enumerate(moves[:STEPS]):
        match.play(move.seat, move.action)
        for seat in players:
            before = len(match.moves)
            last = match.last_decision(seat)
            if not match.undo_last_decision(seat):
                assert last is None
                continue
            assert len(match.moves) <= last, "undo took back the seat's last decision"
            inside = [s for s in range(len(match.seats)) if mid_turn(match.state, s)]
            assert inside == [], (
                f"after move {index}, undo for seat {seat} stopped inside the turn of {inside}"
            )
            undone += 1
            for again in moves[len(match.moves) : before]:  # back to where the game was
                match.play(again.seat, again.action)
    # after every move at least its own seat had a decision to take back
    assert undone >= min(len(moves), STEPS)
