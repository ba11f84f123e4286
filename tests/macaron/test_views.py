"""Views show what a seat may know and hide the rest."""

import dataclasses

from macaron_desktop.games.macaron import GAME, Discard, MacaronView, PassCards, PlaceVote
from macaron_desktop.games.macaron.cards import Flavor, Group
from macaron_desktop.games.macaron.state import Phase

from .helpers import play_match


def swap_hidden(state, seat):
    """The same public situation with another seat's hidden cards changed."""
    r = state.round
    hands = list(r.hands)
    other = (seat + 1) % len(hands)
    if r.undealt and hands[other]:
        # exchange a card between the other seat's hand and the undealt cards
        h = list(hands[other])
        u = list(r.undealt)
        h[0], u[0] = u[0], h[0]
        hands[other] = tuple(sorted(h))
        r = dataclasses.replace(r, hands=tuple(hands), undealt=tuple(u))
        return dataclasses.replace(state, round=r)
    return None


def test_view_has_every_field_and_is_frozen():
    state = GAME.new_game({"mode": "4p"}, 1)
    view = GAME.view(state, 2)
    assert isinstance(view, MacaronView)
    for f in dataclasses.fields(MacaronView):
        getattr(view, f.name)
    try:
        view.seat = 3
    except dataclasses.FrozenInstanceError:
        pass
    else:
        raise AssertionError("views are frozen")
    assert dataclasses.replace(view) == view
    assert view.hand == state.round.hands[2]
    assert view.hand_sizes == (13, 13, 13, 13)
    assert view.pass_direction == "left"
    assert view.phase is Phase.PASS


def test_view_hides_other_hands_and_undealt():
    state = GAME.new_game({"mode": "3p"}, 4)
    changed = swap_hidden(state, 0)
    assert changed is not None and changed.round.hands != state.round.hands
    assert GAME.view(changed, 0) == GAME.view(state, 0)
    assert GAME.view(changed, 1) != GAME.view(state, 1)
    assert GAME.view(state, 0).undealt_count == 3
    text = repr(GAME.view(state, 0))
    for card in state.round.hands[1] + state.round.undealt:
        assert repr(card) not in text or card in state.round.hands[0]


def test_view_hides_pending_passes():
    state = GAME.new_game({"mode": "4p"}, 4)
    hand = state.round.hands[1]
    passed = GAME.apply(state, 1, PassCards(hand[:2]))
    other = GAME.apply(state, 1, PassCards(hand[2:4]))
    for seat in (0, 2, 3):
        assert GAME.view(passed, seat) == GAME.view(other, seat)
    assert GAME.view(passed, 1) != GAME.view(other, 1)


def test_view_hides_face_down_vote_values():
    state = GAME.new_game({"mode": "4p", "start_player": 0}, 4)
    for seat in range(4):
        state = GAME.apply(state, seat, PassCards(state.round.hands[seat][:2]))
    tokens = state.round.tokens[0]
    low = GAME.apply(state, 0, PlaceVote(min(tokens), Group.B))
    high = GAME.apply(state, 0, PlaceVote(max(tokens), Group.B))
    if min(tokens) != max(tokens):
        for seat in (1, 2, 3):
            assert GAME.view(low, seat).votes == GAME.view(high, seat).votes
            assert GAME.view(low, seat).votes[0].value is None
        assert GAME.view(low, 0).votes[0].value == min(tokens)
    assert GAME.view(low, 1).own_tokens == low.round.tokens[1]


def test_view_hides_emma_piles_and_draw_deck():
    state = GAME.new_game({"mode": "solo"}, 9)
    state = GAME.apply(state, 0, Discard(state.round.hands[0][:2]))
    view = GAME.view(state, 0)
    assert view.emma_pile_sizes == tuple(
        (f, len(p)) for f, p in zip(state.info.flavors, state.round.piles, strict=True)
    )
    assert view.hand_sizes == (13, 13)
    assert view.undealt_count == len(state.round.deck)
    assert view.discarded == state.round.discard and view.drawn == state.round.drawn
    assert view.royal_group is state.round.royal
    # Same counts, different cards in the piles: same view.
    r = state.round
    piles = list(r.piles)
    piles[0], piles[1] = tuple(reversed(piles[0])), tuple(reversed(piles[1]))
    other = dataclasses.replace(state, round=dataclasses.replace(r, piles=tuple(piles)))
    assert GAME.view(other, 0) == view


def test_views_during_play_follow_the_table():
    seen = []

    def look(match):
        state = match.state
        if state.round.phase is Phase.PLAY:
            for seat in range(match.game.num_seats(state)):
                view = match.view(seat)
                assert view.hand == state.round.hands[seat]
                assert view.trick == state.round.trick
                assert view.boxes == state.round.boxes
                assert view.to_act == match.seats_to_act()
                seen.append(view.tricks_played)

    play_match("2v2", 5, on_step=look)
    assert seen


def test_events_are_public_and_accumulate():
    match = play_match("3p", 2)
    view = match.view(0)
    keys = [e.key for e in view.all_events]
    assert keys[0] == "round_started" and keys[-1] == "game_over"
    assert view.event_count == len(keys)
    assert view.events_since(len(keys) - 1)[0].key == "game_over"
    assert keys.count("round_scored") == len(match.state.summaries)
    assert view.round_summaries == match.state.summaries
    assert view.result == match.result()
    # the summaries say what the scoring did
    last = view.round_summaries[-1]
    assert last.scores == view.result.scores


def test_2v2_view_scores():
    match = play_match("2v2", 6)
    view = match.view(1)
    assert view.teams == ((0, 2), (1, 3))
    assert view.team_scores == match.state.scores
    assert view.scores[0] == view.scores[2] == view.team_scores[0]
    assert view.scores[1] == view.scores[3] == view.team_scores[1]


def test_flavor_names_for_the_gui():
    view = GAME.view(GAME.new_game({"mode": "solo"}, 1), 0)
    assert view.flavors[-1] is Flavor.GREEN_TEA
    assert view.emma_seat == 1 and view.pass_direction is None


def test_last_trick_stays_visible_after_the_round_ends():
    from macaron_desktop.games.macaron import PlayCard

    from .helpers import play_state

    state = play_state("2p", ["almond 7", "almond 6"], boxes=(2, 3))
    state = GAME.apply(state, 0, PlayCard(state.round.hands[0][0]))
    state = GAME.apply(state, 1, PlayCard(state.round.hands[1][0]))
    assert state.round.number == 2
    view = GAME.view(state, 0)
    assert view.tricks_played == 0
    assert view.last_trick_round == 1
    assert view.last_trick.winner == 0 and view.last_trick.boxes == 1


def test_every_event_key_is_documented_with_its_values():
    from macaron_desktop.games.macaron.messages import EVENTS

    seen = set()
    for mode in ("solo", "2p", "4p", "5p"):
        match = play_match(mode, 12)
        for event in match.view(0).all_events:
            assert event.key in EVENTS, event.key
            assert set(event.params) == set(EVENTS[event.key][0]), event.key
            seen.add(event.key)
    assert seen == set(EVENTS)


def test_views_copy_pickle_and_convert_like_plain_dataclasses():
    import copy
    import pickle

    match = play_match("solo", 4)
    state = match.state_after(len(match.moves) // 2)
    view = GAME.view(state, 0)
    assert copy.deepcopy(view) == view
    assert pickle.loads(pickle.dumps(view)) == view
    data = dataclasses.asdict(view)
    assert set(data) == {f.name for f in dataclasses.fields(MacaronView)}


def test_each_seats_log_is_append_only():
    match = play_match("4p", 21)
    previous = [()] * 4
    for n in range(len(match.moves) + 1):
        for seat in range(4):
            log = GAME.view(match.state_after(n), seat).all_events
            assert log[: len(previous[seat])] == previous[seat]
            assert all(e.visible_to(seat) for e in log[len(previous[seat]) :])
            previous[seat] = log
    assert previous[2] == match.view(2).all_events


def test_views_in_every_phase_hold_exactly_the_fields():
    from macaron_desktop.games.macaron.view import FIELD_NAMES

    phases = set()

    def look(match):
        state = match.state
        phases.add(state.round.phase)
        for seat in range(match.game.num_seats(state)):
            view = match.view(seat)
            assert set(view.__dict__) == set(FIELD_NAMES)
            assert view.seat == seat and view.phase is state.round.phase

    for mode in ("solo", "3p", "5p"):
        play_match(mode, 3, on_step=look)
    assert phases == set(Phase)
