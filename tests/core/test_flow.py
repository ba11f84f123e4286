"""The declared steps (``core.flow``): dispatch, the kit's refusals, ``mid_turn`` and undo.

The test game is a relay with a turn in three steps, shaped like the coming games': the
player whose turn it is picks a card, then that player AND the neighbour take it (both at
once: the neighbour acts inside the other player's turn), then the player discards. Undo
must never stop between the pick and the discard, whoever asks for it.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

import pytest

from macaron_desktop.core import flow
from macaron_desktop.core.actions import ActionSet
from macaron_desktop.core.flow import Flow, FlowRules, Step
from macaron_desktop.core.game import Result
from macaron_desktop.core.match import Match, SeatSpec
from macaron_desktop.core.messages import IllegalAction

ACTIONS = ActionSet("relay")


@ACTIONS.action
class Pick:
    """Pick the card the turn's player and the neighbour take."""

    value: int


@ACTIONS.action
class Take:
    """Take the picked card's points (the turn's player and the neighbour)."""


@ACTIONS.action
class Discard:
    """End the turn."""


@dataclass(frozen=True)
class RelayState:
    seats: int
    step: str
    current: int
    turns_left: int
    picked: int = 0
    waiting: tuple[int, ...] = ()
    scores: tuple[int, ...] = ()


def _neighbour(state: RelayState) -> int:
    return (state.current + 1) % state.seats


def _pick(state: RelayState, seat: int, action: Pick) -> RelayState:
    if action.value not in (1, 2, 3):
        raise IllegalAction("no_such_card", value=action.value)
    waiting = (state.current, _neighbour(state))
    return replace(state, step="take", picked=action.value, waiting=waiting)


def _take(state: RelayState, seat: int, action: Take) -> RelayState:
    scores = list(state.scores)
    scores[seat] += state.picked
    waiting = tuple(s for s in state.waiting if s != seat)
    step = "take" if waiting else "discard"
    return replace(state, step=step, waiting=waiting, scores=tuple(scores))


def _discard(state: RelayState, seat: int, action: Discard) -> RelayState:
    left = state.turns_left - 1
    step = "pick" if left else "over"
    return replace(state, step=step, current=_neighbour(state), turns_left=left, picked=0)


FLOW: Flow[RelayState] = Flow(
    [
        Step("pick", lambda s: (s.current,), {Pick: _pick}),
        Step(
            "take",
            lambda s: s.waiting,
            {Take: _take},
            in_turn=True,
            waiting_refusal=flow.ALREADY_CHOSEN,
        ),
        Step("discard", lambda s: (s.current,), {Discard: _discard}, in_turn=True),
    ],
    step_of=lambda s: s.step,
    seats=lambda s: s.seats,
    actions=ACTIONS.types,
    game_over="over",
)


class RelayGame(FlowRules):
    """The relay on the flow: every question of the contract answered by ``FLOW``."""

    game_id = "relay"

    def validate_config(self, config: Any) -> dict[str, Any]:
        return {"seats": config.get("seats", 3), "turns": config.get("turns", 4)}

    def new_game(self, config: Any, seed: int) -> RelayState:
        n = config["seats"]
        return RelayState(n, "pick", seed % n, config["turns"], scores=(0,) * n)

    def num_seats(self, state: RelayState) -> int:
        return state.seats

    flow = FLOW

    def step_actions(self, state: RelayState, seat: int) -> list[Any]:
        return {"pick": [Pick(1), Pick(2), Pick(3)], "take": [Take()], "discard": [Discard()]}[
            state.step
        ]

    def view(self, state: RelayState, seat: int) -> RelayState:
        return state

    def result(self, state: RelayState) -> Result | None:
        if state.step != "over":
            return None
        best = max(state.scores)
        return Result(state.scores, tuple(i for i, s in enumerate(state.scores) if s == best))

    encode_action = ACTIONS.encode
    decode_action = ACTIONS.decode


GAME = RelayGame()


def refused(state: RelayState, seat: Any, action: Any) -> tuple[str, dict[str, Any]]:
    with pytest.raises(IllegalAction) as caught:
        GAME.apply(state, seat, action)
    return caught.value.message.key, caught.value.message.params


def start(seats: int = 3, turns: int = 4) -> RelayState:
    return GAME.new_game({"seats": seats, "turns": turns}, 0)


def test_the_steps_say_who_acts_and_the_neighbour_acts_inside_the_turn() -> None:
    state = start()
    assert FLOW.seats_to_act(state) == (0,)
    assert FLOW.accepts(state) == (Pick,)
    state = GAME.apply(state, 0, Pick(2))
    assert FLOW.step(state).name == "take"
    assert FLOW.seats_to_act(state) == (0, 1)
    state = GAME.apply(state, 1, Take())
    assert FLOW.seats_to_act(state) == (0,)
    state = GAME.apply(state, 0, Take())
    assert FLOW.seats_to_act(state) == (0,) and state.step == "discard"
    assert state.scores == (2, 2, 0)
    state = GAME.apply(state, 0, Discard())
    assert FLOW.seats_to_act(state) == (1,) and state.step == "pick"


def test_a_seat_outside_the_step_has_no_actions_and_no_prompt() -> None:
    state = GAME.new_game({"seats": 3, "turns": 2}, 0)
    assert GAME.legal_actions(state, 0) == [Pick(1), Pick(2), Pick(3)]
    assert GAME.legal_actions(state, 1) == []
    assert GAME.prompt(state, 1) is None
    assert GAME.prompt(state, 0) is None  # the relay asks with no prompt of its own


def test_the_kit_refuses_in_one_order_with_one_set_of_keys() -> None:
    state = start()
    assert refused(state, 0, "pick 2") == (flow.UNKNOWN_ACTION, {"action": "'pick 2'"})
    assert refused(state, 1, Pick(2)) == (flow.NOT_YOUR_TURN, {"seat": 1})
    assert refused(state, 0, Discard()) == (flow.WRONG_STEP, {"step": "pick", "action": "Discard"})
    # a seat that is not to act hears "not your turn" before "not now"
    assert refused(state, 2, Discard()) == (flow.NOT_YOUR_TURN, {"seat": 2})
    taking = GAME.apply(GAME.apply(state, 0, Pick(1)), 0, Take())
    # the simultaneous step's own refusal for a seat that has chosen; a seat outside the
    # table, or one with no part in the step, is simply not to act
    assert refused(taking, 0, Take()) == (flow.ALREADY_CHOSEN, {"seat": 0})
    assert refused(taking, 7, Take()) == (flow.NOT_YOUR_TURN, {"seat": 7})
    # the handler's own refusal passes through unchanged
    assert refused(state, 0, Pick(9)) == ("no_such_card", {"value": 9})
    over = start(turns=1)
    for action in (Pick(1), Take(), Take(), Discard()):
        over = GAME.apply(over, FLOW.seats_to_act(over)[0], action)
    assert FLOW.seats_to_act(over) == ()
    assert refused(over, 0, Pick(1)) == (flow.GAME_OVER, {})
    assert refused(over, 0, "anything") == (flow.GAME_OVER, {})
    assert set(flow.COMMON_REFUSALS) | {flow.ALREADY_CHOSEN} == set(flow.REFUSALS)


def test_a_refused_action_leaves_the_state_as_it_was() -> None:
    state = start()
    before = replace(state)
    for seat, action in ((1, Pick(1)), (0, Take()), (0, Pick(0)), (0, None)):
        with pytest.raises(IllegalAction):
            GAME.apply(state, seat, action)
    assert state == before


def test_mid_turn_follows_from_the_steps_for_every_seat() -> None:
    state = start()
    assert not any(FLOW.mid_turn(state, seat) for seat in range(3))
    state = GAME.apply(state, 0, Pick(3))
    # the neighbour's part and the seat that takes no part alike: the turn goes on
    assert all(FLOW.mid_turn(state, seat) for seat in range(3))
    state = GAME.apply(GAME.apply(state, 0, Take()), 1, Take())
    assert state.step == "discard" and FLOW.mid_turn(state, 2)
    state = GAME.apply(state, 0, Discard())
    assert not FLOW.mid_turn(state, 0) and not FLOW.mid_turn(state, 1)


def test_a_bad_declaration_is_refused() -> None:
    pick = Step("pick", lambda s: (0,), {Pick: _pick})
    with pytest.raises(ValueError, match="distinct"):
        Flow([pick, pick], step_of=str, seats=len, actions=ACTIONS.types, game_over="over")
    with pytest.raises(ValueError, match="distinct"):
        Flow([pick], step_of=str, seats=len, actions=ACTIONS.types, game_over="pick")
    with pytest.raises(ValueError, match="non-actions"):
        Flow(
            [Step("pick", lambda s: (0,), {int: _pick})],
            step_of=str,
            seats=len,
            actions=ACTIONS.types,
            game_over="over",
        )


# -- undo through core.match -----------------------------------------------------------

SEATS = (SeatSpec("Ann", "bot", "random"), SeatSpec("Ben"), SeatSpec("Cy", "bot", "random"))


def play(match: Match[Any, Any], until: int) -> None:
    """Play the first legal action of the first seat to act, ``until`` moves in all."""
    while len(match.moves) < until and not match.finished:
        seat = match.seats_to_act()[-1]
        match.play(seat, match.legal_actions(seat)[0])


def test_undo_takes_back_the_whole_turn_in_which_the_neighbour_had_a_part() -> None:
    match = Match(GAME, {"seats": 3, "turns": 4}, 0, SEATS)
    play(match, 3)  # Ann picks, Ben (the neighbour) takes, Ann takes
    assert [m.seat for m in match.moves] == [0, 1, 0]
    assert match.state.step == "discard"
    # Ben's last decision was inside Ann's turn: undo goes back to where that turn began
    assert match.undo_last_decision(1)
    assert match.moves == [] and match.state == match.initial_state
    play(match, 7)  # Ann's turn (4 moves), Ben picks, Ben and Cy take: Ben discards next
    assert match.state.step == "discard" and match.state.current == 1
    assert match.undo_last_decision(1)
    assert len(match.moves) == 4 and match.state.step == "pick" and match.state.current == 1


def test_undo_never_stops_inside_a_turn() -> None:
    whole = Match(GAME, {"seats": 3, "turns": 5}, 0, SEATS)
    play(whole, 10_000)
    assert whole.finished
    inside = [whole.mid_turn(k) for k in range(len(whole.moves) + 1)]
    assert any(inside) and not all(inside)
    for n in range(len(whole.moves) + 1):
        for seat in range(3):
            match = Match.replay(GAME, {"seats": 3, "turns": 5}, 0, SEATS, whole.moves[:n])
            decision = match.last_decision(seat)
            if decision is None:
                assert not match.undo_last_decision(seat)
                continue
            assert match.undo_last_decision(seat)
            stop = len(match.moves)
            # the decision is taken back, and so is its turn, back to where it began
            assert stop <= decision and match.state.step == "pick", (n, seat)
            assert not match.mid_turn(stop)
            assert all(inside[k] for k in range(stop + 1, decision + 1)), (n, seat)


def test_turn_start_is_where_the_turn_in_progress_began() -> None:
    match = Match(GAME, {"seats": 3, "turns": 4}, 0, SEATS)
    play(match, 6)
    assert [match.turn_start(n) for n in range(7)] == [0, 0, 0, 0, 4, 4, 4]
    assert [match.mid_turn(n) for n in range(7)] == [False, True, True, True, False, True, True]


# -- the games on the flow --------------------------------------------------------------


def test_la_macarena_undo_takes_back_a_series_in_progress_and_its_maca_steps_are_a_turn() -> None:
    from macaron_desktop.games.macarena import BOTS
    from macaron_desktop.games.macarena import GAME as MACARENA
    from macaron_desktop.games.macarena.rules import FLOW as MACARENA_FLOW
    from macaron_desktop.games.macarena.state import Phase

    assert {name for name, step in MACARENA_FLOW.steps.items() if step.in_turn} == {
        Phase.SERIES,
        Phase.MOVE_MACA,
    }
    people = [SeatSpec("Ann"), SeatSpec("Bot", "bot", "basic")]
    match = Match(MACARENA, {"players": 2}, 6, people)
    bot = BOTS["basic"]()
    while not (
        match.state.phase is Phase.SERIES
        and match.state.turn_seat == 0
        and len(match.state.series) >= 2
    ):
        seat = match.seats_to_act()[0]
        match.play(seat, match.bot_choice(seat, bot))
    hand = sorted(match.state.hands[0] + match.state.series)
    laid = len(match.moves)
    assert match.undo_last_decision(0)
    # not one card back: the whole turn, to the state before the well was chosen
    assert match.state.phase is Phase.TURN and match.state.turn_seat == 0
    assert sorted(match.state.hands[0]) == hand
    assert len(match.moves) < laid - 2 and not match.mid_turn(len(match.moves))


def test_macaron_refuses_through_the_flow_with_the_kit_keys() -> None:
    from macaron_desktop.games.macaron import GAME as MACARON
    from macaron_desktop.games.macaron import PassCards, SkipBet

    state = MACARON.new_game({"mode": "4p"}, 2)
    hand = state.round.hands[0]
    assert refused_by(MACARON, state, 0, SkipBet()) == (
        flow.WRONG_STEP,
        {"step": "pass", "action": "SkipBet"},
    )
    passed = MACARON.apply(state, 0, PassCards(hand[:2]))
    # the passing step declares its own refusal for a seat that has chosen
    assert refused_by(MACARON, passed, 0, PassCards(hand[2:4])) == ("already_passed", {"seat": 0})
    assert not any(MACARON.mid_turn(state, seat) for seat in range(4))


def test_the_engines_fast_paths_agree_with_their_declared_steps() -> None:
    import random

    from macaron_desktop.games.macarena import GAME as MACARENA
    from macaron_desktop.games.macarena.rules import FLOW as MACARENA_FLOW
    from macaron_desktop.games.macaron import GAME as MACARON
    from macaron_desktop.games.macaron.rules import FLOW as MACARON_FLOW

    rng = random.Random(5)
    for game, game_flow, config in (
        (MACARON, MACARON_FLOW, {"mode": "solo"}),
        (MACARON, MACARON_FLOW, {"mode": "3p", "target": 10}),
        (MACARENA, MACARENA_FLOW, {"players": 3}),
    ):
        state = game.new_game(config, 3)
        steps = set()
        while game.result(state) is None:
            to_act = game.seats_to_act(state)
            assert to_act == game_flow.seats_to_act(state)
            steps.add(game_flow.step_of(state))
            seat = to_act[0]
            legal = list(game.legal_actions(state, seat))
            state = game.apply(state, seat, legal[rng.randrange(len(legal))])
        assert game_flow.seats_to_act(state) == () == game.seats_to_act(state)
        assert len(steps) >= 4


def refused_by(game: Any, state: Any, seat: int, action: Any) -> tuple[str, dict[str, Any]]:
    with pytest.raises(IllegalAction) as caught:
        game.apply(state, seat, action)
    return caught.value.message.key, caught.value.message.params
