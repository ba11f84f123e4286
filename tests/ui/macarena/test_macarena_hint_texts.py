"""How a La Macarena hint words a pass: with no Maca to lose it is advice to wait for a
longer series (what the Hard bot often plays early in a hand); with Macas out, the hint
warns that they come back."""

from __future__ import annotations

from macaron_desktop.games.macarena import GAME
from macaron_desktop.games.macarena.actions import PASS
from macaron_desktop.games.macarena.table.hint_texts import move_text
from macaron_desktop.ui.i18n import LanguageManager


def test_a_pass_is_worded_by_what_it_costs(languages: LanguageManager) -> None:
    state = GAME.new_game({"players": 3}, 4)
    seat = state.turn_seat
    no_macas = GAME.view(state, seat)
    macas = ((seat,),) + state.public.macas[1:]
    with_macas = GAME.view(state._replace(public=state.public._replace(macas=macas)), seat)
    assert move_text(PASS, no_macas) == "pass: keep your cards for a longer series"
    assert move_text(PASS, with_macas) == "pass (your Macas come back)"
    languages.apply("zh_TW")
    assert move_text(PASS, no_macas) == "不出牌：留著手牌，等更長的牌串"
    assert move_text(PASS, with_macas) == "不出牌（你的 Maca 全部收回）"
