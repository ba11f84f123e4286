"""The core contract, proved on the tiny toy game."""

from __future__ import annotations

import pytest

from macaron_desktop.core.bots import RandomBot
from macaron_desktop.core.match import Match, Move, SeatSpec
from macaron_desktop.core.messages import IllegalAction
from macaron_desktop.core.registry import get_game
from macaron_desktop.games.toy.rules import GAME, Bid, Play, ToyCard

SEATS = [SeatSpec("Ana"), SeatSpec("Bot", "bot", "random")]


def play_out(match: Match, bot: RandomBot) -> None:
    while not match.finished:
        seat = match.seats_to_act()[0]
        match.play(seat, match.bot_choice(seat, bot))


def test_registry_finds_the_toy_game() -> None:
    assert get_game("toy") is GAME
    with pytest.raises(KeyError):
        get_game("chess")


def test_same_seed_same_deal_and_different_seed_different_deal() -> None:
    a = GAME.new_game({"players": 2}, 7)
    b = GAME.new_game({"players": 2}, 7)
    assert a == b
    assert any(GAME.new_game({"players": 2}, s).hands != a.hands for s in range(8, 20))


def test_bad_config_is_refused() -> None:
    with pytest.raises(ValueError, match="2 or 3"):
        Match(GAME, {"players": 9}, 1, SEATS)


def test_simultaneous_bids_are_hidden_until_all_are_placed() -> None:
    match = Match(GAME, {"players": 2}, 3, SEATS)
    assert match.seats_to_act() == (0, 1)
    match.play(1, Bid(2))
    assert match.seats_to_act() == (0,)
    assert match.view(0).bids is None
    assert match.view(0).bids_placed == (False, True)
    assert match.view(1).own_bid == 2
    match.play(0, Bid(1))
    assert match.view(0).bids == (1, 2)


def test_views_hide_other_hands() -> None:
    match = Match(GAME, {"players": 2}, 3, SEATS)
    view = match.view(0)
    assert view.hand == match.state.hands[0]
    assert match.state.hands[1] not in (view.hand,)
    assert not hasattr(view, "hands")


def test_illegal_actions_are_refused_with_a_reason_and_change_nothing() -> None:
    match = Match(GAME, {"players": 2}, 5, SEATS)
    match.play(0, Bid(0))
    match.play(1, Bid(0))
    with pytest.raises(IllegalAction) as refused:
        match.play(1, match.legal_actions(0)[0])
    assert refused.value.message.key == "not_your_turn"
    lead = match.legal_actions(0)[0]
    match.play(0, lead)
    hand = match.state.hands[1]
    off_colour = [c for c in hand if c.colour != lead.card.colour]
    if off_colour and len(off_colour) < len(hand):
        before = match.state
        with pytest.raises(IllegalAction) as refused:
            match.play(1, Play(off_colour[0]))
        assert refused.value.message.key == "must_follow"
        assert refused.value.message.params == {"colour": lead.card.colour}
        assert match.state == before
    with pytest.raises(IllegalAction):
        match.play(1, Play(ToyCard("green", 9)))


def test_random_play_always_ends_with_a_result() -> None:
    for seed in range(30):
        match = Match(GAME, {"players": 3}, seed, [*SEATS, SeatSpec("C", "bot")])
        play_out(match, RandomBot())
        result = match.result()
        assert result is not None
        assert max(result.scores) == result.scores[result.winners[0]]
        assert sum(match.state.tricks_won) == 3


def test_replaying_the_log_rebuilds_the_same_game() -> None:
    match = Match(GAME, {"players": 2}, 11, SEATS)
    play_out(match, RandomBot())
    encoded = match.encoded_moves()
    moves = [Move(m["seat"], GAME.decode_action(m["action"])) for m in encoded]
    again = Match.replay(GAME, {"players": 2}, 11, SEATS, moves)
    assert again.state == match.state
    assert again.result() == match.result()


def test_bots_are_reproducible_and_undo_replays_them_identically() -> None:
    first = Match(GAME, {"players": 2}, 21, SEATS)
    play_out(first, RandomBot())
    second = Match(GAME, {"players": 2}, 21, SEATS)
    play_out(second, RandomBot())
    assert first.moves == second.moves
    # take back seat 0's last decision, let the bots redo everything: same game again
    assert first.undo_last_decision(0)
    assert not first.finished
    play_out(first, RandomBot())
    assert first.moves == second.moves


def test_undo_to_the_start_restores_the_deal() -> None:
    match = Match(GAME, {"players": 2}, 4, SEATS)
    play_out(match, RandomBot())
    match.undo_to(0)
    assert match.state == match.initial_state
    assert match.moves == []
    assert not match.undo_last_decision(0)
    with pytest.raises(ValueError):
        match.undo_to(5)


def test_decoding_refuses_anything_unknown() -> None:
    for bad in ({"type": "os.system"}, {"type": "Bid", "tricks": 1, "x": 2}, [1], "Bid"):
        with pytest.raises(ValueError):
            GAME.decode_action(bad)  # type: ignore[arg-type]
