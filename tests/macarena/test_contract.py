"""The kit's contract (core.game): determinism, replay, refusals, views, prompts, undo, resample."""

from __future__ import annotations

import json
import random

import pytest

from macaron_desktop.core.bots import RandomBot
from macaron_desktop.core.game import ChooseOne
from macaron_desktop.core.match import Match, Move, SeatSpec
from macaron_desktop.core.messages import IllegalAction
from macaron_desktop.games.macarena import BOTS, GAME
from macaron_desktop.games.macarena.actions import FINISH, PASS, ChooseWell, LayCard
from macaron_desktop.games.macarena.messages import AWARDS, EVENTS, ILLEGAL_ACTIONS, PROMPTS
from macaron_desktop.games.macarena.state import MacarenaState, Phase, PublicTable

from .helpers import play_game


def seats(n: int) -> list[SeatSpec]:
    return [SeatSpec(f"Bot {i}", "bot", "random") for i in range(n)]


def finished_match(n: int, seed: int, bot=None) -> Match:
    match = Match(GAME, {"players": n}, seed, seats(n))
    bot = bot or BOTS["basic"]()
    while not match.finished:
        seat = match.seats_to_act()[0]
        match.play(seat, match.bot_choice(seat, bot))
    return match


def test_config_defaults_and_refusals() -> None:
    assert GAME.validate_config({}) == {"players": 4, "start_player": None}
    assert GAME.validate_config({"players": 2, "start_player": 1})["start_player"] == 1
    for bad in (
        {"players": 6},
        {"players": 1},
        {"players": True},
        {"players": 3, "start_player": 3},
        {"mode": "x"},
    ):
        with pytest.raises(ValueError):
            GAME.validate_config(bad)


def test_the_same_seed_deals_the_same_game_and_the_start_player_can_be_picked() -> None:
    assert GAME.new_game({"players": 3}, 9) == GAME.new_game({"players": 3}, 9)
    assert GAME.new_game({"players": 3}, 9).deck != GAME.new_game({"players": 3}, 10).deck
    starts = {GAME.new_game({"players": 4}, s).start_seat for s in range(40)}
    assert starts == {0, 1, 2, 3}
    assert GAME.new_game({"players": 4, "start_player": 2}, 5).start_seat == 2


def test_replaying_the_encoded_log_rebuilds_the_game() -> None:
    match = finished_match(3, 4, RandomBot())
    data = json.loads(json.dumps(match.encoded_moves()))
    moves = [Move(m["seat"], GAME.decode_action(m["action"])) for m in data]
    again = Match.replay(GAME, {"players": 3}, 4, seats(3), moves)
    assert again.state == match.state and again.result() == match.result()


def test_decoding_refuses_anything_unknown() -> None:
    for bad in (
        {"type": "os.system"},
        {"type": "ChooseWell", "well": 1, "x": 2},
        [1],
        "Pass",
        {"type": "Card", "value": "water-14"},
    ):
        with pytest.raises(ValueError):
            GAME.decode_action(bad)  # type: ignore[arg-type]


def test_every_legal_action_is_accepted_and_a_refusal_changes_nothing() -> None:
    rng = random.Random(3)
    state = GAME.new_game({"players": 3}, 3)
    for _ in range(600):
        to_act = GAME.seats_to_act(state)
        if not to_act:
            break
        seat = to_act[0]
        legal = list(GAME.legal_actions(state, seat))
        for action in legal:
            GAME.apply(state, seat, action)
        other = (seat + 1) % 3
        if other not in to_act and legal:
            with pytest.raises(IllegalAction) as refused:
                GAME.apply(state, other, legal[0])
            assert refused.value.message.key == "not_your_turn"
            assert GAME.legal_actions(state, other) == []
        state = GAME.apply(state, seat, legal[rng.randrange(len(legal))])


def test_every_refusal_key_is_listed_with_its_params() -> None:
    seen: set[str] = set()
    rng = random.Random(5)
    state = GAME.new_game({"players": 2}, 5)
    probes = [PASS, FINISH, ChooseWell(9), ChooseWell(0), LayCard(state.deck[0]), "nonsense"]
    for _ in range(300):
        seat = GAME.seats_to_act(state)[0]
        for probe in probes:
            for who in (0, 1):
                try:
                    GAME.apply(state, who, probe)  # type: ignore[arg-type]
                except IllegalAction as exc:
                    key = exc.message.key
                    assert key in ILLEGAL_ACTIONS, key
                    assert sorted(exc.message.params) == sorted(ILLEGAL_ACTIONS[key][0]), key
                    seen.add(key)
        legal = GAME.legal_actions(state, seat)
        state = GAME.apply(state, seat, legal[rng.randrange(len(legal))])
    assert {"not_your_turn", "wrong_step", "unknown_action", "no_such_well"} <= seen


def test_every_event_and_award_key_is_listed() -> None:
    state, _ = play_game(4, 8, ["basic", "random", "random", "random"])
    keys = {e.key for log in (*state.logs, *state.previous_logs) for e in log}
    assert keys <= set(EVENTS) | set(AWARDS)
    for hand in state.hand_results:
        for award in hand.awards:
            assert award.kind in AWARDS
    assert set(PROMPTS) == {
        "choose_maca_to_move",
        "choose_element_to_hand_over",
        "choose_element_to_buy",
    }


def test_views_hide_other_hands_collections_the_deck_and_private_events() -> None:
    state = GAME.new_game({"players": 3}, 12)
    seat = state.turn_seat
    other = (seat + 1) % 3
    view = GAME.view(state, other)
    assert view.hand == state.hands[other]
    assert not hasattr(view, "hands") and not hasattr(view, "deck")
    assert view.collections is None and view.deck_count == 104 - 21 - 7 - 1
    drawn = state.hands[seat]
    assert any(e.key == "you_drew" for e in GAME.view(state, seat).events)
    assert all(e.key != "you_drew" for e in view.events)
    assert all(e.visible_to(other) for e in view.events)
    assert view.hand_sizes[seat] == len(drawn)
    assert "seed" not in view._fields


def test_every_view_shares_the_state_public_table_which_holds_nothing_hidden() -> None:
    state = GAME.new_game({"players": 3}, 12)
    views = [GAME.view(state, seat) for seat in range(3)]
    assert all(view.public is state.public for view in views)  # shared, not copied
    assert views[0].wells is state.wells and views[2].turn_seat == state.turn_seat
    hidden = set(MacarenaState._fields) - {"public"}
    assert {"deck", "hands", "collections", "choices", "logs", "seed"} <= hidden
    assert hidden.isdisjoint(PublicTable._fields)


def test_prompts_offer_legal_actions_and_mid_turn_covers_a_series() -> None:
    state = GAME.new_game({"players": 2}, 2)
    rng = random.Random(2)
    seen_series = False
    for _ in range(2000):
        to_act = GAME.seats_to_act(state)
        if not to_act:
            break
        seat = to_act[0]
        legal = GAME.legal_actions(state, seat)
        prompt = GAME.prompt(state, seat)
        if state.phase in (Phase.TURN, Phase.SERIES):
            assert prompt is None
        else:
            assert isinstance(prompt, ChooseOne) and list(prompt.options) == list(legal)
        assert GAME.mid_turn(state, seat) == (state.phase in (Phase.SERIES, Phase.MOVE_MACA))
        seen_series |= state.phase is Phase.SERIES
        state = GAME.apply(state, seat, legal[rng.randrange(len(legal))])
    assert seen_series
    with pytest.raises(ValueError):
        GAME.cards_action(state, 0, [])


def test_undo_to_the_last_state_outside_a_turn_takes_back_the_whole_series() -> None:
    match = Match(GAME, {"players": 2}, 6, seats(2))
    bot = BOTS["basic"]()
    while not (match.state.phase is Phase.SERIES and len(match.state.series) >= 2):
        seat = match.seats_to_act()[0]
        match.play(seat, match.bot_choice(seat, bot))
    seat = match.state.turn_seat
    hand = match.state.hands[seat] + match.state.series
    # what the table does: rewind past every state in which the seat is mid-turn
    stop = max(
        i for i in range(len(match.moves) + 1) if not GAME.mid_turn(match.state_after(i), seat)
    )
    match.undo_to(stop)
    assert match.state.phase is Phase.TURN and match.state.series == ()
    assert sorted(match.state.hands[seat]) == sorted(hand)


def test_resample_agrees_with_the_view_and_plays_on() -> None:
    rng = random.Random(11)
    for players in (2, 3, 5):
        state = GAME.new_game({"players": players}, players)
        for step in range(3000):
            to_act = GAME.seats_to_act(state)
            if not to_act:
                break
            seat = to_act[0]
            if step % 37 == 0:
                for looker in range(players):
                    view = GAME.view(state, looker)
                    imagined = GAME.resample(view, rng)
                    assert GAME.view(imagined, looker) == view
                    assert GAME.seats_to_act(imagined) == to_act
                    if looker == seat:
                        assert list(GAME.legal_actions(imagined, seat)) == list(
                            GAME.legal_actions(state, seat)
                        )
                    assert imagined.hands[looker] == state.hands[looker]
            legal = GAME.legal_actions(state, seat)
            state = GAME.apply(state, seat, legal[rng.randrange(len(legal))])


def test_resampled_hands_differ_between_draws() -> None:
    state = GAME.new_game({"players": 3}, 1)
    view = GAME.view(state, 0)
    others = {GAME.resample(view, random.Random(k)).hands[1] for k in range(5)}
    assert len(others) > 1
