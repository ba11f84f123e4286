"""Macaron on the kit's contract: prompts, events with an audience, per-phase view bases."""

import dataclasses

import pytest

from macaron_desktop.core.game import ChooseCards, ChooseOne, Event
from macaron_desktop.games.macaron import GAME, Card, Discard, Flavor, Group, PassCards, Phase
from macaron_desktop.games.macaron.messages import PROMPTS

from .helpers import play_match


def test_every_decision_has_its_prompt_and_the_prompt_offers_exactly_the_legal_choices():
    seen = set()

    def look(match):
        state = match.state
        for seat in range(match.game.num_seats(state)):
            prompt = GAME.prompt(state, seat)
            legal = list(GAME.legal_actions(state, seat))
            assert GAME.mid_turn(state, seat) is False
            if seat not in GAME.seats_to_act(state) or state.round.phase is Phase.PLAY:
                assert prompt is None
                continue
            seen.add(prompt.key)
            assert prompt.key in PROMPTS
            kind, params, _ = PROMPTS[prompt.key]
            assert type(prompt).__name__ == kind and set(prompt.params) == set(params)
            if isinstance(prompt, ChooseOne):
                assert list(prompt.options) == legal
            else:
                assert isinstance(prompt, ChooseCards) and prompt.source == "hand"
                hand = state.round.hands[seat]
                first = hand[-prompt.minimum :]
                action = GAME.cards_action(state, seat, list(reversed(first)))
                assert action in legal
                if prompt.maximum > prompt.minimum:
                    assert GAME.cards_action(state, seat, hand[: prompt.maximum]) in legal

    for mode in ("solo", "3p", "4p"):
        play_match(mode, 5, on_step=look)
    assert seen == set(PROMPTS)


def test_a_pass_prompt_names_the_receiver_and_cards_action_matches_the_table_action():
    state = GAME.new_game({"mode": "3p", "start_player": 0}, 2)
    prompt = GAME.prompt(state, 1)
    assert prompt == ChooseCards("choose_pass", "hand", 2, 2, {"direction": "left", "to_seat": 2})
    hand = state.round.hands[1]
    action = GAME.cards_action(state, 1, [hand[5], hand[2]])
    assert action == PassCards((hand[2], hand[5]))
    assert GAME.apply(state, 1, action) == GAME.apply(state, 1, PassCards((hand[5], hand[2])))
    solo = GAME.new_game({"mode": "solo"}, 2)
    assert GAME.prompt(solo, 0).key == "choose_discard"
    assert GAME.cards_action(solo, 0, solo.round.hands[0][:1]) == Discard(solo.round.hands[0][:1])
    with pytest.raises(ValueError):
        GAME.cards_action(GAME.apply(solo, 0, Discard(solo.round.hands[0][:1])), 0, ())


def _events(match, seat, key):
    return [e for e in match.view(seat).all_events if e.key == key]


def test_passed_cards_are_seen_by_giver_and_receiver_only():
    match = play_match("4p", 3)
    for round_state in match.state.history:
        for p in round_state.passes:
            for seat in range(4):
                given = [
                    e
                    for e in round_state.logs.of(seat)
                    if e.key == "cards_given" and e.params["from_seat"] == p.from_seat
                ]
                if seat in (p.from_seat, p.to_seat):
                    (event,) = given
                    assert event.params["cards"] == p.cards
                    assert all(isinstance(c, Card) for c in event.params["cards"])
                else:
                    assert given == []
    for seat in range(4):
        for event in match.view(seat).all_events:
            assert isinstance(event, Event) and event.visible_to(seat)


def test_every_seat_logs_as_many_events_and_token_values_stay_out_of_the_log():
    match = play_match("5p", 4)
    logs = [match.view(seat).all_events for seat in range(5)]
    assert len({len(log) for log in logs}) == 1  # hot-seat tables index logs alike
    for log in logs:
        for event in log:
            if event.key == "vote_placed":
                assert isinstance(event.params["target"], Group | Flavor)
                assert "value" not in event.params


def test_solo_draws_are_the_players_and_emmas_cards_are_public_when_played():
    match = play_match("solo", 6)
    (first_draw, *_) = _events(match, 0, "cards_drawn")
    first = match.state.history[0]
    assert first_draw.params == {"seat": 0, "discarded": first.discard, "drawn": first.drawn}
    assert not _events(match, 1, "cards_drawn")
    plays = _events(match, 0, "card_played")
    emma = [e for e in plays if e.params["seat"] == 1]
    assert emma and all(e.params["pile"] is e.params["counts_as"] for e in emma)
    assert plays == _events(match, 1, "card_played")


def test_stored_view_bases_are_always_up_to_date():
    def look(match):
        state = match.state
        fresh = dataclasses.replace(state, round=dataclasses.replace(state.round, view_bases=()))
        for seat in range(match.game.num_seats(state)):
            assert GAME.view(state, seat) == GAME.view(fresh, seat)

    for mode in ("solo", "2p", "2v2", "5p"):
        play_match(mode, 9, on_step=look)
