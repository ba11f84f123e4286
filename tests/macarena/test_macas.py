"""Mirror turns and Macas: protection, sharing, the eighth Maca, passing, the instant win."""

from __future__ import annotations

import pytest

from macaron_desktop.core.game import ChooseOne
from macaron_desktop.core.messages import IllegalAction
from macaron_desktop.games.macarena import GAME
from macaron_desktop.games.macarena.actions import (
    CHOOSE_WELL,
    FINISH,
    LAY,
    MOVE_MACA,
    PASS,
    MoveMaca,
)
from macaron_desktop.games.macarena.state import Phase

from .helpers import C, cards, keys, play, table

WELLS = ("W5", "A3", "E6", "F9", "WQ", "A8", "EK")


def mirror_on(state, seat, well, card):
    return play(state, seat, CHOOSE_WELL[well], LAY[C(card)], FINISH)


def test_another_players_maca_protects_a_well_on_a_normal_turn() -> None:
    state = table(["W5 W6", "AK"], WELLS, pile="E2 E3", macas=[(1,), (), (), (), (), (), ()])
    assert CHOOSE_WELL[0] not in GAME.legal_actions(state, 0)
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(state, 0, CHOOSE_WELL[0])
    assert refused.value.message.key == "well_protected"
    assert refused.value.message.params == {"well": 0, "owners": [1]}
    # the owner may play there on a normal turn
    owner = table(["AK", "W6"], WELLS, pile="E2", seat=1, macas=[(1,), (), (), (), (), (), ()])
    assert CHOOSE_WELL[0] in GAME.legal_actions(owner, 1)


def test_a_mirror_turn_follows_at_once_and_may_play_any_well() -> None:
    state = table(["A3 W5 W6", "AK"], WELLS, pile="E2 E3", macas=[(1,), (), (), (), (), (), ()])
    state = mirror_on(state, 0, 1, "A3")  # a lone mirror on well 1
    assert state.turn_seat == 0 and state.mirror_turn and state.macas[1] == (0,)
    assert "maca_placed" in keys(state)
    assert CHOOSE_WELL[0] in GAME.legal_actions(state, 0)  # protected by seat 1, but a mirror turn
    # a mirror on the enchanted well during the mirror turn shares it
    shared = mirror_on(state, 0, 0, "W5")
    assert shared.macas[0] == (1, 0)
    # mirror turns chain: another mirror turn follows
    assert shared.turn_seat == 0 and shared.mirror_turn
    # both owners may play that well on normal turns
    later = shared._replace(public=shared.public._replace(mirror_turn=False))
    assert CHOOSE_WELL[0] in GAME.legal_actions(later, 0)


def test_a_mirror_on_a_well_the_player_protects_adds_a_second_own_maca() -> None:
    state = table(["W5 A9", "AK"], WELLS, pile="E2 E3", macas=[(0,), (), (), (), (), (), ()])
    state = mirror_on(state, 0, 0, "W5")
    assert state.macas[0] == (0, 0)


def test_a_played_card_keeps_the_macas_and_a_pass_returns_them_all() -> None:
    macas = [(0,), (0, 1), (0,), (), (), (), ()]
    state = table(["W6 A9", "AK"], WELLS, pile="E2 E3", macas=macas)
    played = play(state, 0, CHOOSE_WELL[0], LAY[C("W6")], FINISH)
    assert played.macas == state.macas
    passed = play(state, 0, PASS)
    assert passed.macas == ((), (1,), (), (), (), (), ())
    assert passed.turns[-1].returned == (0, 1, 2)
    assert "macas_returned" in keys(passed, 1)


def test_a_pass_in_a_mirror_turn_returns_the_macas_too() -> None:
    state = table(["W5 A9", "AK"], WELLS, pile="E2 E3")
    state = mirror_on(state, 0, 0, "W5")
    assert state.mirror_turn and state.macas[0] == (0,)
    passed = play(state, 0, PASS)
    assert passed.macas[0] == () and passed.turn_seat == 1 and not passed.mirror_turn


def test_the_eighth_maca_is_moved_from_a_well_the_player_chooses() -> None:
    macas = [(), (0, 0, 0, 0), (0, 0, 0), (), (), (), ()]
    state = table(["W5 A9", "AK"], WELLS, pile="E2 E3", macas=macas)
    state = mirror_on(state, 0, 0, "W5")
    assert state.phase is Phase.MOVE_MACA
    assert GAME.legal_actions(state, 0) == [MOVE_MACA[1], MOVE_MACA[2]]
    assert GAME.mid_turn(state, 0)
    prompt = GAME.prompt(state, 0)
    assert isinstance(prompt, ChooseOne) and prompt.key == "choose_maca_to_move"
    assert prompt.options == (MOVE_MACA[1], MOVE_MACA[2]) and prompt.params == {"well": 0}
    for bad in (MOVE_MACA[3], MoveMaca(True)):  # type: ignore[arg-type]
        with pytest.raises(IllegalAction) as refused:
            GAME.apply(state, 0, bad)
        assert refused.value.message.key == "no_maca_there"
    moved = play(state, 0, MOVE_MACA[2])
    assert moved.macas[:3] == ((0,), (0, 0, 0, 0), (0, 0))
    assert moved.turns[-1].maca_from == 2
    assert (
        moved.turn_seat == 0 and moved.mirror_turn and moved.phase is Phase.TURN
    )  # the mirror turn


def test_the_eighth_maca_moves_by_itself_from_the_only_other_well() -> None:
    macas = [(), (0,) * 7, (), (), (), (), ()]
    state = mirror_on(table(["W5 A9", "AK"], WELLS, pile="E2", macas=macas), 0, 0, "W5")
    assert state.macas[:2] == ((0,), (0,) * 6) and state.turns[-1].maca_from == 1
    assert state.mirror_turn


def test_with_all_seven_on_the_mirror_well_nothing_moves_and_the_mirror_turn_follows() -> None:
    macas = [(0,) * 7, (), (), (), (), (), ()]
    state = mirror_on(table(["W5 A9", "AK"], WELLS, pile="E2", macas=macas), 0, 0, "W5")
    assert state.macas[0] == (0,) * 7 and state.turns[-1].maca_from == 0
    assert "maca_stays" in keys(state) and state.mirror_turn and state.turn_seat == 0


def test_a_maca_on_every_well_wins_at_once_without_awards() -> None:
    macas = [(), (0,), (0, 1), (0,), (0,), (0,), (0,)]
    state = table(["W5 A9", "AK"], WELLS, pile="E2", macas=macas, coins=(3, 0))
    done = mirror_on(state, 0, 0, "W5")
    assert GAME.result(done) is not None and GAME.result(done).winners == (0,)
    assert GAME.seats_to_act(done) == ()
    last = done.hand_results[-1]
    assert last.end == "all_wells" and last.awards == () and last.collections is None
    assert done.coins == (3, 0)
    assert keys(done, 1)[-2:] == ["all_wells_enchanted", "game_won"]


def test_a_moved_maca_can_complete_every_well() -> None:
    # seven Macas out, two on well 1: moving one to well 0 enchants every well
    macas = [(), (0, 0), (), (0,), (0,), (0,), (0,)]
    macas[2] = (0,)
    state = table(["W5 A9", "AK"], WELLS, pile="E2", macas=macas)
    state = mirror_on(state, 0, 0, "W5")
    assert state.phase is Phase.MOVE_MACA
    assert GAME.result(play(state, 0, MOVE_MACA[1])).winners == (0,)
    assert GAME.result(play(state, 0, MOVE_MACA[3])) is None


def test_cards_in_the_series_are_shown_to_everyone() -> None:
    state = table(["W5 W6 A9", "AK"], WELLS, pile="E2 E3")
    state = play(state, 0, CHOOSE_WELL[0], LAY[C("W6")])
    view = GAME.view(state, 1)
    assert view.well == 0 and view.series == cards("W6") and view.hand_sizes == (2, 1)
